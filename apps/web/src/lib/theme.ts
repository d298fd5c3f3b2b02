import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@app/contracts';
import { readLocalString, writeLocalString } from './storage.ts';
import { THEME_COLORS } from './theme-colors.ts';

export type Theme = 'dark' | 'light';

const listeners = new Set<() => void>();

/** spec §4: theme stored as dark or light, else light. */
export function storedTheme(): Theme {
  return readLocalString(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/** The theme on the page right now (the html data-theme attribute). */
export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  // The colour scheme follows data-theme in global.css; no inline style, for the CSP.
  document.documentElement.dataset.theme = theme;
  // The status bar (and an installed app's title bar) takes the theme's colour.
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLORS[theme].theme);
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  writeLocalString(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}

export function initTheme(): void {
  applyTheme(storedTheme());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, currentTheme);
}
