import { TicketIcon } from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const toLobby = { label: 'browseGames', to: '/m/home' };

const SPECS: Record<string, PageEmptySpec> = {
  lott: { icon: TicketIcon, action: toLobby, secondary: { label: 'lottery', to: '/m/lottery' } },
  elott: { icon: TicketIcon, action: toLobby, secondary: { label: 'lottery', to: '/m/lottery' } },
  lottery: { icon: TicketIcon, action: toLobby, secondary: { label: 'hotGames', to: '/m/hot' } },
};

/** The lottery lobby and its category pages (spec §2 /m/lottery, /m/lott, /m/elott). */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
