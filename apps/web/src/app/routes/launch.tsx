import { GamepadIcon } from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const toLobby = { label: 'browseGames', to: '/m/home' };

const SPECS: Record<string, PageEmptySpec> = {
  launchGame: { icon: GamepadIcon, action: toLobby },
};

/** The game launch page (spec §2 /m/launchGame, §4 Game tile click). */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
