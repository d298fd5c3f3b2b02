import { RewardCenter } from '../../features/rewards/components/reward-center.tsx';
import { SignInPage } from '../../features/rewards/components/sign-in-page.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/** /m/rewardCenter and /m/activity/signIn (REWCEN3). */
export function Component() {
  return useRouteEntry()?.id === 'signIn' ? <SignInPage /> : <RewardCenter />;
}
