import { REGISTRATION_TYPE, STORAGE_KEYS, type RegisterBody } from '@app/contracts';
import { EXTRA_FIELDS, type RegisterRules, type RegisterValues } from './register-fields.ts';
import type { RegisterMethod } from './register-method.ts';

/** spec §3 registerMethod: where the visitor registers from. */
export function registerSource(): RegisterBody['registerMethod'] {
  if (window.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  try {
    if (window.localStorage.getItem(STORAGE_KEYS.webclip)) return 'WEBCLIP';
  } catch {
    // no storage: a plain mobile-web visit
  }
  return 'H5';
}

export type RegisterBodyInput = {
  method: RegisterMethod;
  values: RegisterValues;
  rules: RegisterRules;
  dialingCode: string;
  /** The link's checked code, else the one typed. */
  affiliateCode: string;
  needsSmsCode: boolean;
  /** The answer and the captcha's id, when the captcha is on. */
  captcha: { answer: string; captchaId: string } | null;
};

/**
 * spec §3 Registration payload: every field is sent, the ones the form does not show as empty
 * strings; the dialing code only with a mobile number.
 */
export function buildRegisterBody({
  method,
  values,
  rules,
  dialingCode,
  affiliateCode,
  needsSmsCode,
  captcha,
}: RegisterBodyInput): RegisterBody {
  const mobile = method === 'mobileNum' || values.mobileNum.trim() !== '';
  return {
    method,
    countryDialingCode: mobile ? dialingCode : '',
    registerUrl: window.location.host,
    registerMethod: registerSource(),
    username: method === 'username' ? values.username.trim() : '',
    password: values.password,
    confirmPassword: values.confirmPassword,
    affiliateCode,
    mobileNum: rules.mobileNum.enabled ? values.mobileNum.trim() : '',
    verificationCode: needsSmsCode ? values.verificationCode : '',
    captcha: captcha ? captcha.answer.trim() : '',
    captchaId: captcha ? captcha.captchaId : '',
    type: REGISTRATION_TYPE,
    domain: window.location.hostname,
    // spec §3: the optional fields are sent as empty strings.
    ...Object.fromEntries(
      EXTRA_FIELDS.map((name) => [
        name,
        rules.extra.some((r) => r.name === name) ? values[name].trim() : '',
      ]),
    ),
  };
}
