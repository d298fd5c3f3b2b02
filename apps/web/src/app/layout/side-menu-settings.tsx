import { useTranslation } from '../../lib/translation.ts';
import type { SiteInfo } from '@app/contracts';
import { GlobeIcon, MoonIcon, SunIcon } from '../../components/ui/page-icons.tsx';
import { changeLanguage, currentLanguage } from '../../lib/i18n.ts';
import { setTheme, useTheme } from '../../lib/theme.ts';
import '../../locales/later/strings.ts';

/**
 * The side menu's switches: the language (TY/EN, when the site has more than one) and dark mode.
 * Each switch is named by its label, whose id starts with `idPrefix`.
 */
export function SideMenuSettings({
  info,
  idPrefix,
}: {
  info: SiteInfo | undefined;
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  // i18n.language re-renders the switch on change; currentLanguage maps it to TY/EN.
  const language = i18n.language ? currentLanguage() : 'TY';
  const hasLanguages = (info?.languages.length ?? 0) > 1;
  return (
    <div className="side-menu__settings">
      {hasLanguages ? (
        <div className="side-menu__setting">
          <GlobeIcon size={20} className="side-menu__entry-icon" />
          <span id={`${idPrefix}-language`}>{t('sideMenu.language')}</span>
          <button
            type="button"
            role="switch"
            aria-checked={language === 'EN'}
            aria-labelledby={`${idPrefix}-language`}
            className="segmented"
            data-testid="language-switch"
            onClick={() => void changeLanguage(language === 'EN' ? 'TY' : 'EN')}
          >
            <span className="segmented__option" data-on={language === 'TY'}>
              {t('sideMenu.languageShortTY')}
            </span>
            <span className="segmented__option" data-on={language === 'EN'}>
              {t('sideMenu.languageShortEN')}
            </span>
          </button>
        </div>
      ) : null}
      <div className="side-menu__setting">
        {theme === 'dark' ? (
          <MoonIcon size={20} className="side-menu__entry-icon" />
        ) : (
          <SunIcon size={20} className="side-menu__entry-icon" />
        )}
        <span id={`${idPrefix}-theme`}>{t('sideMenu.darkMode')}</span>
        <button
          type="button"
          role="switch"
          aria-checked={theme === 'dark'}
          aria-labelledby={`${idPrefix}-theme`}
          className="toggle"
          data-testid="theme-toggle"
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          <span className="toggle__knob" />
        </button>
      </div>
    </div>
  );
}
