import { PromotionDetail } from '../../features/promotions/components/promotion-detail.tsx';
import { PromotionList } from '../../features/promotions/components/promotion-list.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/** /m/activity and /m/activityDetail?id= (spec §2 "Promotions"). */
export function Component() {
  return useRouteEntry()?.id === 'activityDetail' ? <PromotionDetail /> : <PromotionList />;
}
