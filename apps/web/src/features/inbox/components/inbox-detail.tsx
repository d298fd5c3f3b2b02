import '../locales/strings.ts';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MailIcon } from '../../../components/ui/page-icons.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorText } from '../../../lib/i18n.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { isTrialSession, useSession } from '../../../lib/session.ts';
import { useDeleteInboxMessage } from '../api/delete-inbox-message.ts';
import { useInboxMessage } from '../api/get-inbox-message.ts';
import { formatMessageDate } from '../lib/format.ts';
import './inbox.css';
import '../../../locales/pages/strings.ts';

const INBOX_PATH = '/m/webEmail';

/** The message id of /m/messageDetail?id=; 0 for a missing or malformed one. */
export function messageIdOf(search: string): number {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : 0;
}

/**
 * spec §2 /m/messageDetail?id=: one message of the inbox — title, date, its HTML (sanitised by the
 * server and again here) — and delete with a confirmation. Opening it marks it read on the server
 * (not for type 4, spec §6). An unknown id shows the empty view.
 */
export function InboxDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const query = useInboxMessage(id);
  const remove = useDeleteInboxMessage();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  if (id > 0 && query.isPending) {
    return (
      <p className="inbox__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (id === 0 || query.isError || !query.data) {
    return (
      <EmptyState
        icon={MailIcon}
        title={t('pages.messageDetail.title')}
        text={t('pages.messageDetail.text')}
        action={{ label: t('inbox.backToInbox'), to: INBOX_PATH }}
      />
    );
  }
  const message = query.data;
  return (
    <article className="inbox-detail" data-testid="inbox-detail">
      <h2 className="inbox-detail__title">{message.title}</h2>
      <time className="inbox__date" dateTime={message.sentAt}>
        {formatMessageDate(message.sentAt)}
      </time>
      <div
        className="inbox-detail__content rich-text"
        data-testid="inbox-content"
        // Sanitised on write by the server and again here.
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.content) }}
      />
      {isTrialSession(session) ? null : (
        <button
          type="button"
          className="btn btn--outline inbox-detail__delete"
          data-testid="inbox-delete"
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('inbox.delete')}
        </button>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('inbox.deleteConfirm')}
          text={t('inbox.deleteText')}
          confirmLabel={t('inbox.delete')}
          cancelLabel={t('common.cancel')}
          testId="inbox-delete-dialog"
          confirmTestId="inbox-delete-confirm"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(message.id, {
              onSuccess: () => void navigate(INBOX_PATH, { replace: true }),
              onError: (error) => toast.show(errorText(error), 'error', 2000),
            });
          }}
        />
      ) : null}
      {toast.node}
    </article>
  );
}
