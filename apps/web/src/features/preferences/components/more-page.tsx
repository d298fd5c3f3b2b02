import { useTranslation } from '../../../lib/translation.ts';
import { MINIMUM_AGE } from '@app/contracts';
import { HeadsetIcon, MegaphoneIcon } from '../../../components/ui/icons.tsx';
import {
  DocumentIcon,
  DownloadIcon,
  HelpIcon,
  MailIcon,
  SettingsIcon,
} from '../../../components/ui/page-icons.tsx';
import { useSiteInfo } from '../../../lib/queries/status.ts';
import { useSession } from '../../../lib/session.ts';
import { LinkList, type LinkEntry } from './link-list.tsx';
import './preferences.css';
import '../locales/strings.ts';

/**
 * /m/other: every page that has no place in the bottom menu — help, announcements, messages (a
 * member's, with MAILCEN on, spec §6), customer service, the app, settings and the legal pages —
 * and the responsible-gaming note (spec §1: over 18 only).
 */
export function MorePage() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const session = useSession();
  const mail = session !== null && info?.whitelabel.MAILCEN !== false;

  const support: LinkEntry[] = [
    { key: 'help', to: '/m/help', icon: HelpIcon, label: t('prefs.help') },
    { key: 'notice', to: '/m/notice', icon: MegaphoneIcon, label: t('prefs.notice') },
    ...(mail
      ? [{ key: 'messages', to: '/m/message', icon: MailIcon, label: t('prefs.messages') }]
      : []),
    { key: 'customer', to: '/m/customer', icon: HeadsetIcon, label: t('prefs.customer') },
  ];
  const site: LinkEntry[] = [
    { key: 'app', to: '/m/app', icon: DownloadIcon, label: t('prefs.app') },
    { key: 'settings', to: '/m/set', icon: SettingsIcon, label: t('prefs.settings') },
    { key: 'terms', to: '/m/useragreement?tab=terms', icon: DocumentIcon, label: t('prefs.terms') },
    { key: 'privacy', to: '/m/useragreement', icon: DocumentIcon, label: t('prefs.privacy') },
  ];

  return (
    <div className="prefs" data-testid="more-page">
      <LinkList title={t('prefs.support')} entries={support} />
      <LinkList title={t('prefs.site')} entries={site} />
      <p className="prefs__note" data-testid="responsible-note">
        <span className="prefs__age" aria-hidden="true">
          {MINIMUM_AGE}+
        </span>
        {t('prefs.responsibleNote', { age: MINIMUM_AGE, siteName: info?.siteName ?? '' })}
      </p>
    </div>
  );
}
