import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@app/contracts';
import { isCommonPassword, passwordPolicyProblem } from './password-policy.ts';

describe('the password floor (ASVS 5.0 6.2)', () => {
  it('wants at least 8 characters, counted as a person counts them', () => {
    expect(passwordPolicyProblem('Tr0ub4d')).toBe(VALIDATION_MESSAGES.passwordShort);
    expect(passwordPolicyProblem('Tr0ub4d0r')).toBeNull();
    // 7 emoji are 14 UTF-16 units but 7 characters
    expect(passwordPolicyProblem('🐉🐉🐉🐉🐉🐉🐉')).toBe(VALIDATION_MESSAGES.passwordShort);
    expect(passwordPolicyProblem('🐉🐉🐉🐉🐉🐉🐉🐉')).toBeNull();
  });

  it('takes at least 64 characters and at most 128', () => {
    expect(
      passwordPolicyProblem('a long passphrase of plain words '.repeat(2).slice(0, 64)),
    ).toBeNull();
    expect(passwordPolicyProblem('Zq'.repeat(64))).toBeNull();
    expect(passwordPolicyProblem('Zq'.repeat(64) + 'x')).toBe(VALIDATION_MESSAGES.passwordLong);
  });

  it('asks for no composition: letters alone, spaces and any script pass', () => {
    expect(passwordPolicyProblem('correct horse battery staple')).toBeNull();
    expect(passwordPolicyProblem('mậtkhẩucủatôirấtdài')).toBeNull();
    expect(passwordPolicyProblem('zwxkvjqpfh')).toBeNull();
  });

  it('refuses common and breached passwords in any letter case', () => {
    for (const p of [
      'password1',
      'qwerty123',
      'Password1',
      'QWERTY123',
      'iloveyou',
      '12345678',
      'anhyeuem',
      'matkhau123',
    ]) {
      expect(passwordPolicyProblem(p), p).toBe(VALIDATION_MESSAGES.passwordCommon);
    }
    // 'abc123' is common too; it is refused as short first
    expect(passwordPolicyProblem('abc123')).toBe(VALIDATION_MESSAGES.passwordShort);
    expect(isCommonPassword('abc123')).toBe(false); // the list holds 8+ only: shorter never get here
  });

  it('ships a list of at least 10,000 common passwords of 8 or more characters', () => {
    const list = fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(list.every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
    expect(new Set(list).size).toBe(list.length);
  });

  it('refuses a password holding the account name, or a control character', () => {
    expect(passwordPolicyProblem('player01-secret!', 'Player01')).toBe(
      VALIDATION_MESSAGES.passwordLikeAccount,
    );
    expect(passwordPolicyProblem('different-secret!', 'player01')).toBeNull();
    expect(passwordPolicyProblem('abc\u0000defghij')).toBe(VALIDATION_MESSAGES.password);
  });
});
