import { useSyncExternalStore } from 'react';
import { AGENT_TYPES, STORAGE_KEYS, TRIAL_TYPE, type SessionInfo } from '@app/contracts';

export type { SessionInfo };

/**
 * Query keys of answers that belong to the signed-in member (member info, wallet, favourites …)
 * start with this scope, so that signing out or an expired session removes them all at once.
 */
export const SESSION_QUERY_SCOPE = ['session'] as const;

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

const OPTIONAL_FIELDS = {
  userName: 'string',
  type: 'number',
  firstTimeLogin: 'boolean',
  nochat: 'boolean',
} as const;

/**
 * The stored session as `SessionInfoSchema` reads it (unknown fields dropped, a field of the wrong
 * type refusing the whole), without the schema's code in the site's first script: a test holds the
 * two to the same answers (session.test.ts).
 */
export function readSessionInfo(value: unknown): SessionInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.token !== 'string' || typeof v.merchantCode !== 'string') return null;
  const out: Record<string, unknown> = { token: v.token, merchantCode: v.merchantCode };
  for (const [key, type] of Object.entries(OPTIONAL_FIELDS)) {
    const field = v[key];
    if (field === undefined) continue;
    if (typeof field !== type || (type === 'number' && !Number.isSafeInteger(field))) return null;
    out[key] = field;
  }
  return out as SessionInfo;
}

function parse(raw: string | null): SessionInfo | null {
  if (raw === null) return null;
  try {
    const session = readSessionInfo(JSON.parse(raw));
    // An empty token is no session (spec §6: a visitor is judged by the absence of a token).
    return session?.token ? session : null;
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

/**
 * Where a page that needs the session sends the visitor once the session was ended on purpose
 * here: home after a logout (spec §4), the login page's break notice after a time-out or
 * self-exclusion. Null when the server ended it (such a page then goes to its own redirect). It
 * holds even when that page renders once more after the session went, because its own navigation
 * is still a pending transition.
 */
let endedGoTo: string | null = null;

export function sessionEndedGoTo(): string | null {
  return endedGoTo;
}

/** Once the visitor is on a page open to visitors, the next page that needs a session asks to log in. */
export function forgetSessionEnd(): void {
  endedGoTo = null;
}

/** Stores MC_SESSION_INFO (spec §3): token, merchantCode, userName, type, firstTimeLogin. */
export function saveSession(session: SessionInfo): void {
  endedGoTo = null;
  try {
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  } catch {
    // Private mode or a full quota: the session lasts for this page only.
  }
  notify();
}

/** Changes fields of the stored session (a rotated token too), only while it is the session of `token`. */
export function updateSession(token: string, patch: Partial<SessionInfo>): void {
  const current = getSession();
  if (!current || current.token !== token) return;
  saveSession({ ...current, ...patch });
}

/**
 * spec §3: a trial login stores the token and the trial merchant code (and its type, 4); the
 * trial name is kept in session storage as trialName.
 */
export function saveTrialSession(token: string, merchantCode: string, trialName: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.trialName, trialName);
  } catch {
    // session storage unavailable: the header falls back to "Trial account"
  }
  // The type too (not in the spec's list): without it a free-play session would be offered what
  // type 4 may not have, such as live chat (spec §6).
  saveSession({ token, merchantCode, type: TRIAL_TYPE });
}

/** The trial name of this tab's free-play session, or null. */
export function getTrialName(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.trialName);
  } catch {
    return null;
  }
}

/**
 * spec §4 "Logout": clear the token and the trial user and wipe session storage. `goTo` is where
 * the visitor ended it for (see `sessionEndedGoTo`); absent when the server ended the session.
 */
export function clearSession({ goTo = null }: { goTo?: string | null } = {}): void {
  endedGoTo = goTo;
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

/** spec §3, §6: a free-play session (type 4, or a session stored with a trial name only). */
export function isTrialSession(session: SessionInfo | null): boolean {
  if (!session) return false;
  return session.type === 4 || (session.userName === undefined && getTrialName() !== null);
}
