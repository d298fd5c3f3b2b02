import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { ApiError } from '@app/client/api-client';
import vi from '../locales/vi.json';
import en from '../locales/en.json';
// The error catalogue's texts are the site's (one text per code, checked by the site's tests);
// the named import keeps only that part of the site's locale files in this bundle.
import { errors as viErrors } from '../../../web/src/locales/vi.json';
import { errors as enErrors } from '../../../web/src/locales/en.json';
// The site keeps its features' error texts in a file of their own (loaded after its first screen).
import { errors as viFeatureErrors } from '../../../web/src/locales/errors.vi.json';
import { errors as enFeatureErrors } from '../../../web/src/locales/errors.en.json';

export type ConsoleLanguage = 'vi' | 'en';
const STORAGE_KEY = 'admin.language';

type LocaleTree = { [key: string]: string | LocaleTree };

/** Each feature's own strings: features/<feature>/locales/<vi|en>.json, merged over the shared ones. */
const FEATURE_LOCALES = import.meta.glob<{ default: LocaleTree }>('../features/*/locales/*.json', {
  eager: true,
});

/** Every string of one language: the shared file, the error texts and each feature's file. */
export function localeResources(): Record<ConsoleLanguage, LocaleTree> {
  const resources: Record<ConsoleLanguage, LocaleTree> = {
    vi: { ...vi, errors: { ...viErrors, ...viFeatureErrors } as LocaleTree },
    en: { ...en, errors: { ...enErrors, ...enFeatureErrors } as LocaleTree },
  };
  for (const [path, module] of Object.entries(FEATURE_LOCALES)) {
    const language = /\/(vi|en)\.json$/.exec(path)?.[1] as ConsoleLanguage | undefined;
    if (language) resources[language] = { ...resources[language], ...module.default };
  }
  return resources;
}

export function storedLanguage(): ConsoleLanguage {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'vi';
  } catch {
    return 'vi';
  }
}

export async function initI18n(language: ConsoleLanguage = storedLanguage()) {
  const resources = localeResources();
  await i18next.use(initReactI18next).init({
    resources: { vi: { translation: resources.vi }, en: { translation: resources.en } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

export async function changeLanguage(language: ConsoleLanguage) {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts this page only
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The text of an error in the console's language: the code's text, else the server's message. */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      const key = `errors.${error.code}`;
      return i18n.exists(key) ? t(key) : error.message;
    }
    return t('common.unexpected');
  };
}
