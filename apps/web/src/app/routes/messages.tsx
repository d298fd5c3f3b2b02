import { useLocation } from '../../lib/router.tsx';
import { MessageList } from '../../features/announcements/components/message-list.tsx';
import { InboxDetail, messageIdOf } from '../../features/inbox/components/inbox-detail.tsx';
import { InboxList } from '../../features/inbox/components/inbox-list.tsx';
import { InboxTabs } from '../../features/inbox/components/inbox-tabs.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/**
 * Messages (spec §2): the announcements (/m/message, and /m/notice for everyone), the member's
 * inbox (/m/webEmail) and one inbox message (/m/messageDetail?id=).
 */
export function Component() {
  const id = useRouteEntry()?.id;
  const location = useLocation();
  if (id === 'notice') return <MessageList kind="notice" />;
  if (id === 'messageDetail') return <InboxDetail id={messageIdOf(location.search)} />;
  return (
    <>
      <InboxTabs />
      {id === 'webEmail' ? <InboxList /> : <MessageList kind="message" />}
    </>
  );
}
