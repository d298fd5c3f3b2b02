import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { STORAGE_KEYS, type SiteLanguage } from '@app/contracts';
import vi from '../locales/vi.json';
import en from '../locales/en.json';
import { readLocalString, writeLocalString } from './storage.ts';

/**
 * Site language code (spec §1: TY default, EN) to i18next and document language; its Intl locale
 * is `intlLocale` of @app/client/format.
 */
export const LANGUAGE_TAGS: Record<SiteLanguage, { i18n: string; html: string }> = {
  TY: { i18n: 'vi', html: 'vi' },
  EN: { i18n: 'en', html: 'en' },
};

export function storedLanguage(): SiteLanguage {
  return readLocalString(STORAGE_KEYS.language) === 'EN' ? 'EN' : 'TY';
}

type LocaleTree = { [key: string]: string | LocaleTree };

/** Each feature's own strings: features/<feature>/locales/<vi|en>.json, merged over the shared ones. */
const FEATURE_LOCALES = import.meta.glob<{ default: LocaleTree }>('../features/*/locales/*.json', {
  eager: true,
});

function mergeLocale(target: LocaleTree, source: LocaleTree): LocaleTree {
  const out: LocaleTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] =
      typeof value === 'object' && typeof existing === 'object'
        ? mergeLocale(existing, value)
        : value;
  }
  return out;
}

/**
 * The strings of one language: the shared locale file plus every feature's file of that language,
 * so that a feature adds its strings without touching the shared files.
 */
export function localeResources(): Record<'vi' | 'en', LocaleTree> {
  const resources: Record<'vi' | 'en', LocaleTree> = { vi, en };
  for (const [path, module] of Object.entries(FEATURE_LOCALES)) {
    const language = /\/(vi|en)\.json$/.exec(path)?.[1] as 'vi' | 'en' | undefined;
    if (language) resources[language] = mergeLocale(resources[language], module.default);
  }
  return resources;
}

export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
  const { vi: viStrings, en: enStrings } = localeResources();
  await i18next.use(initReactI18next).init({
    resources: { vi: { translation: viStrings }, en: { translation: enStrings } },
    lng: LANGUAGE_TAGS[language].i18n,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = LANGUAGE_TAGS[language].html;
  return i18next;
}

/**
 * spec §4: switching sets the document language and republishes the changeLanguage event, which
 * data that depends on the language listens for.
 */
export async function changeLanguage(
  language: SiteLanguage,
  { persist = true }: { persist?: boolean } = {},
): Promise<void> {
  if (persist) writeLocalString(STORAGE_KEYS.language, language);
  await i18next.changeLanguage(LANGUAGE_TAGS[language].i18n);
  document.documentElement.lang = LANGUAGE_TAGS[language].html;
  window.dispatchEvent(new CustomEvent('changeLanguage', { detail: { language } }));
}

export function currentLanguage(): SiteLanguage {
  return i18next.language === 'en' ? 'EN' : 'TY';
}

/**
 * The language the site settings call for, or null to keep the current one: the merchant's
 * default until the visitor picks one, and never a language the site does not offer.
 */
export function siteLanguageFor(
  available: readonly SiteLanguage[],
  defaultLanguage: SiteLanguage,
): SiteLanguage | null {
  const current = currentLanguage();
  const fallback = available.includes(defaultLanguage) ? defaultLanguage : available[0];
  if (!fallback) return null;
  const chosen = readLocalString(STORAGE_KEYS.language) !== null;
  if (!available.includes(current)) return fallback;
  if (!chosen && current !== fallback) return fallback;
  return null;
}

/**
 * The message for a server error code (spec §8), from `errors.<code>` of the locale files; codes
 * the site does not know read as the unknown error.
 */
export function errorMessage(code: string): string {
  return i18next.t(`errors.${code}`, { defaultValue: i18next.t('errors.unknown') });
}

/**
 * What the site shows for any failure: the localised text of an API error's code (never the
 * server's English message), the unknown error for anything else.
 */
export function errorText(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? (error as { code: unknown }).code
      : null;
  return errorMessage(typeof code === 'string' ? code : 'unknown');
}

/** The site language of the strings on screen, re-rendering when it changes. */
export function useSiteLanguage(): SiteLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'EN' : 'TY';
}
