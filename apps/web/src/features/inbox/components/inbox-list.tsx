import '../locales/strings.ts';
import { useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { InboxItem } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { InboxIcon } from '../../../components/ui/page-icons.tsx';
import { formatMessageDate } from '../lib/format.ts';
import { useInbox } from '../api/get-inbox.ts';
import { FeedbackForm } from './feedback-form.tsx';
import './inbox.css';
import '../../../locales/pages/strings.ts';

/**
 * spec §2 /m/webEmail: the member's messages, newest first, unread ones marked; tapping one opens
 * /m/messageDetail?id=. The empty state only when the inbox really is empty. Feedback is sent
 * from here (spec §7 feedback PUT); the answer comes back as a message.
 */
export function InboxList() {
  const { t } = useTranslation();
  const query = useInbox();
  const [writing, setWriting] = useState(false);

  const feedbackButton = (
    <button
      type="button"
      className="btn btn--outline inbox__feedback"
      data-testid="feedback-open"
      onClick={() => setWriting(true)}
    >
      {t('inbox.feedback.open')}
    </button>
  );
  const form = writing ? <FeedbackForm onClose={() => setWriting(false)} /> : null;

  if (query.isPending) {
    return (
      <p className="inbox__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    // spec §8: inbox calls suppress the error alert; the page offers a retry.
    return (
      <EmptyState icon={InboxIcon} text={t('errors.loadFailed')}>
        <button type="button" className="btn btn--outline" onClick={() => void query.refetch()}>
          {t('inbox.retry')}
        </button>
      </EmptyState>
    );
  }
  const pages = query.data.pages;
  const list = pages.flatMap((p) => p.list);
  // spec §6: a trial account has no unread count, so nothing is shown as unread.
  const showUnread = (pages[0]?.unreadCount ?? 0) > 0;
  if (list.length === 0) {
    return (
      <>
        <EmptyState
          icon={InboxIcon}
          title={t('pages.webEmail.title')}
          text={t('pages.webEmail.text')}
        >
          {feedbackButton}
        </EmptyState>
        {form}
      </>
    );
  }
  return (
    <div className="inbox">
      <ul className="inbox__list" data-testid="inbox-list">
        {list.map((item) => (
          <InboxRow key={item.id} item={item} unread={showUnread && !item.read} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <button
          type="button"
          className="btn btn--ghost inbox__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('inbox.loadMore')}
        </button>
      ) : null}
      {feedbackButton}
      {form}
    </div>
  );
}

function InboxRow({ item, unread }: { item: InboxItem; unread: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={`inbox__item${unread ? ' inbox__item--unread' : ''}`} data-testid="inbox-item">
      <Link to={`/m/messageDetail?id=${item.id}`} className="inbox__link">
        <span className="inbox__top">
          {unread ? (
            <span className="inbox__dot" data-testid="inbox-unread">
              <span className="visually-hidden">{t('inbox.unread')}</span>
            </span>
          ) : null}
          <span className="inbox__title">{item.title}</span>
          <ChevronRightIcon size={18} className="inbox__chevron" />
        </span>
        <time className="inbox__date" dateTime={item.sentAt}>
          {formatMessageDate(item.sentAt)}
        </time>
        <span className="inbox__preview">{item.preview}</span>
      </Link>
    </li>
  );
}
