import {
  EMAIL_PATTERN,
  MESSAGING_IDS,
  nicknameProblem,
  type HeadIconBody,
  type PersonalInfo,
  type PersonalInfoBodySchema,
  type PlayerAvatar,
} from '@app/contracts';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { normaliseMobile } from '../auth/auth.service.ts';
import { reauthenticate } from '../auth/reauth.service.ts';
import { maskEmail, maskMobile } from '../member/member.service.ts';
import { insertMediaImage } from '../media/uploads.repository.ts';
import { uploadedImageUrl } from '../media/uploads.service.ts';
import { processAvatar } from './avatar-image.ts';
import {
  findProfile,
  setOnce,
  updateMemberContact,
  upsertProfile,
  type ProfilePatch,
  type ProfileRow,
} from './profile.repository.ts';

// My account (spec §2 /m/myAccount/index, §7 personal info, nickname, head icon):
// docs/decisions/2026-11-24-member-centre.md.

const PAYEE_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,63}$/u;
const MESSAGING_PATTERN = /^[\p{L}\p{N}._\-+@ ]{1,128}$/u;
const MIN_AGE_YEARS = 18;

function avatarOf(profile: ProfileRow | undefined): PlayerAvatar {
  if (!profile?.avatar || !profile.avatarType) return { avatar: null, avatarType: null };
  return { avatar: profile.avatar, avatarType: profile.avatarType as 'STATIC' | 'CUSTOM' };
}

function toPersonalInfo(member: MemberRow, profile: ProfileRow | undefined): PersonalInfo {
  return {
    account: member.account,
    accountNo: member.accountNo,
    nickname: member.nickname,
    payeeName: profile?.payeeName ?? null,
    email: maskEmail(member.email),
    emailVerified: !!member.email && !!profile?.emailVerifiedAt,
    mobileNum: maskMobile(member.mobileNum),
    mobileVerified: !!member.mobileNum && !!profile?.mobileVerifiedAt,
    birthday: profile?.birthday ?? null,
    zalo: profile?.zalo ?? null,
    facebook: profile?.facebook ?? null,
    whatsapp: profile?.whatsapp ?? null,
    line: profile?.line ?? null,
    wechat: profile?.wechat ?? null,
    qqNum: profile?.qqNum ?? null,
    avatar: avatarOf(profile),
  };
}

/** The member's personal info as My account shows it. */
export async function getPersonalInfo(db: Db, member: MemberRow): Promise<PersonalInfo> {
  return toPersonalInfo(member, await findProfile(db, member.id));
}

/** Reads the member again after a change (the request's row is from before it). */
async function freshInfo(db: Db, member: MemberRow, patch: Partial<MemberRow>) {
  return toPersonalInfo({ ...member, ...patch }, await findProfile(db, member.id));
}

const invalid = (code: 'profile.email_invalid' | 'profile.mobile_invalid', field: string) =>
  new AppError(code, { value: { field: `body.${field}` } });

/** A real date, not in the future, at least MIN_AGE_YEARS ago and after 1900. */
export function isAdultBirthday(value: string, now = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return false;
  if (year < 1900) return false;
  const adultFrom = new Date(
    Date.UTC(now.getUTCFullYear() - MIN_AGE_YEARS, now.getUTCMonth(), now.getUTCDate()),
  );
  return date.getTime() <= adultFrom.getTime();
}

/**
 * Changes the fields sent (see updatePersonalInfoEndpoint): every field is checked before
 * anything is written, so a refusal changes nothing.
 */
export async function updatePersonalInfo(
  db: Db,
  member: MemberRow,
  body: z.output<typeof PersonalInfoBodySchema>,
): Promise<PersonalInfo> {
  const profilePatch: ProfilePatch = {};
  for (const key of MESSAGING_IDS) {
    const value = body[key]?.trim();
    if (value === undefined) continue;
    if (value !== '' && !MESSAGING_PATTERN.test(value)) {
      throw new AppError('profile.messaging_invalid', { value: { field: `body.${key}` } });
    }
    profilePatch[key] = value || null;
  }

  const payeeName = body.payeeName?.trim().replace(/\s+/g, ' ');
  if (payeeName !== undefined && !PAYEE_NAME_PATTERN.test(payeeName)) {
    throw new AppError('profile.payee_name_invalid', { value: { field: 'body.payeeName' } });
  }
  const birthday = body.birthday?.trim();
  if (birthday !== undefined && !isAdultBirthday(birthday)) {
    throw new AppError('profile.birthday_invalid', { value: { field: 'body.birthday' } });
  }

  const contact: { email?: string; mobileNum?: string; countryDialingCode?: string } = {};
  const email = body.email?.trim();
  if (email !== undefined && email.toLowerCase() !== member.email?.toLowerCase()) {
    if (email.length > 254 || !EMAIL_PATTERN.test(email))
      throw invalid('profile.email_invalid', 'email');
    contact.email = email;
  }
  if (body.mobileNum !== undefined && body.mobileNum.trim() !== '') {
    const mobile = normaliseMobile(
      body.mobileNum,
      body.countryDialingCode ?? member.countryDialingCode ?? '',
    );
    if (mobile.national.length < 6 || mobile.national.length > 14) {
      throw invalid('profile.mobile_invalid', 'mobileNum');
    }
    if (mobile.full !== member.mobileNum) {
      contact.mobileNum = mobile.full;
      contact.countryDialingCode = mobile.cc;
    }
  }
  // ASVS 7.5.1: the addresses a password reset goes to change only with the password again.
  if (contact.email !== undefined || contact.mobileNum !== undefined) {
    if (!body.loginPassword) {
      throw new AppError('profile.reauth_required', { value: { field: 'body.loginPassword' } });
    }
    await reauthenticate(db, member, body.loginPassword);
  }

  const current = await findProfile(db, member.id);
  if (payeeName !== undefined && current?.payeeName && current.payeeName !== payeeName) {
    throw new AppError('profile.payee_name_set', { value: { field: 'body.payeeName' } });
  }
  if (birthday !== undefined && current?.birthday && current.birthday !== birthday) {
    throw new AppError('profile.birthday_set', { value: { field: 'body.birthday' } });
  }

  await db.transaction(async (tx) => {
    if (payeeName !== undefined && !current?.payeeName) {
      if (!(await setOnce(tx, member.id, 'payeeName', payeeName))) {
        throw new AppError('profile.payee_name_set', { value: { field: 'body.payeeName' } });
      }
    }
    if (birthday !== undefined && !current?.birthday) {
      if (!(await setOnce(tx, member.id, 'birthday', birthday))) {
        throw new AppError('profile.birthday_set', { value: { field: 'body.birthday' } });
      }
    }
    // A new address is not proved to be the member's until it is confirmed.
    if (contact.email !== undefined) profilePatch.emailVerifiedAt = null;
    if (contact.mobileNum !== undefined) profilePatch.mobileVerifiedAt = null;
    if (Object.keys(profilePatch).length > 0) await upsertProfile(tx, member.id, profilePatch);
    if (Object.keys(contact).length > 0) {
      try {
        await updateMemberContact(tx, member.id, contact);
      } catch (err) {
        if (isMobileTaken(err)) {
          throw new AppError('profile.mobile_exists', { value: { field: 'body.mobileNum' } });
        }
        throw err;
      }
    }
  });
  return freshInfo(db, member, contact);
}

function isMobileTaken(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; depth++) {
    const { code, constraint, message } = e as {
      code?: unknown;
      constraint?: string;
      message?: string;
    };
    if (code === '23505') return `${constraint ?? ''} ${message ?? ''}`.includes('mobile');
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** spec §7 nickname: the rules of `nicknameProblem`, trimmed. */
export async function setNickname(db: Db, member: MemberRow, raw: string): Promise<PersonalInfo> {
  const problem = nicknameProblem(raw);
  if (problem) {
    throw new AppError(`profile.nickname_${problem}`, { value: { field: 'body.nickname' } });
  }
  const nickname = raw.trim();
  await updateMemberContact(db, member.id, { nickname });
  return freshInfo(db, member, { nickname });
}

/** spec §7 head icon GET. */
export async function getHeadIcon(db: Db, member: MemberRow): Promise<PlayerAvatar> {
  return avatarOf(await findProfile(db, member.id));
}

/** spec §7 head icon POST: a STATIC name, or a CUSTOM upload checked, resized and stripped. */
export async function setHeadIcon(
  db: Db,
  member: MemberRow,
  body: HeadIconBody,
): Promise<PlayerAvatar> {
  let avatar: PlayerAvatar;
  if (body.avatarType === 'STATIC') {
    avatar = { avatar: body.avatar, avatarType: 'STATIC' };
  } else {
    const image = await processAvatar(body.data);
    await insertMediaImage(db, {
      sha256: image.sha256,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      data: image.data,
    });
    avatar = { avatar: uploadedImageUrl(image.sha256, image.contentType), avatarType: 'CUSTOM' };
  }
  await upsertProfile(db, member.id, { avatar: avatar.avatar, avatarType: avatar.avatarType });
  return avatar;
}
