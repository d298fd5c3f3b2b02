import { LockIcon } from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const SPECS: Record<string, PageEmptySpec> = {
  changePsw: {
    icon: LockIcon,
    action: { label: 'securityCenter', to: '/m/securityCenter' },
    secondary: { label: 'backHome', to: '/m/home' },
  },
};

/** /m/changePsw: change password, e.g. the first password after an operator opened the account. */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
