import { useTranslation } from 'react-i18next';
import { changeLanguage, type ConsoleLanguage } from '../lib/i18n.ts';

/** Tiếng Việt / English. */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <select
      className="language-switch"
      aria-label={t('common.language')}
      value={i18n.language}
      onChange={(e) => void changeLanguage(e.target.value as ConsoleLanguage)}
    >
      <option value="vi">Tiếng Việt</option>
      <option value="en">English</option>
    </select>
  );
}
