import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  assignAdminChatEndpoint,
  closeAdminChatEndpoint,
  getAdminChatEndpoint,
  listAdminChatsEndpoint,
  type ChatView,
} from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { When } from '../../components/format.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { CannedReplies } from './canned-replies.tsx';
import { Conversation } from './conversation.tsx';
import { HandOver } from './hand-over.tsx';
import { MemberCard } from './member-card.tsx';
import { useChatEvents } from './use-chat-events.ts';

const VIEWS: ChatView[] = ['waiting', 'mine', 'all', 'closed'];

/**
 * The live chat console (issue 12): the queue (waiting, mine, all open, closed), the chosen
 * conversation with live updates and the member beside it; take, close, canned replies.
 */
export function ChatConsolePage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [view, setView] = useState<ChatView>('waiting');
  const [selected, setSelected] = useState<number | null>(null);
  const [editingCanned, setEditingCanned] = useState(false);
  const events = useChatEvents();
  const queue = useQuery({
    queryKey: ['admin', 'chat', 'list', view],
    queryFn: ({ signal }) => callEndpoint(listAdminChatsEndpoint, { query: { view }, signal }),
  });
  const detail = useQuery({
    queryKey: ['admin', 'chat', 'detail', selected],
    queryFn: ({ signal }) =>
      callEndpoint(getAdminChatEndpoint, { params: { id: selected! }, signal }),
    enabled: selected !== null,
  });
  const act = useMutation({
    mutationFn: (what: 'take' | 'close') =>
      what === 'take'
        ? callEndpoint(assignAdminChatEndpoint, { params: { id: selected! }, body: {} })
        : callEndpoint(closeAdminChatEndpoint, { params: { id: selected! } }),
    onSuccess: (_value, what) => {
      notify(t(what === 'take' ? 'chat.taken' : 'chat.closedToast'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'chat'] });
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const conversation = detail.data?.conversation;

  return (
    <Page
      title={t('nav.chat')}
      actions={
        <div className="row">
          <span className={`badge${events.online ? ' ok' : ''}`} data-testid="chat-console-live">
            {events.online ? t('chat.live') : t('chat.connecting')}
          </span>
          <button type="button" className="btn" onClick={() => setEditingCanned(true)}>
            {t('chat.cannedTitle')}
          </button>
        </div>
      }
    >
      {editingCanned ? <CannedReplies onDone={() => setEditingCanned(false)} /> : null}
      <div className="chat-console">
        <Panel title={t('chat.queue')}>
          <div className="segmented" role="group" aria-label={t('chat.queue')}>
            {VIEWS.map((v) => (
              <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
                {t(`chat.views.${v}`)}
              </button>
            ))}
          </div>
          <ul className="chat-queue" data-testid="chat-queue">
            {(queue.data?.list ?? []).map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={`chat-queue__item${c.id === selected ? ' selected' : ''}`}
                  data-testid="chat-queue-item"
                  data-account={c.account}
                  onClick={() => setSelected(c.id)}
                >
                  <strong>{c.account}</strong>
                  {c.unread > 0 ? <span className="badge warn">{c.unread}</span> : null}
                  {events.typing[c.id] ? <em className="muted"> {t('chat.typingShort')}</em> : null}
                  <span className="muted chat-queue__last">{c.lastMessage ?? '—'}</span>
                  <span className="muted">
                    {c.assignedOperatorName ?? t('chat.unassigned')} ·{' '}
                    <When value={c.lastMessageAt} />
                  </span>
                </button>
              </li>
            ))}
            {queue.data && queue.data.list.length === 0 ? (
              <li className="muted">{t('chat.emptyQueue')}</li>
            ) : null}
          </ul>
        </Panel>
        {conversation && detail.data ? (
          <>
            <Panel
              title={`${conversation.account} · ${t(`chat.statuses.${conversation.status}`)}`}
              actions={
                <div className="row">
                  {conversation.status === 'open' ? (
                    <>
                      <button type="button" className="btn" onClick={() => act.mutate('take')}>
                        {t('chat.take')}
                      </button>
                      <HandOver
                        conversationId={conversation.id}
                        current={conversation.assignedOperatorId}
                      />
                      <button
                        type="button"
                        className="btn danger"
                        onClick={() => act.mutate('close')}
                      >
                        {t('chat.close')}
                      </button>
                    </>
                  ) : null}
                </div>
              }
            >
              <p className="muted">
                {t('chat.assignedTo', {
                  name: conversation.assignedOperatorName ?? t('chat.unassigned'),
                })}
              </p>
              <Conversation
                conversation={conversation}
                memberTyping={events.typing[conversation.id] === true}
              />
            </Panel>
            <MemberCard member={detail.data.member} />
          </>
        ) : (
          <p className="muted">{t('chat.pick')}</p>
        )}
      </div>
    </Page>
  );
}
