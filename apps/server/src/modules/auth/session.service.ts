import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  findLiveSession,
  insertSession,
  markLoggedIn,
  revokeAllSessions,
  revokeSessionByHash,
  SESSION_MAX_AGE_SECONDS,
  touchSession,
  type MemberRow,
} from './auth.repository.ts';

/**
 * A session lives 7 days from its last use, renewed at most once a minute, and at most 30 days
 * from sign-in (SESSION_MAX_AGE_SECONDS) however often it is used.
 */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque session token: 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export type RequestMeta = { ip: string | null; userAgent: string | null };

/** Opens a session for the member and returns its token (shown to the client once). */
export async function openSession(db: Db, member: MemberRow, meta: RequestMeta): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    memberId: member.id,
    expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
    ip: meta.ip,
    userAgent: meta.userAgent ? meta.userAgent.slice(0, 300) : null,
  });
  await markLoggedIn(db, member.id);
  return token;
}

/** The member behind a token, or undefined for an unknown, revoked or expired one. */
export async function resolveToken(db: Db, token: string): Promise<MemberRow | undefined> {
  if (!token || token.length > 128) return undefined;
  const row = await findLiveSession(db, hashToken(token));
  if (!row) return undefined;
  if (row.member.status !== 'active') return undefined;
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    // Slides 7 days from this use, never past the absolute end.
    const end = row.session.createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000;
    await touchSession(db, row.session.id, new Date(Math.min(Date.now() + SESSION_IDLE_MS, end)));
  }
  return row.member;
}

/** Revokes the session of `token`; true when this call ended it. */
export async function closeSession(db: Db, token: string): Promise<boolean> {
  return revokeSessionByHash(db, hashToken(token));
}

export async function closeAllSessions(db: Db, memberId: number): Promise<void> {
  await revokeAllSessions(db, memberId);
}
