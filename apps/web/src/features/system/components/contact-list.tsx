import { useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import {
  ChatIcon,
  HeadsetIcon,
  PhoneIcon,
  TelegramIcon,
  type IconComponent,
} from '../../../components/ui/icons.tsx';
import { openLink } from '../../../lib/links.ts';
import { useSiteInfo } from '../../../lib/queries/status.ts';
import { contactChannels, type ContactChannel } from '../customer-service.ts';
import './contact-list.css';

const ICONS: Record<string, IconComponent> = {
  TELEGRAM: TelegramIcon,
  ZALO: ChatIcon,
  HOTLINE: PhoneIcon,
};

function open(contact: ContactChannel, navigate: (to: string) => void) {
  // A hotline is dialled by the phone; other channels open as links do elsewhere on the site.
  if (contact.kind === 'phone') window.location.href = contact.url;
  else openLink(contact.url, navigate);
}

/**
 * spec §3 "Customer service" (csType, path): the settings' channels, each path decoded (the last 8
 * characters are the key) and opened on tap — Zalo, Telegram, hotline, …
 */
export function ContactList({ pagePath }: { pagePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contacts = contactChannels(useSiteInfo(), pagePath);
  return (
    <section className="contacts" data-testid="contact-list">
      <h2 className="contacts__title">{t('contacts.title')}</h2>
      {contacts.length === 0 ? (
        <p className="contacts__empty">{t('contacts.empty')}</p>
      ) : (
        <ul className="contacts__list">
          {contacts.map((contact) => {
            const Icon = ICONS[contact.csType] ?? HeadsetIcon;
            return (
              <li key={`${contact.csType} ${contact.url}`}>
                <button
                  type="button"
                  className="contacts__item"
                  data-testid={`contact-${contact.csType.toLowerCase()}`}
                  onClick={() => open(contact, (to) => void navigate(to))}
                >
                  <Icon size={22} aria-hidden="true" />
                  <span className="contacts__name">{contact.title || contact.csType}</span>
                  <span className="contacts__open">{t('contacts.open')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
