import { GiftIcon } from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const SPECS: Record<string, PageEmptySpec> = {
  activity: { icon: GiftIcon, action: { label: 'browseGames', to: '/m/home' } },
  activityDetail: {
    icon: GiftIcon,
    action: { label: 'allPromotions', to: '/m/activity' },
    secondary: { label: 'backHome', to: '/m/home' },
  },
};

/** /m/activity and /m/activityDetail?id= (spec §2 "Promotions"). */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
