import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '../lib/translation.ts';
import { initI18n, loadLocale } from '../lib/i18n.ts';
import { loadErrorStrings } from '../lib/error-strings.ts';
import { applyTheme } from '../lib/theme.ts';

// findBy… and waitFor wait on the screen's state; their 1 s default failed tests on a loaded
// 2-core machine running two test files at once. Only a failure waits this long.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the observers and media queries the carousel asks for, and scrolling.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? NoopObserver,
  IntersectionObserver: globalThis.IntersectionObserver ?? NoopObserver,
});
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {};

/** Keys a test's screen asked for that neither language holds: a typo shows the raw key. */
const missingKeys = new Set<string>();

beforeAll(async () => {
  await initI18n();
  await loadErrorStrings();
  // Tests switch languages freely (also through the translator itself): hold both from the start.
  i18n.addStrings('en', await loadLocale('EN'));
  i18n.onMissingKey = (key) => missingKeys.add(key);
});

afterEach(async () => {
  cleanup();
  if (missingKeys.size > 0) {
    const keys = [...missingKeys].join(', ');
    missingKeys.clear();
    throw new Error(`texts without a translation: ${keys}`);
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  i18n.changeLanguage('vi');
  document.documentElement.lang = 'vi';
  applyTheme('light');
});
