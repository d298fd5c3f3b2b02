import { validateField, type FieldRule, type SiteInfo } from '@app/contracts';

export type RegisterMethod = 'username' | 'mobileNum';

type AccountValues = { username: string; mobileNum: string };

/** spec §2 Register: the methods the whitelabel flags offer, username first. */
export function offeredMethods(
  flags: Pick<SiteInfo['whitelabel'], 'USERNAMEREG3' | 'MOBILENUMREG3'>,
): RegisterMethod[] {
  const offered: RegisterMethod[] = [];
  if (flags.USERNAMEREG3 === true) offered.push('username');
  if (flags.MOBILENUMREG3 === true) offered.push('mobileNum');
  return offered;
}

/** spec §2 Register: mobileNum when mobile registration is on and username registration off. */
export function defaultRegisterMethod(info: SiteInfo): RegisterMethod {
  return info.whitelabel.MOBILENUMREG3 === true && info.whitelabel.USERNAMEREG3 !== true
    ? 'mobileNum'
    : 'username';
}

/**
 * spec §2 "switching copies the mobile number": the number moves to the other method's field when
 * that field is empty and the value is valid there (a mobile number is rarely a valid username).
 */
export function copyOnSwitch(
  to: RegisterMethod,
  values: AccountValues,
  rules: { username: FieldRule; mobileNum: FieldRule },
): AccountValues {
  if (to === 'username' && !values.username && values.mobileNum) {
    const ok = validateField({ ...rules.username, required: true }, values.mobileNum) === null;
    return ok ? { ...values, username: values.mobileNum } : values;
  }
  if (to === 'mobileNum' && !values.mobileNum && values.username) {
    const ok = validateField({ ...rules.mobileNum, required: true }, values.username) === null;
    return ok ? { ...values, mobileNum: values.username } : values;
  }
  return values;
}
