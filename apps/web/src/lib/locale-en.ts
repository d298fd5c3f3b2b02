import en from '../locales/en.json';
import errors from '../locales/errors.en.json';
import later from '../locales/later/en.json';
import promotions from '../locales/promotions/en.json';
import records from '../locales/records/en.json';
import pages from '../locales/pages/en.json';
import { mergeLocale, mergeLocales, type LocaleTree } from './locale-tree.ts';

/** Every English string, the error texts included: a chunk of its own, fetched only when English is chosen. */
export const EN_STRINGS = mergeLocales(
  [errors, pages, later, promotions, records].reduce<LocaleTree>(
    (all, part) => mergeLocale(all, part),
    en,
  ),
  import.meta.glob<{ default: LocaleTree }>(
    ['../features/*/locales/en.json', '../features/*/locales/*/en.json'],
    { eager: true },
  ),
);
