import { describe, expect, it } from 'vitest';
import sharedEn from '../../../locales/en.json';
import sharedVi from '../../../locales/vi.json';
import { VALIDATION_MESSAGES } from '@app/contracts';
import { EN_STRINGS } from '../../../lib/locale-en.ts';
import { VI_STRINGS } from '../../../lib/locale-vi.ts';

const localeResources = () => ({ vi: VI_STRINGS, en: EN_STRINGS });
import entryEn from './en.json';
import entryVi from './vi.json';
import pagesEn from './pages/en.json';
import pagesVi from './pages/vi.json';
import { mergeLocale } from '../../../lib/locale-tree.ts';
import { i18n } from '../../../lib/translation.ts';
import './pages/strings.ts';

// The few strings shared screens use ship in the entry, the pages' strings with the pages.
const vi = mergeLocale(entryVi, pagesVi);
const en = mergeLocale(entryEn, pagesEn);

function leaves(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

function at(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)?.[p], tree);
}

describe('identity strings', () => {
  it('have the same keys in vi.json and en.json, none empty', () => {
    expect(leaves(vi).sort()).toEqual(leaves(en).sort());
    for (const [tree, key] of [
      ...leaves(vi).map((k) => [vi, k]),
      ...leaves(en).map((k) => [en, k]),
    ]) {
      const value = at(tree, key as string);
      expect(typeof value === 'string' && value.trim().length > 0, String(key)).toBe(true);
    }
  });

  it('never override a shared string', () => {
    const shared = new Set([...leaves(sharedVi), ...leaves(sharedEn)]);
    for (const key of leaves(vi)) expect(shared.has(key), key).toBe(false);
  });

  it('are merged into both languages by the i18n loader', () => {
    const { vi: viAll, en: enAll } = localeResources();
    // The entry holds what shared screens show; the pages' strings arrive with the pages' code.
    expect(at(viAll, 'auth.trialBadge')).toBe('Chơi thử');
    expect(at(viAll, 'auth.login.submit')).toBeUndefined();
    expect(i18n.getString('vi', 'auth.login.submit')).toBe('Đăng nhập');
    expect(at(enAll, 'auth.login.submit')).toBe('Log in');
    // the shared strings beside them stay
    expect(at(viAll, 'auth.tagline')).toBe(at(sharedVi, 'auth.tagline'));
  });

  it('keep each key in one of the two files', () => {
    const entry = new Set(leaves(entryVi));
    for (const key of leaves(pagesVi)) expect(entry.has(key), key).toBe(false);
    expect(leaves(entryEn).sort()).toEqual(leaves(entryVi).sort());
    expect(leaves(pagesEn).sort()).toEqual(leaves(pagesVi).sort());
  });

  it('translate every message key of the contracts field-rule engine', () => {
    const { vi: viAll, en: enAll } = localeResources();
    for (const key of Object.values(VALIDATION_MESSAGES)) {
      expect(typeof at(viAll, key), key).toBe('string');
      expect(typeof at(enAll, key), key).toBe('string');
    }
  });
});
