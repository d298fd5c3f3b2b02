import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with scrypt N=2^15 r=8 p=1, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('Demo1234');
    const [alg, N, r, p, salt, key] = stored.split('$');
    expect([alg, N, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo1234');
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo1234', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('never matches a malformed or oversized hash, and never throws', async () => {
    const stored = await hashPassword('Demo1234');
    const parts = stored.split('$');
    const cases = [
      '',
      'plain-text',
      stored.replace('scrypt$', 'bcrypt$'),
      [...parts.slice(0, 1), String(2 ** 24), ...parts.slice(2)].join('$'),
      [...parts.slice(0, 1), '1000', ...parts.slice(2)].join('$'),
      [...parts.slice(0, 5), ''].join('$'),
    ];
    for (const bad of cases) {
      expect(await verifyPassword('Demo1234', bad)).toBe(false);
      expect(needsRehash(bad)).toBe(true);
    }
  });
});
