/**
 * The game session of each in-house game, kept for this browser tab (sessionStorage): the launch
 * token in the URL works once, so a reload goes on with the session it was exchanged for.
 */
export type StoredGameSession = { sessionToken: string; expiresAt: string };

const key = (gameCode: string) => `originals.session.${gameCode}`;

export function readGameSession(gameCode: string): StoredGameSession | null {
  try {
    const raw = window.sessionStorage.getItem(key(gameCode));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredGameSession>;
    if (typeof parsed.sessionToken !== 'string' || typeof parsed.expiresAt !== 'string')
      return null;
    return Date.parse(parsed.expiresAt) > Date.now()
      ? { sessionToken: parsed.sessionToken, expiresAt: parsed.expiresAt }
      : null;
  } catch {
    return null;
  }
}

export function writeGameSession(gameCode: string, session: StoredGameSession | null): void {
  try {
    if (session) window.sessionStorage.setItem(key(gameCode), JSON.stringify(session));
    else window.sessionStorage.removeItem(key(gameCode));
  } catch {
    // Private mode: the session lasts while the page stays open.
  }
}

/** A fresh id for a round request (a retry of the same click reuses it). */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}
