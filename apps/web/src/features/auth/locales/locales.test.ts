import { describe, expect, it } from 'vitest';
import sharedEn from '../../../locales/en.json';
import sharedVi from '../../../locales/vi.json';
import { VALIDATION_MESSAGES } from '@app/contracts';
import { EN_STRINGS } from '../../../lib/locale-en.ts';
import { VI_STRINGS } from '../../../lib/locale-vi.ts';

const localeResources = () => ({ vi: VI_STRINGS, en: EN_STRINGS });
import en from './en.json';
import vi from './vi.json';

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
    expect(at(viAll, 'auth.login.submit')).toBe('Đăng nhập');
    expect(at(enAll, 'auth.login.submit')).toBe('Log in');
    // the shared strings beside them stay
    expect(at(viAll, 'auth.tagline')).toBe(at(sharedVi, 'auth.tagline'));
  });

  it('translate every message key of the contracts field-rule engine', () => {
    const { vi: viAll, en: enAll } = localeResources();
    for (const key of Object.values(VALIDATION_MESSAGES)) {
      expect(typeof at(viAll, key), key).toBe('string');
      expect(typeof at(enAll, key), key).toBe('string');
    }
  });
});
