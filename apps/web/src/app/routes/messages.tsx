import { InboxIcon, MailIcon } from '../../components/ui/icons.tsx';
import { MessageList } from '../../features/announcements/components/message-list.tsx';
import { useRouteEntry } from '../use-route-entry.ts';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const SPECS: Record<string, PageEmptySpec> = {
  messageDetail: {
    icon: MailIcon,
    action: { label: 'allMessages', to: '/m/message' },
    secondary: { label: 'backHome', to: '/m/home' },
  },
  webEmail: { icon: InboxIcon, action: { label: 'customerService', to: '/m/customer' } },
};

/** Messages (/m/message), announcements (/m/notice) and, still empty, message detail and the inbox (spec §2). */
export function Component() {
  const id = useRouteEntry()?.id;
  if (id === 'message' || id === 'notice') return <MessageList kind={id} />;
  return <RouteEmptyState specs={SPECS} />;
}
