import { LiveChat } from '../../features/chat/components/live-chat.tsx';
import { ContactList } from '../../features/system/components/contact-list.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/** /m/customer: the settings' contacts, then the live chat (spec §2, §3, §6). */
export function Component() {
  const entry = useRouteEntry();
  if (!entry) return null;
  return (
    <div className="customer-service" data-testid="customer-service">
      <ContactList pagePath={entry.path} />
      <LiveChat />
    </div>
  );
}
