import { DownloadIcon, HeadsetIcon, ListIcon, SettingsIcon } from '../../components/ui/icons.tsx';
import { HelpCenter } from '../../features/help/components/help-center.tsx';
import { useRouteEntry } from '../use-route-entry.ts';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const SPECS: Record<string, PageEmptySpec> = {
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

/** Help centre; customer service, app download, other and settings, still empty (spec §2). */
export function Component() {
  if (useRouteEntry()?.id === 'help') return <HelpCenter />;
  return <RouteEmptyState specs={SPECS} />;
}
