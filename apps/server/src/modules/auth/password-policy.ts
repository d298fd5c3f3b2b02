import fs from 'node:fs';
import path from 'node:path';
import { charLength, VALIDATION_MESSAGES, type ValidationMessage } from '@app/contracts';
import { SERVER_SRC } from '../../lib/source-dir.ts';

// The server's floor under every new password, whatever field rules an operator sets
// (docs/decisions/2026-11-24-member-authentication.md, OWASP ASVS 5.0 6.2): at least 8 characters,
// up to 128 (any printable character, spaces too, no composition rule), not one of the common or
// breached passwords shipped with the project, and not the account name.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

let common: Set<string> | null = null;
/** The shipped list (common-passwords.txt, ~18,000 of 8+ characters), read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(path.join(SERVER_SRC, 'modules', 'auth', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** True when `value` holds a control character (NUL, a line break, DEL …). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/** True when `password` (in any letter case) is on the list of common and breached passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** The first rule a new password breaks, as a message key both languages translate; or null. */
export function passwordPolicyProblem(
  password: string,
  account?: string | null,
): ValidationMessage | null {
  const length = charLength(password);
  if (length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordShort;
  if (length > PASSWORD_MAX_LENGTH) return VALIDATION_MESSAGES.passwordLong;
  if (hasControlCharacter(password)) return VALIDATION_MESSAGES.password;
  if (isCommonPassword(password)) return VALIDATION_MESSAGES.passwordCommon;
  if (account && password.toLowerCase().includes(account.toLowerCase())) {
    return VALIDATION_MESSAGES.passwordLikeAccount;
  }
  return null;
}
