import { ruleFor, type FieldRule, type SiteInfo } from '@app/contracts';
import { checkRule, type FieldError } from '../../../lib/form-errors.ts';
import type { RegisterMethod } from './register-method.ts';

/** The optional registration fields of spec §3, in the order the form shows them. */
export const EXTRA_FIELDS = [
  'nickname',
  'payeeName',
  'email',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
] as const;
export type ExtraField = (typeof EXTRA_FIELDS)[number];
export type RegisterField =
  | 'username'
  | 'mobileNum'
  | 'verificationCode'
  | 'password'
  | 'confirmPassword'
  | ExtraField
  | 'affiliateCode'
  | 'captcha';
/** The fields typed into the form's values; the captcha answer is kept with the captcha. */
export type ValueField = Exclude<RegisterField, 'captcha'>;
export type RegisterValues = Record<ValueField, string>;

export const EMPTY_VALUES = Object.fromEntries(
  [
    'username',
    'mobileNum',
    'verificationCode',
    'password',
    'confirmPassword',
    'affiliateCode',
    ...EXTRA_FIELDS,
  ].map((name) => [name, '']),
) as RegisterValues;

/** The username and mobile rules of the operator's settings, as either method asks for them. */
export function accountRules(info: SiteInfo): { username: FieldRule; mobileNum: FieldRule } {
  const fields = info.register.fields;
  return {
    username: { ...ruleFor(fields, 'username', { min: 4, max: 16 }), enabled: true },
    mobileNum: { ...ruleFor(fields, 'mobileNum', { type: 'mobile' }), enabled: true },
  };
}

export type RegisterRules = ReturnType<typeof registerRules>;

/**
 * spec §3, §5: each field's rule for the chosen method (the method's own field is required), and
 * the optional fields the operator turned on.
 */
export function registerRules(info: SiteInfo, method: RegisterMethod) {
  const fields = info.register.fields;
  const account = accountRules(info);
  return {
    username: { ...account.username, required: method === 'username' },
    mobileNum:
      method === 'mobileNum'
        ? { ...account.mobileNum, required: true }
        : ruleFor(fields, 'mobileNum', { type: 'mobile', enabled: false }),
    verificationCode: ruleFor(info.fieldRules, 'verificationCode', { required: true }),
    password: {
      ...ruleFor(fields, 'password', ruleFor(info.fieldRules, 'password')),
      enabled: true,
      required: true,
    },
    affiliateCode: ruleFor(fields, 'affiliateCode', { enabled: false }),
    extra: EXTRA_FIELDS.map((name) => fields.find((f) => f.name === name)).filter(
      (r): r is FieldRule => !!r && r.enabled,
    ),
  };
}

/** The fields the form shows, in the order a failed submit looks for the first invalid one. */
export function registerFieldOrder(
  method: RegisterMethod,
  rules: RegisterRules,
  shown: { smsCode: boolean; affiliateCode: boolean; captcha: boolean },
): RegisterField[] {
  return [
    ...(method === 'username' ? (['username'] as const) : []),
    ...(rules.mobileNum.enabled ? (['mobileNum'] as const) : []),
    ...(shown.smsCode ? (['verificationCode'] as const) : []),
    'password',
    'confirmPassword',
    ...rules.extra.map((r) => r.name as ExtraField),
    ...(shown.affiliateCode ? (['affiliateCode'] as const) : []),
    ...(shown.captcha ? (['captcha'] as const) : []),
  ];
}

/** spec §5: the message of one typed field, or null when it passes. */
export function checkRegisterField(
  field: ValueField,
  values: RegisterValues,
  rules: RegisterRules,
): FieldError | null {
  switch (field) {
    case 'username':
      return checkRule(rules.username, values.username.trim());
    case 'mobileNum': {
      const error = checkRule(rules.mobileNum, values.mobileNum);
      if (!error) return null;
      // spec §5: the mobile message is error_phone_number_limit.
      return error.key === 'validation.required'
        ? { key: 'validation.mobile_required' }
        : { key: 'messages.error_phone_number_limit' };
    }
    case 'verificationCode':
      return checkRule(rules.verificationCode, values.verificationCode);
    case 'password':
      return checkRule(rules.password, values.password);
    case 'confirmPassword':
      // spec §5: confirm required (in_incorrect_password) and equal (in_confirmation_correct).
      if (!values.confirmPassword) return { key: 'messages.in_incorrect_password' };
      return values.confirmPassword === values.password
        ? null
        : { key: 'messages.in_confirmation_correct' };
    case 'affiliateCode':
      return checkRule(rules.affiliateCode, values.affiliateCode.trim());
    default: {
      const extra = rules.extra.find((r) => r.name === field);
      return extra ? checkRule(extra, values[field].trim()) : null;
    }
  }
}
