import vi from '../locales/vi.json';
import { mergeLocales, type LocaleTree } from './locale-tree.ts';

/** Every Vietnamese string (the default language: part of the entry chunk). */
export const VI_STRINGS = mergeLocales(
  vi,
  import.meta.glob<{ default: LocaleTree }>('../features/*/locales/vi.json', { eager: true }),
);
