import { i18n, useTranslation } from './translation.ts';
import { LANGUAGE_COOKIE, STORAGE_KEYS, type SiteLanguage } from '@app/contracts';
import { loadErrorStrings } from './error-strings.ts';
import { takePendingFeatureStrings } from './feature-strings.ts';
import { VI_STRINGS } from './locale-vi.ts';
import type { LocaleTree } from './locale-tree.ts';
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

/**
 * The strings of one language. Vietnamese, the default, ships in the entry; English is its own
 * chunk, fetched the first time it is needed, so that a visitor downloads one language.
 */
export async function loadLocale(language: SiteLanguage): Promise<LocaleTree> {
  if (language === 'TY') return VI_STRINGS;
  return (await import('./locale-en.ts')).EN_STRINGS;
}

/** Makes sure the translator holds a language's strings before it is shown. */
async function ensureLanguage(language: SiteLanguage): Promise<void> {
  const tag = LANGUAGE_TAGS[language].i18n;
  if (i18n.hasStrings(tag)) return;
  i18n.addStrings(tag, await loadLocale(language));
}

/** Tells the server the visitor's language, for the words a page's HTML paints before the app. */
function languageCookie(language: SiteLanguage) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/m; Max-Age=31536000; SameSite=Lax`;
}

export async function initI18n(): Promise<typeof i18n> {
  const language = storedLanguage();
  languageCookie(language);
  // Other languages are added as they are chosen (ensureLanguage).
  // Merged, not set: the error texts may have arrived first.
  i18n.addStrings('vi', VI_STRINGS, { overwrite: false });
  await ensureLanguage(language);
  for (const strings of takePendingFeatureStrings()) {
    i18n.addStrings('vi', strings, { overwrite: false });
  }
  i18n.changeLanguage(LANGUAGE_TAGS[language].i18n);
  document.documentElement.lang = LANGUAGE_TAGS[language].html;
  return i18n;
}

/**
 * spec §4: switching sets the document language and republishes the changeLanguage event, which
 * data that depends on the language listens for.
 */
export async function changeLanguage(
  language: SiteLanguage,
  { persist = true }: { persist?: boolean } = {},
): Promise<void> {
  if (persist) {
    writeLocalString(STORAGE_KEYS.language, language);
    languageCookie(language);
  }
  await ensureLanguage(language);
  i18n.changeLanguage(LANGUAGE_TAGS[language].i18n);
  document.documentElement.lang = LANGUAGE_TAGS[language].html;
  window.dispatchEvent(new CustomEvent('changeLanguage', { detail: { language } }));
}

export function currentLanguage(): SiteLanguage {
  return i18n.language === 'en' ? 'EN' : 'TY';
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
  const key = `errors.${code}`;
  if (i18n.exists(key)) return i18n.t(key);
  // Not yet loaded, or a code the site does not know: the screen is drawn again if it arrives.
  loadErrorStrings().catch(() => {});
  return i18n.t('errors.unknown');
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
  const { i18n: translator } = useTranslation();
  return translator.language === 'en' ? 'EN' : 'TY';
}
