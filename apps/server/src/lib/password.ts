import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N = 2^15, r = 8, p = 1 (about 32 MiB and 0.1 s per hash on the project's machines). */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse stored parameters above these, so that a tampered hash cannot exhaust memory or CPU. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** scrypt needs a little over 128 * N * r bytes; Node's default limit (32 MiB) is too small for N=2^15. */
function maxmemFor(N: number, r: number, p: number): number {
  return 2 * 128 * N * r + 128 * r * p;
}

function derive(password: string, salt: Buffer, keylen: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$saltB64$hashB64` with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = PARAMS;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { N, r, p, maxmem: maxmemFor(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseStored(
  stored: string,
): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map((s) => (/^\d{1,8}$/.test(s!) ? Number(s) : NaN)) as [
    number,
    number,
    number,
  ];
  const isPowerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) {
    return undefined;
  }
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 8 || key.length < 16) return undefined;
  return { N, r, p, salt, key };
}

/**
 * Checks a password against a stored hash in constant time. A malformed or unknown hash never
 * matches (and never throws), so a broken row cannot log anyone in.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await derive(password, salt, key.length, {
    N,
    r,
    p,
    maxmem: maxmemFor(N, r, p),
  });
  return timingSafeEqual(candidate, key);
}

/** True when a stored hash uses other parameters than today's, so it should be rehashed at login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored);
  return (
    !parsed ||
    parsed.N !== PARAMS.N ||
    parsed.r !== PARAMS.r ||
    parsed.p !== PARAMS.p ||
    parsed.key.length !== KEY_BYTES
  );
}
