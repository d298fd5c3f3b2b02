import { InboxIcon, MailIcon, MegaphoneIcon } from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const toLobby = { label: 'browseGames', to: '/m/home' };

const SPECS: Record<string, PageEmptySpec> = {
  message: { icon: MailIcon, action: toLobby },
  messageDetail: {
    icon: MailIcon,
    action: { label: 'allMessages', to: '/m/message' },
    secondary: { label: 'backHome', to: '/m/home' },
  },
  notice: { icon: MegaphoneIcon, action: toLobby },
  webEmail: { icon: InboxIcon, action: { label: 'customerService', to: '/m/customer' } },
};

/** Messages, announcements and the inbox (spec §2). */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
