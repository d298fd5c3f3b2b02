import { MorePage } from '../../features/preferences/components/more-page.tsx';
import { SettingsPage } from '../../features/preferences/components/settings-page.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/** /m/other and /m/set (spec §2): more links, and the language, theme and account settings. */
export function Component() {
  return useRouteEntry()?.id === 'set' ? <SettingsPage /> : <MorePage />;
}
