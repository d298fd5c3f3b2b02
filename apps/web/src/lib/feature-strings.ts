import { i18n } from './translation.ts';
import type { LocaleTree } from './locale-tree.ts';

/**
 * Vietnamese strings of features whose pages are lazy route chunks
 * (docs/decisions/2026-11-25-feature-strings.md): each such feature's `locales/strings.ts` calls
 * this when its code loads, so that its strings travel with its chunk instead of the entry. Before
 * the translator is initialised they wait here and initI18n adds them.
 */
const pending: LocaleTree[] = [];

export function addFeatureStrings(vi: LocaleTree): void {
  if (i18n.hasStrings('vi')) {
    i18n.addStrings('vi', vi, { overwrite: false });
  } else {
    pending.push(vi);
  }
}

/** The strings that loaded before initialisation, once. */
export function takePendingFeatureStrings(): LocaleTree[] {
  return pending.splice(0);
}
