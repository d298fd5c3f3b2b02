import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, matchTotpStep, newRecoveryCodes, otpauthUri, totpCode } from './totp.ts';

// RFC 6238 appendix B, SHA-1, secret "12345678901234567890" (base32 below). The RFC's codes have
// 8 digits; a 6-digit code is the same number modulo 10^6 (RFC 4226 §5.3), i.e. its last 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s gives the RFC code %s', (seconds, code) => {
    const at = new Date(seconds * 1000);
    expect(totpCode(RFC_SECRET, at)).toBe(code.slice(-6));
    expect(matchTotpStep(RFC_SECRET, code.slice(-6), at)).toBe(Math.floor(seconds / 30));
  });

  it('accepts the previous and next step, not two away', () => {
    const at = new Date(1111111111 * 1000);
    const step = Math.floor(1111111111 / 30);
    for (const delta of [-1, 0, 1]) {
      const code = totpCode(RFC_SECRET, new Date(at.getTime() + delta * 30_000));
      expect(matchTotpStep(RFC_SECRET, code, at)).toBe(step + delta);
    }
    const far = totpCode(RFC_SECRET, new Date(at.getTime() + 90_000));
    expect(matchTotpStep(RFC_SECRET, far, at)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, 'abcdef', at)).toBeNull();
  });

  it('writes the otpauth URI an authenticator app scans', () => {
    const uri = otpauthUri(RFC_SECRET, 'finance');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${RFC_SECRET}`);
    expect(uri).toContain('algorithm=SHA1');
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });

  it('makes ten distinct recovery codes, kept as hashes', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashes).toEqual(codes.map(hashRecoveryCode));
    expect(hashes.join()).not.toContain(codes[0]);
  });
});
