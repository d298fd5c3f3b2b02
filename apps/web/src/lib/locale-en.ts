import en from '../locales/en.json';
import { mergeLocales, type LocaleTree } from './locale-tree.ts';

/** Every English string: a chunk of its own, fetched only when English is chosen. */
export const EN_STRINGS = mergeLocales(
  en,
  import.meta.glob<{ default: LocaleTree }>('../features/*/locales/en.json', { eager: true }),
);
