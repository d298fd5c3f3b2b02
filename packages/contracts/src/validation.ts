import type { FieldRule } from './system.ts';

/**
 * The one field-rule engine (spec §5), used by the site's forms and by the server. Rules come from
 * the server's configuration (required, type, range, pattern, enum, whitespace). A non-required
 * empty field passes; lengths count code points, so a surrogate pair is one character.
 */

/** Message keys; both locales translate them, the server sends them as `issues[].message`. */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  whitespace: 'validation.whitespace',
  type: 'validation.type',
  range: 'validation.range',
  pattern: 'validation.pattern',
  enum: 'validation.enum',
  account: 'validation.account_format',
  password: 'validation.password_format',
  email: 'validation.email_format',
  name: 'validation.name_format',
  mobile: 'validation.mobile_format',
  mobileRequired: 'validation.mobile_required',
  confirmMismatch: 'validation.confirm_mismatch',
  confirmRequired: 'validation.confirm_required',
  captchaRequired: 'validation.captcha_required',
  sameAsOld: 'validation.same_as_old',
  usernamePasswordRequired: 'validation.username_password_required',
  passwordShort: 'validation.password_short',
  passwordLong: 'validation.password_long',
  passwordCommon: 'validation.password_common',
  passwordLikeAccount: 'validation.password_like_account',
} as const;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/**
 * spec §5 forgot-email pattern: word characters, optional dot parts, @, a domain of one to three
 * dot parts of two or three letters; the length stays below 255.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[-]\w+)*(?:\.[a-zA-Z]{2,3}){1,3}$/;
export const EMAIL_MAX_LENGTH = 254;
/** Mobile numbers: digits only, national part without the dialing code. */
export const MOBILE_PATTERN = /^\d{6,15}$/;

/** Number of characters as a person counts them: code points, not UTF-16 units. */
export function charLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** Anything a form field can hold. */
export type FieldValue = string | number | boolean | null | undefined;

function isEmpty(value: FieldValue): boolean {
  return value === undefined || value === null || value === '';
}

/** Default message key by field name, matching spec §5's generic messages. */
export function defaultMessageFor(rule: Pick<FieldRule, 'name' | 'type'>): ValidationMessage {
  const name = rule.name.toLowerCase();
  if (rule.type === 'email' || name.includes('email')) return VALIDATION_MESSAGES.email;
  if (rule.type === 'mobile' || name.includes('mobile')) return VALIDATION_MESSAGES.mobile;
  if (name.includes('password')) return VALIDATION_MESSAGES.password;
  if (name.includes('username') || name === 'account') return VALIDATION_MESSAGES.account;
  if (name.includes('name')) return VALIDATION_MESSAGES.name;
  return VALIDATION_MESSAGES.pattern;
}

/** Checks one value against one rule; returns the message key of the first failure, or null. */
export function validateField(rule: FieldRule, raw: FieldValue): ValidationMessage | null {
  if (!rule.enabled) return null;
  const value = typeof raw === 'string' ? raw : raw;
  if (isEmpty(value)) return rule.required ? VALIDATION_MESSAGES.required : null;
  if (typeof value === 'boolean') return null;
  const text = String(value);
  if (rule.whitespace && text.trim() === '') {
    return rule.required ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.whitespace;
  }
  const fallback = defaultMessageFor(rule);
  switch (rule.type) {
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(text)) return VALIDATION_MESSAGES.type;
      const n = Number(text);
      if (rule.min !== undefined && n < rule.min) return VALIDATION_MESSAGES.range;
      if (rule.max !== undefined && n > rule.max) return VALIDATION_MESSAGES.range;
      break;
    }
    case 'email':
      if (charLength(text) > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(text))
        return VALIDATION_MESSAGES.email;
      break;
    case 'mobile':
      if (!MOBILE_PATTERN.test(text)) return VALIDATION_MESSAGES.mobile;
      break;
    default:
      break;
  }
  if (rule.type !== 'number') {
    const length = charLength(text);
    if (rule.min !== undefined && length < rule.min) return fallback;
    if (rule.max !== undefined && length > rule.max) return fallback;
  }
  if (rule.pattern) {
    let re: RegExp;
    try {
      re = new RegExp(rule.pattern, 'u');
    } catch {
      return null; // a broken operator pattern must not lock everyone out
    }
    if (!re.test(text)) return fallback;
  }
  if (rule.enum && !rule.enum.includes(text)) return VALIDATION_MESSAGES.enum;
  return null;
}

export type FormErrors = Record<string, ValidationMessage>;

/**
 * Validates a whole form. Returns the errors by field and the first invalid field in the order of
 * `order` (the form's field order), which the form focuses (spec §5).
 */
export function validateForm(
  rules: FieldRule[],
  values: Record<string, FieldValue>,
  order: string[] = rules.map((r) => r.name),
): { errors: FormErrors; firstInvalid: string | null } {
  const errors: FormErrors = {};
  for (const rule of rules) {
    const message = validateField(rule, values[rule.name]);
    if (message) errors[rule.name] = message;
  }
  const firstInvalid = order.find((name) => errors[name]) ?? Object.keys(errors)[0] ?? null;
  return { errors, firstInvalid };
}

/** The rule named `name`, or a permissive enabled rule when the configuration has none. */
export function ruleFor(
  rules: FieldRule[],
  name: string,
  fallback?: Partial<FieldRule>,
): FieldRule {
  return (
    rules.find((r) => r.name === name) ?? { name, enabled: true, required: false, ...fallback }
  );
}
