import { useTranslation } from '../../../lib/translation.ts';
import { ShareIcon, TelegramIcon, WhatsappIcon } from '../../../components/ui/icons.tsx';
import { isAgentType, useSession } from '../../../lib/session.ts';
import { useSiteInfo } from '../../../lib/queries/status.ts';
import { AppLink } from '../../../components/app-link.tsx';

/**
 * spec §2 "Left floating menu": share, Telegram and WhatsApp, each only when configured. spec §6:
 * share is hidden for agents and when the referral promotion (REFERRAL3) is off; visitors go to
 * /m/login, members to /m/inviteFriends. Telegram and WhatsApp are the TELEGRAM and WHATSAPP links.
 */
export function LeftFloatingMenu() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const session = useSession();
  if (!info) return null;
  const link = (type: 'TELEGRAM' | 'WHATSAPP') =>
    info.resources.find((r) => r.resourceType === type && r.url)?.url;
  const share =
    info.whitelabel.REFERRAL3 === true && !isAgentType(session?.type)
      ? session
        ? '/m/inviteFriends'
        : '/m/login'
      : undefined;
  const entries = [
    { key: 'share', href: share, icon: ShareIcon, label: t('home.float.share') },
    { key: 'telegram', href: link('TELEGRAM'), icon: TelegramIcon, label: 'Telegram' },
    { key: 'whatsapp', href: link('WHATSAPP'), icon: WhatsappIcon, label: 'WhatsApp' },
  ].filter((e) => e.href);
  if (entries.length === 0) return null;

  return (
    <nav className="left-float" data-testid="left-floating-menu" aria-label={t('home.float.label')}>
      {entries.map(({ key, href, icon: Icon, label }) => (
        <AppLink
          key={key}
          href={href}
          className={`left-float__item left-float__item--${key}`}
          testId={`left-float-${key}`}
          label={label}
        >
          <Icon size={20} />
        </AppLink>
      ))}
    </nav>
  );
}
