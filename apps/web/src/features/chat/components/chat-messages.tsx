import '../locales/strings.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { ChatMessage } from '@app/contracts';
import { useSiteLanguage } from '../../../lib/i18n.ts';
import type { ChatState, Outgoing } from '../lib/chat-state.ts';

function timeOf(iso: string, language: string): string {
  return new Date(iso).toLocaleTimeString(language === 'EN' ? 'en' : 'vi-VN', {
    hour: '2-digit',
    minute: '2-digit',
  });
}

function Bubble({ message, seen }: { message: ChatMessage; seen: boolean }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const mine = message.author === 'member';
  return (
    <li
      className={`chat-msg chat-msg--${mine ? 'mine' : 'theirs'}`}
      data-testid="chat-message"
      data-seq={message.seq}
      data-author={message.author}
    >
      {!mine ? (
        <span className="chat-msg__name">{message.authorName ?? t('chat.support')}</span>
      ) : null}
      {message.imageUrl ? (
        <img
          className="chat-msg__image"
          src={message.imageUrl}
          alt={t('chat.image')}
          loading="lazy"
        />
      ) : (
        <p className="chat-msg__text">{message.text}</p>
      )}
      <span className="chat-msg__meta">
        {timeOf(message.createdAt, language)}
        {mine && seen ? ` · ${t('chat.seen')}` : ''}
      </span>
    </li>
  );
}

function Pending({ item, onRetry }: { item: Outgoing; onRetry: (clientId: string) => void }) {
  const { t } = useTranslation();
  return (
    <li
      className="chat-msg chat-msg--mine chat-msg--pending"
      data-testid="chat-pending"
      data-state={item.state}
    >
      {item.previewUrl ? (
        <img className="chat-msg__image" src={item.previewUrl} alt={t('chat.image')} />
      ) : (
        <p className="chat-msg__text">{item.text}</p>
      )}
      <span className="chat-msg__meta">
        {item.state === 'sending' ? (
          t('chat.sending')
        ) : (
          <button type="button" className="chat-msg__retry" onClick={() => onRetry(item.clientId)}>
            {t('chat.failed')}
          </button>
        )}
      </span>
    </li>
  );
}

/** The conversation's messages in order, the "new messages" line, and those still being sent. */
export function ChatMessages({
  state,
  onRetry,
  onLoadOlder,
}: {
  state: ChatState;
  onRetry: (clientId: string) => void;
  onLoadOlder: () => void;
}) {
  const { t } = useTranslation();
  const firstUnread = state.messages.find(
    (m) => m.author === 'operator' && m.seq > state.readMarker,
  )?.seq;
  if (state.messages.length === 0 && state.outgoing.length === 0) {
    return <p className="chat__empty">{t('chat.empty')}</p>;
  }
  return (
    <ol className="chat__list">
      {state.hasOlder ? (
        <li className="chat__older">
          <button type="button" className="btn btn--ghost" onClick={onLoadOlder}>
            {t('chat.loadOlder')}
          </button>
        </li>
      ) : null}
      {state.messages.map((m) => (
        <FragmentWithDivider key={m.seq} divider={m.seq === firstUnread}>
          <Bubble message={m} seen={m.seq <= state.operatorReadSeq} />
        </FragmentWithDivider>
      ))}
      {state.outgoing.map((o) => (
        <Pending key={o.clientId} item={o} onRetry={onRetry} />
      ))}
    </ol>
  );
}

function FragmentWithDivider({ divider, children }: { divider: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {divider ? (
        <li className="chat__divider" data-testid="chat-unread-marker">
          <span>{t('chat.newMessages')}</span>
        </li>
      ) : null}
      {children}
    </>
  );
}
