import { LotusIcon } from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const toLobby = { label: 'browseGames', to: '/m/home' };

const SPECS: Record<string, PageEmptySpec> = {
  originals: { icon: LotusIcon, action: toLobby },
  fairness: { icon: LotusIcon, action: toLobby },
};

/** The in-house games and the page that verifies their rounds. */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
