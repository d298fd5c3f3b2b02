import { GamepadIcon } from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const SPECS: Record<string, PageEmptySpec> = {
  trail: {
    icon: GamepadIcon,
    action: { label: 'browseGames', to: '/m/home' },
    secondary: { label: 'register', to: '/m/register' },
  },
};

/** /m/trail: free trial (spec §2). */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
