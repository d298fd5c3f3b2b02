import type { MemberInfo } from '@app/contracts';
import type { MemberRow } from '../auth/auth.repository.ts';

/** Shows the first 4 and last 3 digits of a number: +84912***678. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 7
    ? `${mobile.slice(0, 2)}***`
    : `${mobile.slice(0, mobile.length - 7)}***${mobile.slice(-3)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name, domain] = email.split('@');
  if (!name || !domain) return null;
  return `${name.slice(0, 2)}***@${domain}`;
}

/** spec §3 Member info. */
export function toMemberInfo(member: MemberRow): MemberInfo {
  return {
    id: member.id,
    account: member.account,
    accountNo: member.accountNo,
    nickname: member.nickname,
    type: member.type,
    clubLabel: { labelName: member.clubLabel },
    memberLabel: member.labels.map((labelName) => ({ labelName })),
    mobileNum: maskMobile(member.mobileNum),
    email: maskEmail(member.email),
    hasPassword: !member.passwordHash.startsWith('!'),
    firstTimeLogin: member.mustChangePassword,
  };
}
