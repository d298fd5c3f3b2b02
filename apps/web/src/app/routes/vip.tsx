import { BenefitsPage } from '../../features/vip/components/benefits-page.tsx';
import { VipPage } from '../../features/vip/components/vip-page.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/** /m/vip and /m/member/benefits: the VIP club and its levels' benefits. */
export function Component() {
  return useRouteEntry()?.id === 'benefits' ? <BenefitsPage /> : <VipPage />;
}
