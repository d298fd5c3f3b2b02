import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { RegisterBodySchema } from '@app/contracts';
import { resolveInvitationCode } from '../agents/agents.service.ts';
import { applyInvitationRates } from '../rebates/rebates.service.ts';
import { recordReferral, resolveReferralCode } from '../referrals/referrals.service.ts';
import { assertMaySignIn } from '../protection/protection.service.ts';
import { checkSecondFactor } from '../member-centre/totp.service.ts';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  EncryptedBodySchema,
  LoginPayloadSchema,
  ruleFor,
  validateField,
  validateForm,
  VALIDATION_MESSAGES,
  type FieldRule,
  type OAuthProvider,
  type RegisterValue,
  type SessionValue,
  type SiteInfo,
  type SiteLanguage,
  type TrialValue,
  type ValidationMessage,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { SettingsStore } from '../system/settings-store.ts';
import type { Mailer, SmsProvider } from '../notify/notify.ts';
import { passwordResetMail, smsCodeText } from '../notify/messages.ts';
import {
  clearFailures,
  consumePasswordReset,
  countSmsAttempt,
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  insertMember,
  insertPasswordReset,
  insertSmsCode,
  latestSmsCode,
  markSmsCodeUsed,
  readFailures,
  recordFailure,
  updatePasswordHash,
  useNonce,
  type MemberRow,
} from './auth.repository.ts';
import { checkCaptcha } from './captcha.service.ts';
import { hasControlCharacter, passwordPolicyProblem } from './password-policy.ts';
import type { LoginKeys } from './login-crypto.ts';
import type { OAuthConfig } from './oauth.service.ts';
import {
  closeAllSessions,
  closeSession,
  hashToken,
  openSession,
  resolveToken,
  type RequestMeta,
} from './session.service.ts';
import { fundTrialWallet } from '../ledger/ledger.service.ts';
import { upsertProfile } from '../member-centre/profile.repository.ts';

/** What the identity rules need; built once per app in auth.routes.ts. */
export type AuthDeps = {
  oauth: Partial<Record<OAuthProvider, OAuthConfig>>;
  db: Db;
  settings: SettingsStore;
  loginKeys: LoginKeys;
  sms: SmsProvider;
  mail: Mailer;
  publicUrl: string;
  /** Development: SMS, mail and captcha answers go to the dev outbox. */
  devOutbox: boolean;
  captchaKind: 'equation' | 'text';
};

// ---- policy (ASVS V2: ≤100 failures an hour per account; here at most 10 per 15 minutes)
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_SECONDS = 15 * 60;
/** An encrypted login body is accepted within this many ms of its timestamp, once. */
export const LOGIN_BODY_WINDOW_MS = 5 * 60 * 1000;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

const DEFAULT_DIALING_CODE = '+84';

/** A precomputed hash so that an unknown account costs the same as a wrong password. */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

function invalid(field: string, message: ValidationMessage | string): AppError {
  return new AppError('request.invalid', {
    message: `body.${field}: ${message}`,
    value: { field: `body.${field}`, issues: [{ field: `body.${field}`, message }] },
  });
}

/** The first failing rule among `checks`, as a 400 naming its field. */
function assertRules(checks: [FieldRule, string | undefined][]): void {
  for (const [rule, value] of checks) {
    const message = validateField(rule, value);
    if (message) throw invalid(rule.name, message);
  }
}

/** Digits of a national mobile number, without a leading trunk zero when a dialing code is given. */
export function normaliseMobile(
  mobileNum: string,
  dialingCode: string,
): { cc: string; national: string; full: string } {
  const cc = /^\+?\d{1,4}$/.test(dialingCode)
    ? `+${dialingCode.replace('+', '')}`
    : DEFAULT_DIALING_CODE;
  const national = mobileNum.replace(/\D/g, '').replace(/^0+/, '');
  return { cc, national, full: `${cc}${national}` };
}

function isUniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '23505') {
      const text = `${(e as { constraint?: string }).constraint ?? ''} ${(e as { message?: string }).message ?? ''}`;
      return text;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

async function sessionValue(
  deps: AuthDeps,
  member: MemberRow,
  meta: RequestMeta,
): Promise<SessionValue> {
  const site = await deps.settings.site();
  const token = await openSession(deps.db, member, meta);
  return {
    token,
    userName: member.account,
    nickname: member.nickname,
    customerType: member.type,
    firstTimeLogin: member.mustChangePassword,
    merchantCode: site.merchantCode,
  };
}

/**
 * Trades a session handed over through an address (`?token=`) or a provider's callback cookie for a
 * fresh one: the given token is revoked first, so it signs in nobody afterwards and only one of
 * two concurrent exchanges gets a session.
 */
export async function exchangeSession(
  deps: AuthDeps,
  given: string | undefined,
  meta: RequestMeta,
): Promise<SessionValue> {
  const member = given ? await resolveToken(deps.db, given) : undefined;
  if (!member || !given || !(await closeSession(deps.db, given))) {
    throw new AppError('auth.session_expired');
  }
  return sessionValue(deps, member, meta);
}

// ---- login

/**
 * spec §3/§4 Login: the body must be encrypted (scheme in the encryption header), fresh and never
 * seen before. A wrong password and an unknown account get the same answer; after a failure the
 * next attempt needs a captcha (error value `{ captcha: true }`), and ten failures in 15 minutes
 * lock the account name for 15 minutes.
 */
export async function login(
  deps: AuthDeps,
  headers: Record<string, string | string[] | undefined>,
  rawBody: unknown,
  meta: RequestMeta,
): Promise<SessionValue> {
  if (headers[ENCRYPTION_HEADER] !== ENCRYPTION_SCHEME)
    throw new AppError('auth.encryption_required');
  const envelope = EncryptedBodySchema.safeParse(rawBody);
  if (!envelope.success) throw new AppError('auth.encryption_required');
  const parsed = LoginPayloadSchema.safeParse(await deps.loginKeys.decrypt(envelope.data));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(String(issue?.path.join('.') ?? 'body'), issue?.message ?? 'invalid');
  }
  const payload = parsed.data;
  if (Math.abs(Date.now() - payload.timestamp) > LOGIN_BODY_WINDOW_MS)
    throw new AppError('auth.replayed');
  if (!(await useNonce(deps.db, payload.nonce, new Date(Date.now() + 2 * LOGIN_BODY_WINDOW_MS)))) {
    throw new AppError('auth.replayed');
  }
  const site = await deps.settings.site();
  if (payload.type === 'username') return loginWithPassword(deps, site, payload, meta);
  if (payload.type === 'sms') return loginWithSms(deps, site, payload, meta);
  throw new AppError('oauth.not_configured');
}

type Payload = z.output<typeof LoginPayloadSchema>;

async function guardFailures(deps: AuthDeps, key: string, payload: Payload): Promise<void> {
  const record = await readFailures(deps.db, key);
  const inWindow =
    record && Date.now() - record.windowStartedAt.getTime() < FAILURE_WINDOW_SECONDS * 1000;
  if (record?.lockedUntil && record.lockedUntil.getTime() > Date.now()) {
    throw new AppError('auth.locked', { value: { captcha: true } });
  }
  if (inWindow && record.failures > 0) {
    if (!payload.captcha) throw new AppError('auth.captcha_required', { value: { captcha: true } });
    if (!(await checkCaptcha(deps.db, payload.captchaId, payload.captcha))) {
      await recordFailure(deps.db, key, FAILURE_WINDOW_SECONDS, LOCK_AFTER_FAILURES, LOCK_SECONDS);
      throw new AppError('auth.captcha_invalid', { value: { captcha: true } });
    }
  }
}

async function fail(deps: AuthDeps, key: string): Promise<never> {
  const row = await recordFailure(
    deps.db,
    key,
    FAILURE_WINDOW_SECONDS,
    LOCK_AFTER_FAILURES,
    LOCK_SECONDS,
  );
  if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
    throw new AppError('auth.locked', { value: { captcha: true } });
  }
  throw new AppError('auth.invalid_credentials', { value: { captcha: true } });
}

/**
 * A member with an authenticator app on gives its code (or a recovery code) after the right
 * password or SMS code (docs/decisions/2026-11-25-member-totp.md): none is `auth.totp_required`,
 * a wrong or reused one counts as a failed login (captcha next, then the lock).
 */
async function askSecondFactor(deps: AuthDeps, key: string, memberId: number, payload: Payload) {
  const ok = await checkSecondFactor(deps.db, memberId, payload.totpCode);
  if (ok === null || ok) return;
  if (!payload.totpCode?.trim()) {
    throw new AppError('auth.totp_required', { value: { totp: true, captcha: false } });
  }
  const row = await recordFailure(
    deps.db,
    key,
    FAILURE_WINDOW_SECONDS,
    LOCK_AFTER_FAILURES,
    LOCK_SECONDS,
  );
  if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
    throw new AppError('auth.locked', { value: { captcha: true } });
  }
  throw new AppError('auth.totp_invalid', { value: { totp: true, captcha: true } });
}

async function loginWithPassword(
  deps: AuthDeps,
  site: SiteInfo,
  payload: Payload,
  meta: RequestMeta,
) {
  const username = payload.username.trim();
  if (!username || !payload.password) {
    throw new AppError('request.invalid', {
      message: 'Please enter the username and password',
      value: {
        field: 'body.username',
        issues: [{ field: 'body.username', message: 'validation.username_password_required' }],
      },
    });
  }
  // Format rules apply to what a person types; a malformed name cannot exist, so it fails like a
  // wrong one. A control character (NUL above all, which no database text may hold) never reaches
  // the database: no account has one.
  if (hasControlCharacter(username)) {
    throw new AppError('auth.invalid_credentials');
  }
  const key = `acct:${username.toLowerCase()}`;
  await guardFailures(deps, key, payload);
  const member = await findMemberByAccount(deps.db, username);
  const ok = member
    ? await verifyPassword(payload.password, member.passwordHash)
    : (await verifyPassword(payload.password, await getDummyHash()), false);
  if (!member || !ok) return fail(deps, key);
  if (member.status !== 'active') throw new AppError('account.disabled');
  void site;
  await askSecondFactor(deps, key, member.id, payload);
  await clearFailures(deps.db, key);
  await assertMaySignIn(deps.db, member.id, payload.toWithdraw === true, new Date());
  return sessionValue(deps, member, meta);
}

async function loginWithSms(deps: AuthDeps, site: SiteInfo, payload: Payload, meta: RequestMeta) {
  if (!site.whitelabel.SMSLOGIN3)
    throw new AppError('module.disabled', { value: { module: 'SMSLOGIN3' } });
  const mobile = normaliseMobile(payload.mobileNum, payload.countryDialingCode);
  assertRules([
    [
      ruleFor(site.fieldRules, 'loginMobileNum', { required: true, type: 'mobile' }),
      mobile.national,
    ],
    [ruleFor(site.fieldRules, 'verificationCode', { required: true }), payload.verificationCode],
  ]);
  const key = `mobile:${mobile.full}`;
  await guardFailures(deps, key, payload);
  const member = await findMemberByMobile(deps.db, mobile.full);
  const ok = await consumeSmsCode(deps, mobile.full, 'login', payload.verificationCode);
  if (!member || !ok) return fail(deps, key);
  if (member.status !== 'active') throw new AppError('account.disabled');
  await askSecondFactor(deps, key, member.id, payload);
  await clearFailures(deps.db, key);
  await assertMaySignIn(deps.db, member.id, payload.toWithdraw === true, new Date());
  return sessionValue(deps, member, meta);
}

// ---- SMS codes

function hashCode(mobile: string, code: string): string {
  return createHash('sha256').update(`${mobile}:${code}`).digest('hex');
}

/**
 * Sends a 6-digit code (single use, 5 minutes, at most one a minute per number and purpose) and
 * answers its expiry time (spec §3 SMS request, §4 countdown).
 */
export async function sendSmsCode(
  deps: AuthDeps,
  body: {
    mobileNum: string;
    countryDialingCode: string;
    purpose: 'register' | 'login' | 'reset';
    language?: SiteLanguage | undefined;
  },
): Promise<{ expirationTime: number; resendAfter: number }> {
  const site = await deps.settings.site();
  const mobile = normaliseMobile(body.mobileNum, body.countryDialingCode);
  assertRules([
    [
      ruleFor(site.fieldRules, 'loginMobileNum', { required: true, type: 'mobile' }),
      mobile.national,
    ],
  ]);
  if (body.purpose === 'login' && !site.whitelabel.SMSLOGIN3) {
    throw new AppError('module.disabled', { value: { module: 'SMSLOGIN3' } });
  }
  return issueSmsCode(deps, mobile.full, body.purpose, body.language ?? site.defaultLanguage);
}

/**
 * Sends a fresh single-use code to a full number (+84…) for a purpose: one a minute per number
 * and purpose (`sms.too_soon`), 5 minutes to live. Shared by the auth calls and the security
 * centre's payment-password reset.
 */
export async function issueSmsCode(
  deps: Pick<AuthDeps, 'db' | 'settings' | 'sms'>,
  mobileFull: string,
  purpose: string,
  language: SiteLanguage,
): Promise<{ expirationTime: number; resendAfter: number }> {
  const site = await deps.settings.site();
  const mobile = { full: mobileFull };
  const last = await latestSmsCode(deps.db, mobile.full, purpose);
  if (last && Date.now() - last.createdAt.getTime() < SMS_RESEND_MS) {
    throw new AppError('sms.too_soon', {
      value: {
        retryAfter: Math.ceil((SMS_RESEND_MS - (Date.now() - last.createdAt.getTime())) / 1000),
      },
    });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + SMS_CODE_TTL_MS);
  await insertSmsCode(deps.db, {
    mobile: mobile.full,
    purpose,
    codeHash: hashCode(mobile.full, code),
    expiresAt,
  });
  // A number with no account still gets a code for "reset" and "login" (answering otherwise would
  // tell who is a member); the code then matches nothing.
  await deps.sms.send({
    to: mobile.full,
    text: smsCodeText(language, site.siteName, code, SMS_CODE_TTL_MS / 60_000),
  });
  return { expirationTime: expiresAt.getTime(), resendAfter: Date.now() + SMS_RESEND_MS };
}

/**
 * The id of the live code for the number and purpose when `code` is it (counting the attempt), or
 * null. Checking does not use the code up: consumeSmsCode does, once.
 */
async function checkSmsCode(
  deps: Pick<AuthDeps, 'db'>,
  mobile: string,
  purpose: string,
  code: string,
): Promise<number | null> {
  const row = await latestSmsCode(deps.db, mobile, purpose);
  if (
    !row ||
    row.usedAt ||
    row.expiresAt.getTime() < Date.now() ||
    row.attempts >= SMS_MAX_ATTEMPTS
  )
    return null;
  const attempts = await countSmsAttempt(deps.db, row.id);
  if (attempts > SMS_MAX_ATTEMPTS) return null;
  const given = Buffer.from(hashCode(mobile, code.trim()), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) return null;
  return row.id;
}

/** True when `code` is the live code for the number and purpose; each code works once. */
export async function consumeSmsCode(
  deps: Pick<AuthDeps, 'db'>,
  mobile: string,
  purpose: string,
  code: string,
): Promise<boolean> {
  const id = await checkSmsCode(deps, mobile, purpose, code);
  return id !== null && markSmsCodeUsed(deps.db, id);
}

// ---- free play

/** spec §2 /m/trail: a fresh trial account (type 4) and its session. */
export async function startTrial(deps: AuthDeps, meta: RequestMeta): Promise<TrialValue> {
  const site = await deps.settings.site();
  const trialName = `trial_${randomBytes(5).toString('hex')}`;
  const member = await insertMember(deps.db, {
    account: trialName,
    nickname: null,
    type: 4,
    passwordHash: await getDummyHash(),
  });
  // Play money for the trial wallet, by a ledger transfer from trial funding.
  await fundTrialWallet(deps.db, member.id);
  const token = await openSession(deps.db, member, meta);
  return { token, trialName, merchantCode: site.merchantCode, customerType: 4 };
}

// ---- registration

/** A free generated account name for registrations by mobile without a username. */
async function generateAccount(deps: AuthDeps): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const candidate = `vn${randomInt(10_000_000, 100_000_000)}`;
    if (!(await findMemberByAccount(deps.db, candidate))) return candidate;
  }
  return `vn${randomBytes(6).toString('hex')}`;
}

/**
 * spec §2/§3/§5 Register: the server's field rules, the confirm rule, captcha when configured, the
 * invitation code, SMS verification for mobile when REGMOBVERF3 is on. The unique index on the
 * account name decides a race between two registrations of one name.
 */
export async function register(
  deps: AuthDeps,
  body: z.output<typeof RegisterBodySchema>,
  meta: RequestMeta,
): Promise<RegisterValue> {
  const site = await deps.settings.site();
  const flags = site.whitelabel;
  if (body.method === 'username' && !flags.USERNAMEREG3)
    throw new AppError('register.method_disabled');
  if (body.method === 'mobileNum' && !flags.MOBILENUMREG3)
    throw new AppError('register.method_disabled');

  const values: Record<string, string> = Object.fromEntries(
    Object.entries({ ...body, username: body.username.trim() }).map(([k, v]) => [k, String(v)]),
  );
  const fields = site.register.fields.filter(
    (f) => f.name !== 'captcha' && f.name !== 'affiliateCode',
  );
  // The method decides which of username and mobile number is asked for (spec §2 Register):
  // the chosen one is required, the other follows its rule only when it was filled in.
  const chosen = body.method === 'username' ? 'username' : 'mobileNum';
  const other = body.method === 'username' ? 'mobileNum' : 'username';
  const rules = fields.map((rule) => {
    if (rule.name === chosen) return { ...rule, enabled: true, required: true };
    if (rule.name === other) return { ...rule, required: false };
    return rule;
  });
  if (!rules.some((r) => r.name === 'password'))
    rules.push(ruleFor(site.fieldRules, 'password', { required: true }));
  if (!rules.some((r) => r.name === 'username')) {
    rules.push({
      name: 'username',
      enabled: true,
      required: body.method === 'username',
      min: 4,
      max: 16,
    });
  }
  const { errors, firstInvalid } = validateForm(rules, values, [
    'username',
    'mobileNum',
    'password',
    'confirmPassword',
    ...rules.map((r) => r.name),
  ]);
  if (firstInvalid) throw invalid(firstInvalid, errors[firstInvalid]!);
  const weak = passwordPolicyProblem(body.password, values.username || null);
  if (weak) throw invalid('password', weak);
  if (!body.confirmPassword) throw invalid('confirmPassword', 'validation.confirm_required');
  if (body.confirmPassword !== body.password)
    throw invalid('confirmPassword', 'validation.confirm_mismatch');

  if (site.register.captchaEnabled) {
    if (!body.captcha) throw invalid('captcha', 'validation.captcha_required');
    if (!(await checkCaptcha(deps.db, body.captchaId, body.captcha))) {
      throw new AppError('auth.captcha_invalid', { value: { field: 'body.captcha' } });
    }
  }

  // An agent's own invitation code or one of its invitation links places the new account under
  // that agent (docs/decisions/2026-11-24-agents.md); a link may open a sub-agent.
  // Otherwise a member's referral code records who invited the new member, and nothing more
  // (docs/decisions/2026-11-25-referrals.md): it never sets parent_id.
  let parentId: number | null = null;
  let memberType = 0;
  let invitation: Awaited<ReturnType<typeof resolveInvitationCode>> = null;
  let referrer: { memberId: number; code: string } | null = null;
  if (body.affiliateCode.trim()) {
    const code = body.affiliateCode.trim();
    invitation = await resolveInvitationCode(deps.db, code);
    if (invitation) {
      parentId = invitation.agent.id;
      memberType = invitation.memberType;
    } else {
      referrer = await resolveReferralCode(deps.db, code, flags.REFERRAL3);
      if (!referrer) {
        throw new AppError('register.invalid_invitation', {
          value: { field: 'body.affiliateCode' },
        });
      }
    }
  }

  let mobile: ReturnType<typeof normaliseMobile> | null = null;
  let mobileVerified = false;
  if (body.mobileNum) {
    mobile = normaliseMobile(body.mobileNum, body.countryDialingCode);
    if (body.method === 'mobileNum' && flags.REGMOBVERF3) {
      if (!body.verificationCode) throw invalid('verificationCode', 'validation.required');
      if (!(await consumeSmsCode(deps, mobile.full, 'register', body.verificationCode))) {
        throw new AppError('sms.code_invalid', { value: { field: 'body.verificationCode' } });
      }
      mobileVerified = true;
    }
  }

  const account =
    body.method === 'username' || body.username ? body.username : await generateAccount(deps);
  let member: MemberRow;
  try {
    member = await insertMember(deps.db, {
      account,
      nickname: body.nickname.trim() || null,
      type: memberType,
      passwordHash: await hashPassword(body.password),
      mobileNum: mobile?.full ?? null,
      countryDialingCode: mobile?.cc ?? null,
      email: body.email.trim() || null,
      parentId,
      registerSource: body.registerMethod,
      registerIp: meta.ip,
    });
  } catch (err) {
    const violation = isUniqueViolation(err);
    if (violation === null) throw err;
    if (violation.includes('mobile'))
      throw new AppError('register.mobile_exists', { value: { field: 'body.mobileNum' } });
    throw new AppError('register.username_exists', { value: { field: 'body.username' } });
  }
  if (referrer) await recordReferral(deps.db, member.id, referrer, meta.ip);
  // The rest of the registration payload (spec §3) is the member's personal info (My account).
  const optional = (value: string) => value.trim() || null;
  await upsertProfile(deps.db, member.id, {
    payeeName: optional(body.payeeName),
    zalo: optional(body.zalo),
    facebook: optional(body.facebook),
    whatsapp: optional(body.whatsapp),
    line: optional(body.line),
    wechat: optional(body.wechat),
    qqNum: optional(body.qqNum),
    mobileVerifiedAt: mobileVerified ? new Date() : null,
  });
  if (invitation?.rebates) {
    await applyInvitationRates(
      deps.db,
      member.id,
      invitation.agent,
      invitation.rebates,
      invitation.code,
    );
  }
  const session = await sessionValue(deps, member, meta);
  return { ...session, accountNo: member.accountNo };
}

// ---- password recovery and change

/**
 * spec §2 forgot by e-mail: when the username and e-mail match, a one-hour single-use link is
 * mailed. The answer is the same either way, so the form cannot be used to find accounts.
 */
export async function requestPasswordEmail(
  deps: AuthDeps,
  body: { username: string; email: string; language?: SiteLanguage | undefined },
): Promise<void> {
  // A request that could never match is refused as such, not answered "sent" (nothing is told
  // about who is a member either way).
  const username = body.username.trim();
  if (!username) throw invalid('username', VALIDATION_MESSAGES.required);
  const email = body.email.trim().toLowerCase();
  if (!email) throw invalid('email', VALIDATION_MESSAGES.required);
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    throw invalid('email', VALIDATION_MESSAGES.email);
  }
  const member = await findMemberByAccount(deps.db, username);
  if (!member || !member.email || member.email.toLowerCase() !== email || member.type === 4) {
    await getDummyHash();
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await insertPasswordReset(
    deps.db,
    hashToken(token),
    member.id,
    new Date(Date.now() + RESET_LINK_TTL_MS),
  );
  const site = await deps.settings.site();
  const mail = passwordResetMail(
    body.language ?? site.defaultLanguage,
    site.siteName,
    `${deps.publicUrl}/m/forget?resetToken=${token}`,
  );
  await deps.mail.send({ to: member.email, ...mail });
}

function checkNewPassword(
  site: SiteInfo,
  newPassword: string,
  confirm: string,
  account: string | null,
  field = 'newPassword',
) {
  const rule = { ...ruleFor(site.fieldRules, 'password', { required: true }), name: field };
  const message = validateField(rule, newPassword) ?? passwordPolicyProblem(newPassword, account);
  if (message) throw invalid(field, message);
  if (!confirm) throw invalid('confirmNewPassword', 'validation.confirm_required');
  if (confirm !== newPassword)
    throw new AppError('password.confirm_mismatch', {
      value: { field: 'body.confirmNewPassword' },
    });
}

export async function resetPasswordWithToken(
  deps: AuthDeps,
  body: { resetToken: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  const site = await deps.settings.site();
  checkNewPassword(site, body.newPassword, body.confirmNewPassword, null);
  const memberId = await consumePasswordReset(deps.db, hashToken(body.resetToken));
  if (!memberId) throw new AppError('reset.token_invalid');
  await updatePasswordHash(deps.db, memberId, await hashPassword(body.newPassword));
  await closeAllSessions(deps.db, memberId);
}

/** spec §2 forgot by phone: mobile, SMS code, new password; logs in after success. */
export async function setPasswordByPhone(
  deps: AuthDeps,
  body: {
    newPassword: string;
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
  },
  meta: RequestMeta,
): Promise<SessionValue> {
  const site = await deps.settings.site();
  if (!site.whitelabel.MOBILENUMPASSREG3)
    throw new AppError('module.disabled', { value: { module: 'MOBILENUMPASSREG3' } });
  const mobile = normaliseMobile(body.mobileNum, body.countryDialingCode);
  assertRules([
    [
      ruleFor(site.fieldRules, 'loginMobileNum', { required: true, type: 'mobile' }),
      mobile.national,
    ],
  ]);
  const member = await findMemberByMobile(deps.db, mobile.full);
  checkNewPassword(site, body.newPassword, body.newPassword, member?.account ?? null);
  // The code is checked first, and used up only once the new password passes every rule: a
  // refused password leaves the code good for the corrected try.
  const codeId = await checkSmsCode(deps, mobile.full, 'reset', body.verificationCode);
  if (codeId === null || !member) {
    throw new AppError('sms.code_invalid', { value: { field: 'body.verificationCode' } });
  }
  if (await verifyPassword(body.newPassword, member.passwordHash)) {
    throw new AppError('modify.new.old.same', { value: { field: 'body.newPassword' } });
  }
  if (!(await markSmsCodeUsed(deps.db, codeId))) {
    throw new AppError('sms.code_invalid', { value: { field: 'body.verificationCode' } });
  }
  await updatePasswordHash(deps.db, member.id, await hashPassword(body.newPassword));
  await closeAllSessions(deps.db, member.id);
  return sessionValue(deps, (await findMemberById(deps.db, member.id))!, meta);
}

/**
 * spec §2/§4/§5 change password: old must be right, new must follow the password rule, equal the
 * confirmation and differ from the old (`modify.new.old.same`). Every session of the member is
 * revoked and a new one is answered, so a stolen token dies with the old password.
 */
export async function changePassword(
  deps: AuthDeps,
  member: MemberRow,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  meta: RequestMeta,
): Promise<{ token: string }> {
  const site = await deps.settings.site();
  assertRules([
    [
      { ...ruleFor(site.fieldRules, 'loginPassword', { required: true }), name: 'oldPassword' },
      body.oldPassword,
    ],
  ]);
  if (body.newPassword === body.oldPassword)
    throw new AppError('modify.new.old.same', { value: { field: 'body.newPassword' } });
  checkNewPassword(site, body.newPassword, body.confirmNewPassword, member.account);
  if (!(await verifyPassword(body.oldPassword, member.passwordHash))) {
    throw new AppError('password.old_incorrect', { value: { field: 'body.oldPassword' } });
  }
  await updatePasswordHash(deps.db, member.id, await hashPassword(body.newPassword));
  await closeAllSessions(deps.db, member.id);
  const token = await openSession(deps.db, member, meta);
  return { token };
}
