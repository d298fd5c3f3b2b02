import '../locales/strings.ts';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { ChatIcon } from '../../../components/ui/icons.tsx';
import { chatEntry } from '../../../lib/chat-entry.ts';
import { useSiteInfo } from '../../../lib/queries/status.ts';
import { useSession } from '../../../lib/session.ts';
import { ChatPanel } from './chat-panel.tsx';
import './chat.css';

/**
 * The live chat section of /m/customer (spec §6 chat entry): the chat for a member allowed to
 * chat, a login prompt for a visitor, a note for free play, `nochat` and a switched-off flag.
 */
export function LiveChat() {
  const { t } = useTranslation();
  const entry = chatEntry(useSiteInfo(), useSession());
  if (entry === 'allowed') return <ChatPanel />;
  return (
    <section className="chat-note" data-testid={`live-chat-${entry}`}>
      <ChatIcon size={28} aria-hidden="true" />
      <div>
        <h2 className="chat-note__title">{t('chat.title')}</h2>
        <p className="chat-note__text">
          {entry === 'visitor' ? t('chat.loginPrompt') : t('chat.notAvailable')}
        </p>
        {entry === 'visitor' ? (
          <Link className="btn btn--gold" to="/m/login" data-testid="live-chat-login">
            {t('chat.login')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
