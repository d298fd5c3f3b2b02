import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { SiteLanguage } from '@app/contracts';
import { useDebouncedValue } from '../lib/use-countdown.ts';

/**
 * The site language the lottery calls send, settled for 250 ms (spec §4: lists reload on a
 * language change after a 250 ms debounce).
 */
export function useLotteryLanguage(): SiteLanguage {
  const { i18n } = useTranslation();
  return useDebouncedValue<SiteLanguage>(i18n.language === 'en' ? 'EN' : 'TY');
}
