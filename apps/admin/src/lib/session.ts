import { useSyncExternalStore } from 'react';
import type { ApiError } from '@app/client/api-client';
import { onApiError, setTokenProvider } from '@app/client/api-client';

/**
 * The operator's session token lives in this tab's sessionStorage (decision
 * 2026-11-24-back-office-console): closing the tab forgets it, and a second tab signs in on its
 * own. The server still ends it after 30 idle minutes and 12 hours at the latest.
 */
const TOKEN_KEY = 'admin.session';

export function getToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null) {
  try {
    if (token) window.sessionStorage.setItem(TOKEN_KEY, token);
    else window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage refused: the session lasts this page only
  }
  for (const listener of listeners) listener(token);
}

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Sends the token with every call, and forgets it when the server no longer accepts it. */
export function installSession() {
  setTokenProvider(getToken);
  return onApiError((error: ApiError) => {
    if (error.code === 'operator.unauthorized' && getToken()) setToken(null);
  });
}

/** The current token, re-rendering when it is set or forgotten. */
export function useToken(): string | null {
  return useSyncExternalStore(onTokenChange, getToken, () => null);
}
