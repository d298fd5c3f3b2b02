import { InviteFriendsPage } from '../../features/referrals/components/invite-friends-page.tsx';

/** /m/inviteFriends (REFERRAL3): the referral link, its QR code and the invited friends. */
export function Component() {
  return <InviteFriendsPage />;
}
