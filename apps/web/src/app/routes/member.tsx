import type { ComponentType } from 'react';
import { DepositPage } from '../../features/deposit/components/deposit-page.tsx';
import { DepositRecordPage } from '../../features/records/components/deposit-record-page.tsx';
import { TransactionRecordPage } from '../../features/records/components/transaction-record-page.tsx';
import { WithdrawRecordPage } from '../../features/records/components/withdraw-record-page.tsx';
import { MemberHome } from '../../features/member-home/components/member-home.tsx';
import { MyAccountPage } from '../../features/my-account/components/my-account-page.tsx';
import { RewardCenter } from '../../features/rewards/components/reward-center.tsx';
import { SignInPage } from '../../features/rewards/components/sign-in-page.tsx';
import { MallPage } from '../../features/mall/components/mall-page.tsx';
import { SecurityCenter } from '../../features/security-center/components/security-center.tsx';
import { ResponsibleGamingPage } from '../../features/protection/components/responsible-gaming-page.tsx';
import { WithdrawPage } from '../../features/withdraw/components/withdraw-page.tsx';
import { BenefitsPage } from '../../features/vip/components/benefits-page.tsx';
import { VipPage } from '../../features/vip/components/vip-page.tsx';
import { InviteFriendsPage } from '../../features/referrals/components/invite-friends-page.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/**
 * The member pages (spec §2 "Member"): member home, my account, security center, deposit,
 * withdraw, their records, the reward center, daily sign-in, the VIP club and its benefits, the
 * point mall, invite friends.
 */
const MEMBER_PAGES: Record<string, ComponentType> = {
  memberHome: MemberHome,
  myAccount: MyAccountPage,
  securityCenter: SecurityCenter,
  voucherCenter: DepositPage,
  vouReport: DepositRecordPage,
  withdraw: WithdrawPage,
  withdrawReport: WithdrawRecordPage,
  transactionRecord: TransactionRecordPage,
  rewardCenter: RewardCenter,
  signIn: SignInPage,
  mall: MallPage,
  responsibleGaming: ResponsibleGamingPage,
  vip: VipPage,
  benefits: BenefitsPage,
  inviteFriends: InviteFriendsPage,
};

/** Member centre pages (spec §2 "Member"); all need a session (spec §6). */
export function Component() {
  const entry = useRouteEntry();
  const Page = entry ? MEMBER_PAGES[entry.id] : undefined;
  return Page ? <Page /> : null;
}
