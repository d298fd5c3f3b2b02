import '../locales/strings.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { useLiveChat } from '../hooks/use-live-chat.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessages } from './chat-messages.tsx';

/** The member's conversation: connection state, messages, the operator typing, the composer. */
export function ChatPanel() {
  const { t } = useTranslation();
  const chat = useLiveChat();
  const { state } = chat;
  const end = useRef<HTMLDivElement>(null);
  const count = state.messages.length + state.outgoing.length;

  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, state.operatorTyping]);

  if (chat.refused) {
    return (
      <section className="chat-note" data-testid="live-chat-refused" role="alert">
        <p className="chat-note__text">
          {t(`errors.${chat.refused.code}`, { defaultValue: t('chat.notAvailable') })}
        </p>
      </section>
    );
  }
  const statusText =
    chat.connection === 'reconnecting'
      ? t('chat.reconnecting')
      : chat.ready && chat.connection === 'online'
        ? t('chat.online')
        : t('chat.connecting');
  return (
    <section className="chat" data-testid="live-chat" aria-label={t('chat.title')}>
      <header className="chat__head">
        <h2 className="chat__title">{t('chat.title')}</h2>
        <span
          className={`chat__status chat__status--${chat.connection}`}
          data-testid="live-chat-status"
          data-state={chat.ready ? chat.connection : 'connecting'}
          role="status"
        >
          {statusText}
        </span>
      </header>
      <div className="chat__body" data-testid="live-chat-messages">
        <ChatMessages state={state} onRetry={chat.retry} onLoadOlder={chat.loadOlder} />
        {state.operatorTyping ? (
          <p className="chat__typing" data-testid="live-chat-typing" aria-live="polite">
            {t('chat.typing')}
          </p>
        ) : null}
        {state.status === 'closed' ? <p className="chat__closed">{t('chat.closed')}</p> : null}
        <div ref={end} />
      </div>
      <ChatComposer
        disabled={!chat.ready}
        onSend={chat.sendText}
        onImage={chat.sendImage}
        onTyping={chat.typing}
      />
    </section>
  );
}
