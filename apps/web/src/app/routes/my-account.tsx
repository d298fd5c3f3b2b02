import { MyAccountPage } from '../../features/my-account/components/my-account-page.tsx';

/** /m/myAccount/index: personal information and avatar (MYACC). */
export function Component() {
  return <MyAccountPage />;
}
