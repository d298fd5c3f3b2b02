import { GamepadIcon, SearchIcon, SlotsIcon, TicketIcon } from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const toLobby = { label: 'browseGames', to: '/m/home' };

const SPECS: Record<string, PageEmptySpec> = {
  gameList: { icon: SearchIcon, action: toLobby },
  gameCenter: { icon: SlotsIcon, action: toLobby },
  launchGame: { icon: GamepadIcon, action: toLobby },
  lottery: { icon: TicketIcon, action: toLobby, secondary: { label: 'hotGames', to: '/m/hot' } },
};

/** Game list, vendor centre, game launch and the lottery lobby (spec §2). */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
