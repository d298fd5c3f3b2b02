import { SearchIcon, SlotsIcon } from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const toLobby = { label: 'browseGames', to: '/m/home' };

const SPECS: Record<string, PageEmptySpec> = {
  gameList: { icon: SearchIcon, action: toLobby },
  gameCenter: { icon: SlotsIcon, action: toLobby },
};

/** Game list and vendor centre (spec §2). */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
