import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 30-second steps, 6 digits. */
export const TOTP_PERIOD_S = 30;
const DIGITS = 6;
/** Codes of the previous and the next step are accepted too (clock drift, RFC 6238 §5.2). */
const WINDOW = 1;

/** A fresh secret of 160 bits (RFC 4226 §4 recommends at least that), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, label = 'operator', issuer = 'Lucky Lotus back office') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// URI an authenticator app scans (the console draws it as a QR code). */
export function otpauthUri(secretBase32: string, username: string, issuer?: string): string {
  return totpOf(secretBase32, username, issuer).toString();
}

/** The code of the step that holds `at` (for tests, the CLI and the demo accounts). */
export function totpCode(secretBase32: string, at: Date = new Date()): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to, or null when it matches none of the steps around `at`. The
 * caller refuses a step already used (replay), so a code is good once.
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: at.getTime(),
    window: WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

/** Ten recovery codes `xxxxx-xxxxx` (50 bits each) and the SHA-256 hashes that are stored. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** Recovery codes are random, so a plain SHA-256 suffices (no dictionary to try). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}
