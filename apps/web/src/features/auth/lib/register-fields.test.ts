import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@app/contracts';
import { buildStatus } from '../../../testing/factories.ts';
import { buildRegisterBody } from './register-body.ts';
import {
  checkRegisterField,
  EMPTY_VALUES,
  registerFieldOrder,
  registerRules,
} from './register-fields.ts';

const FIELDS: FieldRule[] = [
  { name: 'username', enabled: true, required: true, min: 6, max: 16 },
  { name: 'mobileNum', enabled: true, required: false, type: 'mobile' },
  { name: 'email', enabled: true, required: false, type: 'email' },
  { name: 'nickname', enabled: true, required: true, min: 2, max: 20 },
  { name: 'payeeName', enabled: false, required: false },
  { name: 'affiliateCode', enabled: true, required: false, max: 32 },
];
const info = buildStatus({ info: { register: { captchaEnabled: true, fields: FIELDS } } }).info;

describe('registration fields (spec §3, §5)', () => {
  it('orders the shown fields as the form shows them, optional ones in spec order', () => {
    const rules = registerRules(info, 'username');
    expect(
      registerFieldOrder('username', rules, { smsCode: false, affiliateCode: true, captcha: true }),
    ).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'nickname',
      'email',
      'affiliateCode',
      'captcha',
    ]);
  });

  it("makes the method's own field required", () => {
    expect(registerRules(info, 'username').username.required).toBe(true);
    expect(registerRules(info, 'username').mobileNum.required).toBe(false);
    expect(registerRules(info, 'mobileNum').username.required).toBe(false);
    expect(registerRules(info, 'mobileNum').mobileNum.required).toBe(true);
  });

  it('checks the confirmation against the password', () => {
    const rules = registerRules(info, 'username');
    const values = { ...EMPTY_VALUES, password: 'abc123' };
    expect(checkRegisterField('confirmPassword', values, rules)).toEqual({
      key: 'messages.in_incorrect_password',
    });
    expect(
      checkRegisterField('confirmPassword', { ...values, confirmPassword: 'abc124' }, rules),
    ).toEqual({ key: 'messages.in_confirmation_correct' });
    expect(
      checkRegisterField('confirmPassword', { ...values, confirmPassword: 'abc123' }, rules),
    ).toBeNull();
  });

  it('sends fields the form does not show as empty strings, the dialing code only with a number', () => {
    const rules = registerRules(info, 'username');
    const body = buildRegisterBody({
      method: 'username',
      values: { ...EMPTY_VALUES, username: ' lotus88 ', nickname: ' Lo ', payeeName: 'hidden' },
      rules,
      dialingCode: '+84',
      affiliateCode: '',
      needsSmsCode: false,
      captcha: null,
    });
    expect(body).toMatchObject({
      username: 'lotus88',
      nickname: 'Lo',
      payeeName: '',
      countryDialingCode: '',
      mobileNum: '',
      verificationCode: '',
      captcha: '',
      captchaId: '',
    });
  });
});
