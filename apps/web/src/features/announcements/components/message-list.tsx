import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { Announcement } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ChevronRightIcon, MegaphoneIcon } from '../../../components/ui/icons.tsx';
import { MailIcon } from '../../../components/ui/page-icons.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { useMarkAnnouncementRead } from '../api/mark-announcement-read.ts';
import { formatStartDate, previewText, sanitizeHtml } from '../lib/html.ts';
import './message-list.css';
import '../../../locales/pages/strings.ts';

/** The player's announcements: the player, hot and popup groups (spec §3 content types PL, PU). */
const MESSAGE_TYPES = ['PL', 'PU'] as const;
/** The agents' announcements (spec §2 /m/member/notice?types=A). */
const AGENT_TYPES_LIST = ['A'] as const;

/**
 * spec §2 "Message list" (/m/message, and the announcements of /m/notice): an accordion of
 * announcements, each with its title, start date (YYYY-MM-DD) and a preview, opening to the full
 * HTML. Opening one marks it read for signed-in members whose type is not 4 (spec §4).
 */
export function MessageList({ kind }: { kind: 'message' | 'notice' | 'agentNotice' }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useAnnouncements({
    types: kind === 'agentNotice' ? AGENT_TYPES_LIST : MESSAGE_TYPES,
  });
  const markRead = useMarkAnnouncementRead();
  const [openId, setOpenId] = useState<number | null>(null);
  const icon = kind === 'message' ? MailIcon : MegaphoneIcon;

  if (query.isPending) {
    return (
      <p className="messages__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    // spec §8: no error alert for announcements; the list offers a retry instead.
    return (
      <EmptyState icon={icon} text={t('errors.loadFailed')}>
        <button type="button" className="btn btn--outline" onClick={() => void query.refetch()}>
          {t('home.messages.retry')}
        </button>
      </EmptyState>
    );
  }
  const list = query.data.list;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={icon}
        title={t(`pages.${kind}.title`)}
        text={t(`pages.${kind}.text`)}
        action={
          kind === 'agentNotice'
            ? { label: t('actions.agentHome'), to: '/m/agent' }
            : { label: t('actions.browseGames'), to: '/m/home' }
        }
      />
    );
  }

  return (
    <ul className="messages" data-testid="message-list">
      {list.map((item) => (
        <MessageItem
          key={item.id}
          item={item}
          showUnread={session !== null && query.data.unreadCount > 0}
          open={openId === item.id}
          onToggle={() => {
            const opening = openId !== item.id;
            setOpenId(opening ? item.id : null);
            if (opening) markRead(item);
          }}
        />
      ))}
    </ul>
  );
}

function MessageItem({
  item,
  open,
  showUnread,
  onToggle,
}: {
  item: Announcement;
  open: boolean;
  showUnread: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const unread = showUnread && !item.read;
  return (
    <li
      className={`messages__item${open ? ' messages__item--open' : ''}`}
      data-testid="message-item"
    >
      <button
        type="button"
        className="messages__head"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span className="messages__top">
          {unread ? (
            <span className="messages__unread" data-testid="message-unread">
              <span className="visually-hidden">{t('home.messages.unread')}</span>
            </span>
          ) : null}
          <span className="messages__title">{item.title}</span>
          <ChevronRightIcon size={18} className="messages__chevron" />
        </span>
        <time className="messages__date" dateTime={item.startDate}>
          {formatStartDate(item.startDate)}
        </time>
        {open ? null : <span className="messages__preview">{previewText(item.content)}</span>}
      </button>
      {open ? (
        <div
          id={panelId}
          className="messages__content rich-text"
          data-testid="message-content"
          // Sanitised on write by the server and again here.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }}
        />
      ) : null}
    </li>
  );
}
