import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  getAdminChatMessagesEndpoint,
  readAdminChatEndpoint,
  type AdminChatConversation,
} from '@app/contracts';
import { When } from '../../components/format.tsx';
import { AnswerForm } from './answer-form.tsx';

/** One conversation: its messages (live) and, while open, the answer form. */
export function Conversation({
  conversation,
  memberTyping,
}: {
  conversation: AdminChatConversation;
  memberTyping: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = conversation.id;
  const end = useRef<HTMLLIElement>(null);
  const messages = useQuery({
    queryKey: ['admin', 'chat', 'messages', id],
    queryFn: ({ signal }) =>
      callEndpoint(getAdminChatMessagesEndpoint, { params: { id }, query: { limit: 200 }, signal }),
  });
  const list = messages.data?.list ?? [];
  const lastSeq = list.at(-1)?.seq ?? 0;

  // What is on screen is read: the member sees "seen", the queue's unread count drops.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
    if (lastSeq > conversation.operatorReadSeq) {
      callEndpoint(readAdminChatEndpoint, { params: { id }, body: { seq: lastSeq } })
        .then(() => queryClient.invalidateQueries({ queryKey: ['admin', 'chat', 'list'] }))
        .catch(() => undefined);
    }
  }, [id, lastSeq, conversation.operatorReadSeq, queryClient]);

  return (
    <div className="chat-conversation">
      <ol className="chat-thread" data-testid="chat-thread">
        {list.map((m) => (
          <li
            key={m.seq}
            className={`chat-line chat-line--${m.author}`}
            data-testid="chat-line"
            data-author={m.author}
          >
            <span className="chat-line__who">
              {m.author === 'member' ? conversation.account : (m.authorName ?? t('chat.support'))}
              {' · '}
              <When value={m.createdAt} />
            </span>
            {m.imageUrl ? (
              <img className="chat-line__image" src={m.imageUrl} alt={t('chat.image')} />
            ) : (
              <p className="chat-line__text">{m.text}</p>
            )}
          </li>
        ))}
        {memberTyping ? (
          <li className="muted" data-testid="chat-member-typing">
            {t('chat.memberTyping')}
          </li>
        ) : null}
        <li ref={end} />
      </ol>
      {conversation.status === 'closed' ? (
        <p className="muted">{t('chat.closedNote')}</p>
      ) : (
        <AnswerForm conversationId={id} />
      )}
    </div>
  );
}
