import { useTranslation } from '../../../lib/translation.ts';
import type { SiteLanguage } from '@app/contracts';
import { UserIcon } from '../../../components/ui/icons.tsx';
import {
  DocumentIcon,
  DownloadIcon,
  LockIcon,
  ShieldIcon,
} from '../../../components/ui/page-icons.tsx';
import { changeLanguage, useSiteLanguage } from '../../../lib/i18n.ts';
import { useSiteInfo } from '../../../lib/queries/status.ts';
import { useSession } from '../../../lib/session.ts';
import { setTheme, useTheme, type Theme } from '../../../lib/theme.ts';
import { LinkList, type LinkEntry } from './link-list.tsx';
import './preferences.css';
import '../locales/strings.ts';

const LANGUAGE_NAMES: Record<SiteLanguage, string> = { TY: 'Tiếng Việt', EN: 'English' };

/**
 * /m/set: the site's settings — language (the languages the merchant offers), theme (stored as
 * dark or light, spec §4) — then the member's security and responsible-gaming settings and the
 * site's legal pages.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const session = useSession();
  const language = useSiteLanguage();
  const theme = useTheme();
  const languages = info?.languages ?? ['TY', 'EN'];

  const account: LinkEntry[] = session
    ? [
        { key: 'security', to: '/m/securityCenter', icon: ShieldIcon, label: t('prefs.security') },
        { key: 'password', to: '/m/changePsw', icon: LockIcon, label: t('prefs.password') },
        {
          key: 'responsible',
          to: '/m/responsibleGaming',
          icon: UserIcon,
          label: t('prefs.responsible'),
        },
      ]
    : [];
  const about: LinkEntry[] = [
    { key: 'terms', to: '/m/useragreement?tab=terms', icon: DocumentIcon, label: t('prefs.terms') },
    { key: 'privacy', to: '/m/useragreement', icon: DocumentIcon, label: t('prefs.privacy') },
    { key: 'app', to: '/m/app', icon: DownloadIcon, label: t('prefs.app') },
  ];

  return (
    <div className="prefs" data-testid="settings-page">
      <section className="prefs__group">
        <h2 className="prefs__title">{t('prefs.display')}</h2>
        {languages.length > 1 ? (
          <Choice
            name="language"
            legend={t('prefs.language')}
            value={language}
            options={languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            onChange={(code) => void changeLanguage(code)}
          />
        ) : null}
        <Choice<Theme>
          name="theme"
          legend={t('prefs.theme')}
          value={theme}
          options={[
            { value: 'light', label: t('prefs.light') },
            { value: 'dark', label: t('prefs.dark') },
          ]}
          onChange={setTheme}
        />
      </section>
      <LinkList title={t('prefs.account')} entries={account} />
      <LinkList title={t('prefs.about')} entries={about} />
    </div>
  );
}

function Choice<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="prefs__choice" data-testid={`choice-${name}`}>
      <legend className="prefs__legend">{legend}</legend>
      <div className="prefs__options">
        {options.map((option) => (
          <label key={option.value} className="prefs__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
