import { useTranslation } from '../../lib/translation.ts';
import { MINIMUM_AGE, type Resource, type ResourceType } from '@app/contracts';
import {
  PhoneIcon,
  TelegramIcon,
  WhatsappIcon,
  type IconComponent,
} from '../../components/ui/icons.tsx';
import {
  ClockIcon,
  CoinsIcon,
  FacebookIcon,
  InstagramIcon,
  ShieldIcon,
  TrophyIcon,
} from '../../components/ui/page-icons.tsx';
import { safeLink } from '../../lib/links.ts';
import { useProviders } from '../../features/games/api/get-providers.ts';
import { useSiteInfo } from '../../lib/queries/status.ts';
import './site-footer.css';
import '../../locales/later/strings.ts';

const SOCIAL: readonly { type: ResourceType; name: string; icon: IconComponent }[] = [
  { type: 'TELEGRAM', name: 'Telegram', icon: TelegramIcon },
  { type: 'WHATSAPP', name: 'WhatsApp', icon: WhatsappIcon },
  { type: 'FACEBOOK', name: 'Facebook', icon: FacebookIcon },
  { type: 'INSTAGRAM', name: 'Instagram', icon: InstagramIcon },
];

const ADVANTAGES: readonly { key: string; icon: IconComponent }[] = [
  { key: 'safePayment', icon: ShieldIcon },
  { key: 'support', icon: ClockIcon },
  { key: 'mobile', icon: PhoneIcon },
  { key: 'odds', icon: TrophyIcon },
  { key: 'currency', icon: CoinsIcon },
];

function socialLinks(resources: readonly Resource[]) {
  return SOCIAL.flatMap((social) => {
    const url = safeLink(resources.find((r) => r.resourceType === social.type)?.url);
    return url ? [{ ...social, url }] : [];
  });
}

/**
 * spec §1 footer: provider logos, social contacts, payment methods, the responsibility note, the
 * advantages list and the copyright line. A part whose data is missing or failed is left out.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const { data: providers } = useProviders();
  const siteName = info?.siteName ?? t('app.name');
  const social = socialLinks(info?.resources ?? []);
  const payments = info?.paymentMethods ?? [];

  return (
    <footer className="site-footer" data-testid="site-footer">
      {providers && providers.length > 0 ? (
        <section className="site-footer__section" aria-labelledby="footer-providers">
          <h2 id="footer-providers" className="site-footer__heading">
            {t('footer.providers')}
          </h2>
          <ul className="site-footer__providers">
            {providers.map((provider) => (
              <li key={provider.code} className="site-footer__provider">
                <img src={provider.logoUrl} alt={provider.name} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="site-footer__section" aria-labelledby="footer-advantages">
        <h2 id="footer-advantages" className="site-footer__heading">
          {t('footer.advantages', { siteName })}
        </h2>
        <ul className="site-footer__advantages">
          {ADVANTAGES.map(({ key, icon: Icon }) => (
            <li key={key} className="site-footer__advantage">
              <span className="site-footer__advantage-icon" aria-hidden="true">
                <Icon size={20} />
              </span>
              <span>{t(`footer.advantage.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      {payments.length > 0 ? (
        <section className="site-footer__section" aria-labelledby="footer-payments">
          <h2 id="footer-payments" className="site-footer__heading">
            {t('footer.payments')}
          </h2>
          <ul className="site-footer__chips">
            {payments.map((method) => (
              <li key={method} className="site-footer__chip">
                {method}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {social.length > 0 ? (
        <section className="site-footer__section" aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            {t('footer.followUs')}
          </h2>
          <ul className="site-footer__social">
            {social.map(({ type, name, url, icon: Icon }) => (
              <li key={type}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`site-footer__social-link site-footer__social-link--${type.toLowerCase()}`}
                  aria-label={name}
                >
                  <Icon size={22} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="site-footer__responsible" aria-labelledby="footer-responsible">
        <span className="site-footer__age" aria-hidden="true">
          {MINIMUM_AGE}+
        </span>
        <div>
          <h2 id="footer-responsible" className="site-footer__heading">
            {t('footer.responsibleTitle')}
          </h2>
          <p>{t('footer.responsibleText', { age: MINIMUM_AGE, siteName })}</p>
        </div>
      </section>

      <p className="site-footer__copyright">{t('footer.copyright', { siteName })}</p>
    </footer>
  );
}
