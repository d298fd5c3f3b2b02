import { z } from 'zod/mini';
import { SiteLanguageSchema } from './enums.ts';
import { LoginPasswordAgainSchema, PaymentPasswordSchema } from './payment.ts';
import { AVATAR_BODY_MAX_BASE64, AVATAR_TYPES, STATIC_AVATARS } from './member-rules.ts';

// The member centre: personal info, nickname, player avatar (spec §3, §7) and the security centre
// (docs/decisions/2026-11-24-member-centre.md).

const text = (max: number) => z.string().check(z.maxLength(max));

// ---- player avatar (spec §3 "Player avatar", §7 head icon GET/POST)

export const AvatarTypeSchema = z.enum(AVATAR_TYPES);
export type AvatarType = z.infer<typeof AvatarTypeSchema>;

export const StaticAvatarSchema = z.enum(STATIC_AVATARS);
export type StaticAvatar = z.infer<typeof StaticAvatarSchema>;

/** spec §3 Player avatar: `avatar` is a full URL when CUSTOM, a name when STATIC; null = none. */
export const PlayerAvatarSchema = z.object({
  avatar: z.nullable(z.string()),
  avatarType: z.nullable(AvatarTypeSchema),
});
export type PlayerAvatar = z.infer<typeof PlayerAvatarSchema>;

export const HeadIconBodySchema = z.union([
  z.strictObject({ avatarType: z.literal('STATIC'), avatar: StaticAvatarSchema }),
  z.strictObject({
    avatarType: z.literal('CUSTOM'),
    /** The PNG or JPEG file, base64; checked by its content, resized, stripped of metadata. */
    data: z
      .string()
      .check(
        z.minLength(4),
        z.maxLength(AVATAR_BODY_MAX_BASE64),
        z.regex(/^[A-Za-z0-9+/]+={0,2}$/),
      ),
  }),
]);
export type HeadIconBody = z.input<typeof HeadIconBodySchema>;

export const AvatarNameParamsSchema = z.object({
  name: z.string().check(
    z.maxLength(24),
    z.refine(
      (n) => n.endsWith('.png') && (STATIC_AVATARS as readonly string[]).includes(n.slice(0, -4)),
      { message: 'must be one of the static avatars with .png' },
    ),
  ),
});

// ---- personal info and nickname (spec §7 "personal info", "nickname")

export const NicknameBodySchema = z.strictObject({ nickname: text(64) });
export type NicknameBody = z.input<typeof NicknameBodySchema>;

/** What the My account page shows: the member's own personal info. */
export const PersonalInfoSchema = z.object({
  account: z.string(),
  accountNo: z.string(),
  nickname: z.nullable(z.string()),
  /** The real name, used as the payee name of withdrawals; set once. */
  payeeName: z.nullable(z.string()),
  /** Masked for display (the member retypes the whole address to change it). */
  email: z.nullable(z.string()),
  emailVerified: z.boolean(),
  /** Masked for display. */
  mobileNum: z.nullable(z.string()),
  mobileVerified: z.boolean(),
  /** YYYY-MM-DD; set once. */
  birthday: z.nullable(z.string()),
  zalo: z.nullable(z.string()),
  facebook: z.nullable(z.string()),
  whatsapp: z.nullable(z.string()),
  line: z.nullable(z.string()),
  wechat: z.nullable(z.string()),
  qqNum: z.nullable(z.string()),
  avatar: PlayerAvatarSchema,
});
export type PersonalInfo = z.infer<typeof PersonalInfoSchema>;

const optional = (max: number) => z.optional(text(max));

/**
 * A change of personal info: only the fields sent change; an empty string clears a messaging id.
 * A new e-mail or mobile number needs the login password again (`loginPassword`, ASVS 7.5.1).
 */
export const PersonalInfoBodySchema = z.strictObject({
  payeeName: optional(64),
  email: optional(254),
  mobileNum: optional(20),
  countryDialingCode: optional(6),
  birthday: optional(10),
  zalo: optional(32),
  facebook: optional(128),
  whatsapp: optional(32),
  line: optional(64),
  wechat: optional(64),
  qqNum: optional(32),
  loginPassword: optional(128),
});
export type PersonalInfoBody = z.input<typeof PersonalInfoBodySchema>;

// ---- security centre

/** How long a login password counts as fresh for the security level (days). */
export const PASSWORD_FRESH_DAYS = 180;

export const SecurityLevelSchema = z.enum(['low', 'medium', 'high']);
export type SecurityLevel = z.infer<typeof SecurityLevelSchema>;

/** What the security level is scored from. */
export type SecurityFacts = {
  passwordAgeDays: number;
  hasPaymentPassword: boolean;
  mobileVerified: boolean;
  emailVerified: boolean;
  totpEnabled: boolean;
};

/**
 * The security meter: 20 points for each of a login password changed within PASSWORD_FRESH_DAYS,
 * a payment password, a verified mobile number, a verified e-mail and an authenticator app (TOTP);
 * low below 40, high from 80 (four of the five).
 */
export function securityScore(facts: SecurityFacts): { score: number; level: SecurityLevel } {
  const score =
    (facts.passwordAgeDays <= PASSWORD_FRESH_DAYS ? 20 : 0) +
    (facts.hasPaymentPassword ? 20 : 0) +
    (facts.mobileVerified ? 20 : 0) +
    (facts.emailVerified ? 20 : 0) +
    (facts.totpEnabled ? 20 : 0);
  return { score, level: score >= 80 ? 'high' : score >= 40 ? 'medium' : 'low' };
}

export const SecurityOverviewSchema = z.object({
  /** 0 to 100, see `securityScore`. */
  score: z.int(),
  level: SecurityLevelSchema,
  /** When the login password was last set (ISO 8601). */
  passwordChangedAt: z.string(),
  passwordAgeDays: z.int(),
  hasPaymentPassword: z.boolean(),
  hasMobile: z.boolean(),
  mobileVerified: z.boolean(),
  hasEmail: z.boolean(),
  emailVerified: z.boolean(),
  /** An authenticator app is asked for at sign-in. */
  totpEnabled: z.boolean(),
});
export type SecurityOverview = z.infer<typeof SecurityOverviewSchema>;

/** One sign-in of the member: when, from where, with what. */
export const LoginHistoryItemSchema = z.object({
  at: z.string(),
  ip: z.nullable(z.string()),
  device: z.nullable(z.string()),
  /** This is the session the call was made with. */
  current: z.boolean(),
  /** The session is still signed in. */
  active: z.boolean(),
});
export type LoginHistoryItem = z.infer<typeof LoginHistoryItemSchema>;

export const ChangePaymentPasswordBodySchema = z.strictObject({
  oldPaymentPassword: text(64),
  paymentPassword: PaymentPasswordSchema,
  confirmPaymentPassword: text(64),
  /** The member's login password again (ASVS 7.5.1). */
  loginPassword: LoginPasswordAgainSchema,
});
export type ChangePaymentPasswordBody = z.input<typeof ChangePaymentPasswordBodySchema>;

// ---- payment password reset by an SMS code (docs/decisions/2026-11-25-payment-password-reset.md)

/** `POST /wps/member/payment-password/reset-code`: the text's language (the site's). */
export const PaymentResetCodeBodySchema = z.strictObject({
  language: z.optional(SiteLanguageSchema),
});
export type PaymentResetCodeBody = z.input<typeof PaymentResetCodeBodySchema>;

export const PaymentResetCodeValueSchema = z.object({
  /** The verified mobile number the code went to, masked (+84912***678). */
  mobile: z.string(),
  /** Epoch milliseconds when the code expires. */
  expirationTime: z.int(),
  /** Epoch milliseconds from which another code may be asked for. */
  resendAfter: z.int(),
});
export type PaymentResetCodeValue = z.infer<typeof PaymentResetCodeValueSchema>;

/** `POST /wps/member/payment-password/reset`: the SMS code, the new 6 digits twice, the login password. */
export const ResetPaymentPasswordBodySchema = z.strictObject({
  verificationCode: text(8),
  paymentPassword: PaymentPasswordSchema,
  confirmPaymentPassword: text(64),
  /** The member's login password again (ASVS 7.5.1). */
  loginPassword: LoginPasswordAgainSchema,
});
export type ResetPaymentPasswordBody = z.input<typeof ResetPaymentPasswordBodySchema>;

// ---- binding or changing the mobile number and e-mail with codes
// (docs/decisions/2026-11-25-contact-binding.md)

export const CONTACT_KINDS = ['mobile', 'email'] as const;
export const ContactKindSchema = z.enum(CONTACT_KINDS);
export type ContactKind = z.infer<typeof ContactKindSchema>;

/** `POST /wps/member/contact/change`: the new address, after the login password again. */
export const ContactChangeBodySchema = z.strictObject({
  kind: ContactKindSchema,
  /** The new mobile number (national digits) or e-mail. */
  value: text(254),
  /** For a mobile number: the country code (+84); the member's own by default. */
  countryDialingCode: z.optional(text(6)),
  /** The member's login password again (ASVS 7.5.1). */
  loginPassword: LoginPasswordAgainSchema,
  /** The language of the messages (the site's). */
  language: z.optional(SiteLanguageSchema),
});
export type ContactChangeBody = z.input<typeof ContactChangeBodySchema>;

export const ContactChangeValueSchema = z.object({
  kind: ContactKindSchema,
  /** Where the new code went, masked. */
  newAddress: z.string(),
  /** Where the code for the old address went, masked; null for a first binding. */
  oldAddress: z.nullable(z.string()),
  /** Epoch milliseconds when the codes expire. */
  expirationTime: z.int(),
});
export type ContactChangeValue = z.infer<typeof ContactChangeValueSchema>;

/** `POST /wps/member/contact/confirm`: the code sent to the new address, and to the old one. */
export const ContactConfirmBodySchema = z.strictObject({
  kind: ContactKindSchema,
  newCode: text(8),
  oldCode: z.optional(text(8)),
});
export type ContactConfirmBody = z.input<typeof ContactConfirmBodySchema>;

// ---- the authenticator app (TOTP) second factor (docs/decisions/2026-11-25-member-totp.md)

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`). */
export const SecondFactorCodeSchema = z.string().check(z.minLength(6), z.maxLength(16));

/** `POST /wps/member/totp/setup`: the login password again. */
export const TotpSetupBodySchema = z.strictObject({ loginPassword: LoginPasswordAgainSchema });
export type TotpSetupBody = z.input<typeof TotpSetupBodySchema>;

export const TotpSetupValueSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  otpauthUri: z.string(),
});
export type TotpSetupValue = z.infer<typeof TotpSetupValueSchema>;

/** `POST /wps/member/totp/enable`: the first code from the app. */
export const TotpEnableBodySchema = z.strictObject({ code: SecondFactorCodeSchema });
export type TotpEnableBody = z.input<typeof TotpEnableBodySchema>;

export const TotpEnableValueSchema = z.object({
  /** Ten single-use codes for a lost phone, shown once. */
  recoveryCodes: z.array(z.string()),
});
export type TotpEnableValue = z.infer<typeof TotpEnableValueSchema>;

/** `POST /wps/member/totp/disable`: the login password and a code (or a recovery code). */
export const TotpDisableBodySchema = z.strictObject({
  loginPassword: LoginPasswordAgainSchema,
  code: SecondFactorCodeSchema,
});
export type TotpDisableBody = z.input<typeof TotpDisableBodySchema>;
