import { ListIcon } from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const toLobby = { label: 'browseGames', to: '/m/home' };

const SPECS: Record<string, PageEmptySpec> = {
  gameRecord: { icon: ListIcon, action: toLobby },
};

/** The betting record (spec §2 /m/gameRecord). */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
