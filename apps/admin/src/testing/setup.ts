import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from '../lib/i18n.ts';

// findBy… and waitFor wait on the screen's state; their 1 s default failed tests on a loaded
// 2-core machine running two test files at once. Only a failure waits this long.
configure({ asyncUtilTimeout: 10_000 });

/** Keys a test's screen asked for that the console's texts lack: a typo shows the raw key. */
const missingKeys = new Set<string>();

beforeAll(async () => {
  await initI18n('vi');
  i18next.options.saveMissing = true;
  i18next.on('missingKey', (_languages, _namespace, key) => missingKeys.add(key));
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
  await i18next.changeLanguage('vi');
});
