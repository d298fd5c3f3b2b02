import {
  DownloadIcon,
  HeadsetIcon,
  HelpIcon,
  ListIcon,
  SettingsIcon,
} from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const SPECS: Record<string, PageEmptySpec> = {
  help: { icon: HelpIcon, action: { label: 'customerService', to: '/m/customer' } },
  customer: {
    icon: HeadsetIcon,
    action: { label: 'helpCenter', to: '/m/help' },
    secondary: { label: 'announcements', to: '/m/notice' },
  },
  app: { icon: DownloadIcon, action: { label: 'browseGames', to: '/m/home' } },
  other: {
    icon: ListIcon,
    action: { label: 'helpCenter', to: '/m/help' },
    secondary: { label: 'privacyPolicy', to: '/m/useragreement' },
  },
  set: {
    icon: SettingsIcon,
    action: { label: 'securityCenter', to: '/m/securityCenter' },
    secondary: { label: 'privacyPolicy', to: '/m/useragreement' },
  },
};

/** Help centre, customer service, app download, other and settings (spec §2). */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
