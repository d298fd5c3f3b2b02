import { z } from 'zod/mini';
import { SiteLanguageSchema } from './enums.ts';

/** Bounded text: every identity field has a ceiling so a 10 kB value is a 400, not work. */
const text = (max: number) => z.string().check(z.maxLength(max));
const optionalText = (max: number) =>
  z._default(z.optional(z.string().check(z.maxLength(max))), '');

/** spec §3 Session info (local storage MC_SESSION_INFO). */
export const SessionInfoSchema = z.object({
  token: z.string(),
  merchantCode: z.string(),
  userName: z.optional(z.string()),
  type: z.optional(z.int()),
  firstTimeLogin: z.optional(z.boolean()),
  /**
   * The member carries the `nochat` label (spec §6: no chat entry). Read from the member info
   * after sign-in; absent until then.
   */
  nochat: z.optional(z.boolean()),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** What a successful login, registration, trial or phone reset answers. */
export const SessionValueSchema = z.object({
  token: z.string(),
  userName: z.string(),
  nickname: z.nullable(z.string()),
  customerType: z.int(),
  firstTimeLogin: z.boolean(),
  merchantCode: z.string(),
});
export type SessionValue = z.infer<typeof SessionValueSchema>;

/** A session handed over (a `?token=` of an address); none: the sign-in cookie of a provider's callback. */
export const SessionExchangeBodySchema = z.object({
  token: z.optional(z.string().check(z.maxLength(128))),
});

// ---- login body encryption (spec §3 "Main login body is encrypted with an encryption header")

/** Header that marks an encrypted body and names its scheme. */
export const ENCRYPTION_HEADER = 'x-encryption';
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';

export const LoginKeySchema = z.object({
  keyId: z.string(),
  algorithm: z.literal(ENCRYPTION_SCHEME),
  /** base64 SubjectPublicKeyInfo (DER) of an RSA-OAEP (SHA-256) key. */
  spki: z.string(),
});
export type LoginKey = z.infer<typeof LoginKeySchema>;

/** Hybrid encryption: a fresh AES-256-GCM key wrapped with RSA-OAEP-256; all fields base64. */
export const EncryptedBodySchema = z.object({
  keyId: text(64),
  key: text(1024),
  iv: text(64),
  data: text(16_384),
});
export type EncryptedBody = z.infer<typeof EncryptedBodySchema>;

export const LoginTypeSchema = z.enum(['username', 'sms', 'firebase']);

/**
 * spec §3 Login payload, as it is inside the encrypted body. `nonce` and `timestamp` make each
 * body single-use: the server refuses a nonce it has seen and a timestamp more than 5 min off.
 */
export const LoginPayloadSchema = z.object({
  type: LoginTypeSchema,
  username: optionalText(64),
  password: optionalText(128),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(6),
  verificationCode: optionalText(12),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  firebaseChannel: optionalText(16),
  firebaseIdToken: optionalText(4096),
  firebaseMobileNo: optionalText(20),
  /**
   * Sign in during a time-out or self-exclusion only to withdraw the balance: without it such a
   * login answers `protection.excluded` (with the break's kind and end).
   */
  toWithdraw: z.optional(z.boolean()),
  /** The authenticator app's code, or a recovery code, when the member turned it on. */
  totpCode: optionalText(16),
  nonce: z.string().check(z.minLength(16), z.maxLength(64)),
  timestamp: z.int(),
});
export type LoginPayload = z.input<typeof LoginPayloadSchema>;

/** Error value of a failed login: `captcha` tells the site to show the captcha (spec §4). */
export const LoginFailureValueSchema = z.object({ captcha: z.boolean() });

export const CaptchaSchema = z.object({
  captchaId: z.string(),
  /** data:image/png;base64,… (spec §7: the captcha is a base64 png). */
  image: z.string(),
  /** Seconds until it expires. */
  expiresIn: z.int(),
});
export type Captcha = z.infer<typeof CaptchaSchema>;

// ---- registration (spec §3 Registration payload)

export const RegisterMethodSchema = z.enum(['username', 'mobileNum']);
export const RegisterSourceSchema = z.enum(['APP', 'H5', 'WEBCLIP', 'PWA']);

export const RegisterBodySchema = z.object({
  method: RegisterMethodSchema,
  countryDialingCode: optionalText(6),
  registerUrl: optionalText(512),
  registerMethod: z._default(RegisterSourceSchema, 'H5'),
  username: optionalText(64),
  password: text(128),
  confirmPassword: text(128),
  affiliateCode: optionalText(32),
  paymentPassword: optionalText(64),
  recommenderId: optionalText(32),
  nickname: optionalText(64),
  payeeName: optionalText(128),
  email: optionalText(254),
  mobileNum: optionalText(20),
  idNumber: optionalText(32),
  qqNum: optionalText(32),
  facebook: optionalText(128),
  wechat: optionalText(64),
  line: optionalText(64),
  whatsapp: optionalText(32),
  zalo: optionalText(32),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  /** spec: always 0. */
  type: z._default(z.literal(0), 0),
  domain: optionalText(255),
  verificationCode: optionalText(12),
  firebaseChannel: optionalText(16),
  firebaseIdToken: optionalText(4096),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const RegisterValueSchema = z.extend(SessionValueSchema, {
  /** The generated account number shown in the success prompt (spec §2 Register). */
  accountNo: z.string(),
});
export type RegisterValue = z.infer<typeof RegisterValueSchema>;

export const UsernameCheckQuerySchema = z.object({ username: text(64) });
export const UsernameCheckValueSchema = z.object({ available: z.boolean() });

export const AffiliateQuerySchema = z.object({ code: text(32), domain: optionalText(255) });
export const AffiliateValueSchema = z.object({ valid: z.boolean() });

// ---- SMS and password recovery

export const SmsPurposeSchema = z.enum(['register', 'login', 'reset']);
export const SmsSendBodySchema = z.object({
  mobileNum: text(20),
  countryDialingCode: text(6),
  purpose: SmsPurposeSchema,
  /** Human-verification proof: a captcha answer when the server asks for one. */
  captcha: optionalText(16),
  captchaId: optionalText(64),
  /** The language of the text: the site's language when it was asked for (merchant default). */
  language: z.optional(SiteLanguageSchema),
});
export const SmsSendValueSchema = z.object({
  /** Epoch milliseconds when the code expires; the code can be typed until then (spec §4). */
  expirationTime: z.int(),
  /** Epoch milliseconds from which another code may be asked for; the send link counts down to it. */
  resendAfter: z.int(),
});

export const PasswordEmailBodySchema = z.object({
  username: text(64),
  email: text(254),
  /** The language of the e-mail: the site's language when it was asked for (merchant default). */
  language: z.optional(SiteLanguageSchema),
});
export const PasswordResetBodySchema = z.object({
  resetToken: text(128),
  newPassword: text(128),
  confirmNewPassword: text(128),
});

export const SetPasswordByPhoneBodySchema = z.object({
  newPassword: text(128),
  mobileNum: text(20),
  countryDialingCode: optionalText(6),
  verificationCode: text(12),
  firebaseIdToken: optionalText(4096),
});

export const ChangePasswordBodySchema = z.object({
  oldPassword: text(128),
  newPassword: text(128),
  confirmNewPassword: text(128),
});
/** The session is rotated on a password change; the answer carries the new token. */
export const ChangePasswordValueSchema = z.object({ token: z.string() });

export const TrialValueSchema = z.object({
  token: z.string(),
  trialName: z.string(),
  merchantCode: z.string(),
  customerType: z.literal(4),
});
export type TrialValue = z.infer<typeof TrialValueSchema>;

// ---- member (spec §3 Member info)

export const MemberInfoSchema = z.object({
  id: z.int(),
  account: z.string(),
  accountNo: z.string(),
  nickname: z.nullable(z.string()),
  type: z.int(),
  clubLabel: z.object({ labelName: z.string() }),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  /** Masked for display, e.g. 0912***678. */
  mobileNum: z.nullable(z.string()),
  email: z.nullable(z.string()),
  hasPassword: z.boolean(),
  /** spec §3 firstTimeLogin: the account was given an initial password and must change it. */
  firstTimeLogin: z.boolean(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const OAuthProviderSchema = z.enum(['google', 'facebook']);
export type OAuthProvider = z.infer<typeof OAuthProviderSchema>;
