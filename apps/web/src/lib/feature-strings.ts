import i18next from 'i18next';
import type { LocaleTree } from './locale-tree.ts';

/**
 * Vietnamese strings of features whose pages are lazy route chunks
 * (docs/decisions/2026-11-25-feature-strings.md): each such feature's `locales/strings.ts` calls
 * this when its code loads, so that its strings travel with its chunk instead of the entry. Before
 * i18next is initialised they wait here and initI18n adds them.
 */
const pending: LocaleTree[] = [];

export function addFeatureStrings(vi: LocaleTree): void {
  if (i18next.isInitialized && i18next.hasResourceBundle('vi', 'translation')) {
    i18next.addResourceBundle('vi', 'translation', vi, true, false);
  } else {
    pending.push(vi);
  }
}

/** The strings that loaded before initialisation, once. */
export function takePendingFeatureStrings(): LocaleTree[] {
  return pending.splice(0);
}
