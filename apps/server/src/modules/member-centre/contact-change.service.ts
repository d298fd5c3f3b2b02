import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  EMAIL_PATTERN,
  type ContactChangeBody,
  type ContactChangeValue,
  type ContactConfirmBody,
  type ContactKind,
  type SiteLanguage,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { contactChanges, members } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { normaliseMobile, type AuthDeps } from '../auth/auth.service.ts';
import { reauthenticate } from '../auth/reauth.service.ts';
import { maskEmail, maskMobile } from '../member/member.service.ts';
import { smsCodeText } from '../notify/messages.ts';
import { findProfile, updateMemberContact, upsertProfile } from './profile.repository.ts';

// Binding or changing the mobile number and e-mail with codes to the old and the new address
// (docs/decisions/2026-11-25-contact-binding.md).

const CODE_TTL_MS = 10 * 60_000;
const RESEND_MS = 60_000;
const MAX_ATTEMPTS = 5;

export type ContactDeps = Pick<AuthDeps, 'db' | 'settings' | 'sms' | 'mail'>;

const hashCode = (address: string, code: string) =>
  createHash('sha256').update(`contact:${address.toLowerCase()}:${code}`).digest('hex');

function sameHash(hash: string, address: string, code: string | undefined): boolean {
  if (!code) return false;
  const given = Buffer.from(hashCode(address, code.trim()), 'hex');
  return timingSafeEqual(given, Buffer.from(hash, 'hex'));
}

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

function codeMail(language: SiteLanguage, siteName: string, code: string) {
  return language === 'EN'
    ? {
        subject: `${siteName}: your verification code`,
        text: `${code} is your verification code. It expires in 10 minutes. If you did not ask for it, change your password.`,
      }
    : {
        subject: `${siteName}: mã xác minh`,
        text: `${code} là mã xác minh của bạn, hiệu lực trong 10 phút. Nếu bạn không yêu cầu, hãy đổi mật khẩu.`,
      };
}

type Target = { value: string; countryDialingCode: string | null };

/** The new address, normalised and checked: a full mobile number or a trimmed e-mail. */
function targetOf(member: MemberRow, body: ContactChangeBody): Target {
  if (body.kind === 'email') {
    const email = body.value.trim();
    if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
      throw new AppError('profile.email_invalid', { value: { field: 'body.value' } });
    }
    return { value: email, countryDialingCode: null };
  }
  const mobile = normaliseMobile(
    body.value,
    body.countryDialingCode ?? member.countryDialingCode ?? '+84',
  );
  if (mobile.national.length < 6 || mobile.national.length > 14) {
    throw new AppError('profile.mobile_invalid', { value: { field: 'body.value' } });
  }
  return { value: mobile.full, countryDialingCode: mobile.cc };
}

async function send(
  deps: ContactDeps,
  kind: ContactKind,
  to: string,
  code: string,
  language: SiteLanguage,
) {
  const site = await deps.settings.site();
  if (kind === 'mobile') {
    await deps.sms.send({
      to,
      text: smsCodeText(language, site.siteName, code, CODE_TTL_MS / 60_000),
    });
  } else {
    await deps.mail.send({ to, ...codeMail(language, site.siteName, code) });
  }
}

const mask = (kind: ContactKind, value: string) =>
  (kind === 'mobile' ? maskMobile(value) : maskEmail(value)) ?? value;

/**
 * Starts a binding or change: the login password again, then a code to the new address and, when
 * the member has a verified address of that kind, a code to the old one. Replaces a pending one;
 * one a minute.
 */
export async function requestContactChange(
  deps: ContactDeps,
  member: MemberRow,
  body: ContactChangeBody,
): Promise<ContactChangeValue> {
  const target = targetOf(member, body);
  await reauthenticate(deps.db, member, body.loginPassword);
  const profile = await findProfile(deps.db, member.id);
  const current = body.kind === 'mobile' ? member.mobileNum : member.email;
  const verified =
    !!current && !!(body.kind === 'mobile' ? profile?.mobileVerifiedAt : profile?.emailVerifiedAt);
  const same = !!current && current.toLowerCase() === target.value.toLowerCase();
  if (same && verified) throw new AppError('contact.unchanged');
  if (body.kind === 'mobile' && !same) {
    const [taken] = await deps.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.mobileNum, target.value));
    if (taken) throw new AppError('profile.mobile_exists', { value: { field: 'body.value' } });
  }
  const [pending] = await deps.db
    .select({ createdAt: contactChanges.createdAt })
    .from(contactChanges)
    .where(and(eq(contactChanges.memberId, member.id), eq(contactChanges.kind, body.kind)));
  const since = pending ? Date.now() - pending.createdAt.getTime() : Infinity;
  if (since < RESEND_MS) {
    throw new AppError('sms.too_soon', {
      value: { retryAfter: Math.ceil((RESEND_MS - since) / 1000) },
    });
  }
  // The old address is asked too when it is proved to be the member's (not for the same one).
  const old = verified && !same ? current : null;
  const newCodeValue = newCode();
  const oldCodeValue = old ? newCode() : null;
  const expiresAt = new Date(Date.now() + CODE_TTL_MS);
  const row = {
    memberId: member.id,
    kind: body.kind,
    newValue: target.value,
    countryDialingCode: target.countryDialingCode,
    newCodeHash: hashCode(target.value, newCodeValue),
    oldCodeHash: old && oldCodeValue ? hashCode(old, oldCodeValue) : null,
    attempts: 0,
    createdAt: new Date(),
    expiresAt,
  };
  await deps.db
    .insert(contactChanges)
    .values(row)
    .onConflictDoUpdate({ target: [contactChanges.memberId, contactChanges.kind], set: row });
  const site = await deps.settings.site();
  const language = body.language ?? site.defaultLanguage;
  await send(deps, body.kind, target.value, newCodeValue, language);
  if (old && oldCodeValue) await send(deps, body.kind, old, oldCodeValue, language);
  return {
    kind: body.kind,
    newAddress: mask(body.kind, target.value),
    oldAddress: old ? mask(body.kind, old) : null,
    expirationTime: expiresAt.getTime(),
  };
}

/**
 * Confirms with the codes: both right (or the new one for a first binding) changes the address
 * and marks it verified, in one transaction under the pending row's lock; five wrong tries or
 * the expiry end it.
 */
export async function confirmContactChange(
  deps: ContactDeps,
  member: MemberRow,
  body: ContactConfirmBody,
): Promise<void> {
  const invalid = () => new AppError('contact.code_invalid', { value: { field: 'body.newCode' } });
  const ok = await confirmInTransaction(deps, member, body).catch((err: unknown) => {
    // Another account took the number since the codes were sent.
    if (isUniqueViolation(err)) {
      throw new AppError('profile.mobile_exists', { value: { field: 'body.newCode' } });
    }
    throw err;
  });
  if (!ok) throw invalid();
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function confirmInTransaction(
  deps: ContactDeps,
  member: MemberRow,
  body: ContactConfirmBody,
): Promise<boolean> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .select()
      .from(contactChanges)
      .where(and(eq(contactChanges.memberId, member.id), eq(contactChanges.kind, body.kind)))
      .for('update');
    if (!row || row.expiresAt.getTime() < Date.now() || row.attempts >= MAX_ATTEMPTS) return false;
    const current = body.kind === 'mobile' ? member.mobileNum : member.email;
    const right =
      sameHash(row.newCodeHash, row.newValue, body.newCode) &&
      (row.oldCodeHash === null || (!!current && sameHash(row.oldCodeHash, current, body.oldCode)));
    if (!right) {
      await tx
        .update(contactChanges)
        .set({ attempts: sql`${contactChanges.attempts} + 1` })
        .where(and(eq(contactChanges.memberId, member.id), eq(contactChanges.kind, body.kind)));
      return false;
    }
    await tx
      .delete(contactChanges)
      .where(and(eq(contactChanges.memberId, member.id), eq(contactChanges.kind, body.kind)));
    const now = new Date();
    if (body.kind === 'mobile') {
      await updateMemberContact(tx, member.id, {
        mobileNum: row.newValue,
        countryDialingCode: row.countryDialingCode,
      });
      await upsertProfile(tx, member.id, { mobileVerifiedAt: now });
    } else {
      await updateMemberContact(tx, member.id, { email: row.newValue });
      await upsertProfile(tx, member.id, { emailVerifiedAt: now });
    }
    return true;
  });
}
