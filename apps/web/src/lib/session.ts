import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { AGENT_TYPES, STORAGE_KEYS } from '@app/contracts';

/**
 * Session info as the site keeps it in local storage under MC_SESSION_INFO (spec §3). A trial
 * login stores only the token and the trial merchant code, so the other fields are optional.
 */
export const SessionInfoSchema = z.object({
  token: z.string().min(1),
  merchantCode: z.string(),
  userName: z.string().optional(),
  /** Member type, spec §6: 0 player, 1/2/41/42 agent, 4 trial, 40 non-agent. */
  type: z.number().int().optional(),
  firstTimeLogin: z.boolean().optional(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedSession: SessionInfo | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.session);
  } catch {
    return null;
  }
}

function parse(raw: string | null): SessionInfo | null {
  if (raw === null) return null;
  try {
    const parsed = SessionInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored session, or null for a visitor. Same object while the stored value is unchanged. */
export function getSession(): SessionInfo | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

/** The bearer token for the API client (spec §6: a visitor is judged by the absence of one). */
export function getToken(): string | null {
  return getSession()?.token ?? null;
}

function notify() {
  for (const listener of listeners) listener();
}

export function saveSession(session: SessionInfo): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  } catch {
    // Private mode or a full quota: the session lasts for this page only.
  }
  notify();
}

/** spec §4 "Logout": clear the token and member info and wipe session storage. */
export function clearSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.session);
    window.sessionStorage.clear();
  } catch {
    // nothing stored, nothing to clear
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.session) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session, re-rendering on sign-in and sign-out; null for a visitor. */
export function useSession(): SessionInfo | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** spec §6 and §9: types 1, 2, 41 and 42 are agents; 0, 4, 40 (and anything unknown) are not. */
export function isAgentType(type: number | undefined): boolean {
  return type !== undefined && (AGENT_TYPES as readonly number[]).includes(type);
}
