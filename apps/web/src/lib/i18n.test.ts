import { describe, expect, it, vi } from 'vitest';
import { i18n } from './translation.ts';
import { ERROR_CODES, LANGUAGE_COOKIE, STORAGE_KEYS } from '@app/contracts';
import en from '../locales/en.json';
import vi_ from '../locales/vi.json';
import enErrors from '../locales/errors.en.json';
import viErrors from '../locales/errors.vi.json';
import enLater from '../locales/later/en.json';
import viLater from '../locales/later/vi.json';
import enPages from '../locales/pages/en.json';
import viPages from '../locales/pages/vi.json';
import { changeLanguage, currentLanguage, errorMessage, siteLanguageFor } from './i18n.ts';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('i18n', () => {
  it('has the same keys in vi.json and en.json', () => {
    expect(keys(vi_).sort()).toEqual(keys(en).sort());
    expect(keys(viErrors).sort()).toEqual(keys(enErrors).sort());
    expect(keys(viPages).sort()).toEqual(keys(enPages).sort());
    expect(keys(viLater).sort()).toEqual(keys(enLater).sort());
  });

  it("keeps each error group in one file: the entry's or the later one", () => {
    const late = Object.keys(viErrors.errors);
    expect(late.length).toBeGreaterThan(20);
    for (const group of late) expect(Object.keys(vi_.errors), group).not.toContain(group);
    // What a first screen can meet stays in the entry.
    for (const code of [
      'unknown',
      'loadFailed',
      'network.error',
      'auth.session_expired',
      'system.maintenance',
    ]) {
      expect(i18n.getString('vi', `errors.${code}`), code).toBeDefined();
      expect(keys(vi_.errors), code).toContain(code);
    }
  });

  it('has no empty strings', () => {
    for (const tree of [vi_, en, viErrors, enErrors, viPages, enPages, viLater, enLater]) {
      for (const key of keys(tree)) {
        const value = key
          .split('.')
          .reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], tree);
        expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
      }
    }
  });

  const CODES = [...Object.keys(ERROR_CODES), 'network.error', 'response.invalid'];

  it.each(CODES)('has its own text for the error code %s in both languages', async (code) => {
    i18n.changeLanguage('en');
    const english = errorMessage(code);
    i18n.changeLanguage('vi');
    const vietnamese = errorMessage(code);
    const unknown = ['Unknown error', i18n.t('errors.unknown')];
    if (code !== 'internal.error' && code !== 'response.invalid') {
      expect(unknown).not.toContain(english);
      expect(unknown).not.toContain(vietnamese);
    }
    expect(vietnamese).not.toBe(english);
  });

  it('reads an error code in the current language, unknown codes as the unknown error', async () => {
    i18n.changeLanguage('en');
    expect(errorMessage('system.maintenance')).toBe('System maintenance');
    expect(errorMessage('something.new')).toBe('Unknown error');
    i18n.changeLanguage('vi');
    expect(errorMessage('auth.required')).toBe('Bạn chưa đăng nhập, vui lòng đăng nhập trước');
  });

  it('changeLanguage sets the document language, stores it and dispatches changeLanguage', async () => {
    const listener = vi.fn();
    window.addEventListener('changeLanguage', listener);
    const cookies = vi.spyOn(document, 'cookie', 'set');
    await changeLanguage('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(currentLanguage()).toBe('EN');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('EN');
    // and tells the server, for the words a page's HTML paints before the app
    expect(cookies).toHaveBeenLastCalledWith(
      `${LANGUAGE_COOKIE}=EN; Path=/m; Max-Age=31536000; SameSite=Lax`,
    );
    expect(listener).toHaveBeenCalledTimes(1);
    await changeLanguage('TY');
    expect(cookies).toHaveBeenLastCalledWith(
      `${LANGUAGE_COOKIE}=TY; Path=/m; Max-Age=31536000; SameSite=Lax`,
    );
    cookies.mockRestore();
    expect(document.documentElement.lang).toBe('vi');
    expect(currentLanguage()).toBe('TY');
    window.removeEventListener('changeLanguage', listener);
  });

  it('follows the merchant default until the visitor chooses, and only offered languages', async () => {
    expect(siteLanguageFor(['TY', 'EN'], 'TY')).toBeNull();
    expect(siteLanguageFor(['TY', 'EN'], 'EN')).toBe('EN');
    expect(siteLanguageFor(['EN'], 'EN')).toBe('EN');
    await changeLanguage('TY');
    // Chosen by the visitor: kept while offered, replaced when not.
    expect(siteLanguageFor(['TY', 'EN'], 'EN')).toBeNull();
    expect(siteLanguageFor(['EN'], 'EN')).toBe('EN');
  });

  it('can switch without remembering the choice', async () => {
    await changeLanguage('EN', { persist: false });
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
  });
  it('keeps the entry strings when the error texts arrive before the translator starts', async () => {
    vi.resetModules();
    const fresh = await import('./translation.ts');
    const errors = await import('./error-strings.ts');
    const site = await import('./i18n.ts');
    await errors.loadErrorStrings();
    await site.initI18n();
    expect(fresh.i18n.getString('vi', 'errors.unknown')).toBe(vi_.errors.unknown);
    expect(fresh.i18n.getString('vi', 'routes.home')).toBe(vi_.routes.home);
    expect(fresh.i18n.getString('vi', 'errors.promotion.too_many_images')).toBe(
      viErrors.errors.promotion.too_many_images,
    );
  });
});
