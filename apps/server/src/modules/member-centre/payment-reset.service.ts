import type {
  PaymentResetCodeBody,
  PaymentResetCodeValue,
  ResetPaymentPasswordBody,
  SiteLanguage,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { consumeSmsCode, issueSmsCode, type AuthDeps } from '../auth/auth.service.ts';
import { reauthenticate } from '../auth/reauth.service.ts';
import { maskMobile } from '../member/member.service.ts';
import { findPaymentPasswordHash } from '../withdraw/withdraw.repository.ts';
import { findProfile } from './profile.repository.ts';
import { replacePaymentPassword } from './security.repository.ts';

// A forgotten payment password, reset by a code sent to the verified mobile number
// (docs/decisions/2026-11-25-payment-password-reset.md).

/** The SMS codes' purpose: a code for signing in or registering never resets it. */
const PURPOSE = 'payment_reset';

export type PaymentResetDeps = Pick<AuthDeps, 'db' | 'settings' | 'sms'>;

/** The member's verified mobile number, or `security.mobile_unverified`. */
async function verifiedMobile(deps: PaymentResetDeps, member: MemberRow): Promise<string> {
  const profile = await findProfile(deps.db, member.id);
  if (!member.mobileNum || !profile?.mobileVerifiedAt) {
    throw new AppError('security.mobile_unverified');
  }
  return member.mobileNum;
}

async function paymentHash(deps: PaymentResetDeps, member: MemberRow): Promise<string> {
  const hash = await findPaymentPasswordHash(deps.db, member.id);
  if (!hash) throw new AppError('withdraw.payment_password_not_set');
  return hash;
}

/** Sends the reset code to the verified mobile (one a minute, 5 minutes to live, single use). */
export async function sendPaymentResetCode(
  deps: PaymentResetDeps,
  member: MemberRow,
  body: PaymentResetCodeBody,
): Promise<PaymentResetCodeValue> {
  await paymentHash(deps, member);
  const mobile = await verifiedMobile(deps, member);
  const site = await deps.settings.site();
  const language: SiteLanguage = body.language ?? site.defaultLanguage;
  const sent = await issueSmsCode(deps, mobile, PURPOSE, language);
  return { mobile: maskMobile(mobile)!, ...sent };
}

/**
 * Sets a new payment password: the login password again first (the shared re-authentication
 * counter, ASVS 7.5.1), then the code (used up once it matches; five wrong tries end it), then
 * the new 6 digits twice. The replacement is a compare-and-swap on the hash read before.
 */
export async function resetPaymentPassword(
  deps: PaymentResetDeps,
  member: MemberRow,
  body: ResetPaymentPasswordBody,
): Promise<void> {
  if (body.paymentPassword !== body.confirmPaymentPassword) {
    throw new AppError('withdraw.confirm_mismatch', {
      value: { field: 'body.confirmPaymentPassword' },
    });
  }
  const oldHash = await paymentHash(deps, member);
  const mobile = await verifiedMobile(deps, member);
  await reauthenticate(deps.db, member, body.loginPassword);
  if (!(await consumeSmsCode(deps, mobile, PURPOSE, body.verificationCode))) {
    throw new AppError('sms.code_invalid', { value: { field: 'body.verificationCode' } });
  }
  const replaced = await replacePaymentPassword(
    deps.db,
    member.id,
    oldHash,
    await hashPassword(body.paymentPassword),
  );
  // Changed by another request since it was read: that one had the passwords too.
  if (!replaced)
    throw new AppError('sms.code_invalid', { value: { field: 'body.verificationCode' } });
}
