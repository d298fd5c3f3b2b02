import en from '../locales/en.json';
import errors from '../locales/errors.en.json';
import { mergeLocale, mergeLocales, type LocaleTree } from './locale-tree.ts';

/** Every English string, the error texts included: a chunk of its own, fetched only when English is chosen. */
export const EN_STRINGS = mergeLocales(
  mergeLocale(en, errors),
  import.meta.glob<{ default: LocaleTree }>(
    ['../features/*/locales/en.json', '../features/*/locales/*/en.json'],
    { eager: true },
  ),
);
