import { STORAGE_KEYS } from '@app/contracts';
import { readLocalString, writeLocalString } from './storage.ts';

export type Theme = 'dark' | 'light';

/** spec §4: theme stored as dark or light, else light. */
export function storedTheme(): Theme {
  return readLocalString(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

export function setTheme(theme: Theme): void {
  writeLocalString(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}

export function initTheme(): void {
  applyTheme(storedTheme());
}
