import type { PlayerAvatar } from './member-centre.ts';

// The member centre's plain rules and helpers, no schema (their schemas: member-centre.ts). The
// site's first script uses some of them, and a module it imports brings into that script every
// schema of the module any page uses (docs/decisions/2026-11-29-answers-checked-once.md).

// ---- player avatar (spec §3 "Player avatar", §7 head icon GET/POST)

export const AVATAR_TYPES = ['STATIC', 'CUSTOM'] as const;

/** The STATIC avatars a member may choose from, served as PNG by the image CDN. */
export const STATIC_AVATARS = [
  'lotus',
  'star',
  'sun',
  'moon',
  'heart',
  'diamond',
  'clover',
  'crown',
] as const;
/** Where STATIC avatars live on an image CDN: `<cdn><AVATAR_CDN_PATH><name>.png`. */
export const AVATAR_CDN_PATH = '/wps/media/avatar/';
/** A CUSTOM avatar upload: at most this many bytes, before it is resized. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/**
 * The longest base64 a CUSTOM upload may send: room for 1.5 × MAX_AVATAR_BYTES, so that a file a
 * little over the limit is answered `avatar.too_large` rather than a bare body-size refusal.
 */
export const AVATAR_BODY_MAX_BASE64 = Math.ceil((MAX_AVATAR_BYTES * 3 * 4) / (2 * 3)) + 4;
/** A CUSTOM avatar is resized to fit a square of this side (pixels). */
export const AVATAR_SIDE = 256;

/**
 * spec §3: the address of a player's avatar — CUSTOM is the full URL itself, STATIC is the name
 * resolved against the avatar CDN with `.png`; null when the member has none (the page draws a
 * default). `cdn` is one of the site's image CDNs ('' = this origin).
 */
export function avatarUrl(avatar: PlayerAvatar | null | undefined, cdn: string): string | null {
  if (!avatar?.avatar || !avatar.avatarType) return null;
  if (avatar.avatarType === 'CUSTOM') return avatar.avatar;
  return `${cdn.replace(/\/+$/, '')}${AVATAR_CDN_PATH}${encodeURIComponent(avatar.avatar)}.png`;
}

// ---- nickname (spec §7 "nickname")

/** Letters of any script, digits, spaces, `_`, `.`, `-`; 2 to 16 characters; not digits only. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;
const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N}_.\- ]+$/u;

/** Why a nickname is refused (an error-code suffix), or null when it follows the rules. */
export function nicknameProblem(raw: string): 'length' | 'characters' | 'digits_only' | null {
  const nickname = raw.trim();
  const length = [...nickname].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return 'length';
  if (!NICKNAME_PATTERN.test(nickname) || /\s{2,}/.test(nickname)) return 'characters';
  if (/^[\d\s]+$/.test(nickname)) return 'digits_only';
  return null;
}

/** The messaging ids of the registration payload (spec §3). */
export const MESSAGING_IDS = ['zalo', 'facebook', 'whatsapp', 'line', 'wechat', 'qqNum'] as const;
export type MessagingId = (typeof MESSAGING_IDS)[number];
