import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS, type SiteLanguage } from '@app/contracts';

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}

/**
 * The site language that game names are asked in: spec §4 refetches lists 250 ms after a language
 * change, so a quick back-and-forth asks once.
 */
export function useGameLanguage(): SiteLanguage {
  const { i18n } = useTranslation();
  const language: SiteLanguage = i18n.language === 'en' ? 'EN' : 'TY';
  return useDebouncedValue(language, TIMERS.languageDebounce);
}
