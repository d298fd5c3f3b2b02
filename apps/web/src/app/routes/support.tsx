import { AppDownloadPage } from '../../features/app-download/components/app-download-page.tsx';
import { LiveChat } from '../../features/chat/components/live-chat.tsx';
import { HelpCenter } from '../../features/help/components/help-center.tsx';
import { MorePage } from '../../features/preferences/components/more-page.tsx';
import { SettingsPage } from '../../features/preferences/components/settings-page.tsx';
import { ContactList } from '../../features/system/components/contact-list.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/** Help centre, customer service and live chat, app download, more and settings (spec §2). */
export function Component() {
  const entry = useRouteEntry();
  const id = entry?.id;
  if (id === 'help') return <HelpCenter />;
  if (id === 'app') return <AppDownloadPage />;
  if (id === 'other') return <MorePage />;
  if (id === 'set') return <SettingsPage />;
  // Customer service: the settings' contacts, then the live chat (spec §2, §3, §6).
  if (entry && id === 'customer') {
    return (
      <div className="customer-service" data-testid="customer-service">
        <ContactList pagePath={entry.path} />
        <LiveChat />
      </div>
    );
  }
  return null;
}
