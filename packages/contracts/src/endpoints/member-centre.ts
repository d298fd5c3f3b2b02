import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  AvatarNameParamsSchema,
  ContactChangeBodySchema,
  ContactChangeValueSchema,
  ContactConfirmBodySchema,
  ChangePaymentPasswordBodySchema,
  HeadIconBodySchema,
  LoginHistoryItemSchema,
  NicknameBodySchema,
  PaymentResetCodeBodySchema,
  PaymentResetCodeValueSchema,
  PersonalInfoBodySchema,
  PersonalInfoSchema,
  PlayerAvatarSchema,
  ResetPaymentPasswordBodySchema,
  SecurityOverviewSchema,
  TotpDisableBodySchema,
  TotpEnableBodySchema,
  TotpEnableValueSchema,
  TotpSetupBodySchema,
  TotpSetupValueSchema,
  type PersonalInfo,
} from '../member-centre.ts';

// The member centre: My account (MYACC) and the security centre (SECPRIV), spec §2, §3, §7
// (docs/decisions/2026-11-24-member-centre.md).

const personalInfo: PersonalInfo = {
  account: 'demo',
  accountNo: '10000001',
  nickname: 'Anh Demo',
  payeeName: 'NGUYEN VAN AN',
  email: 'de***@luckylotus.vn',
  emailVerified: true,
  mobileNum: '+8491***678',
  mobileVerified: true,
  birthday: '1990-05-17',
  zalo: '0912345678',
  facebook: null,
  whatsapp: null,
  line: null,
  wechat: null,
  qqNum: null,
  avatar: { avatar: 'lotus', avatarType: 'STATIC' },
};

export const getHeadIconEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/head-icon',
  auth: 'member',
  response: PlayerAvatarSchema,
  errors: [],
  tag: 'member',
  summary: 'The player avatar (spec §3, §7 head icon GET)',
  description:
    'spec §3 Player avatar: `avatarType` CUSTOM with `avatar` the full URL of the uploaded image, or STATIC with `avatar` a name the site resolves against an image CDN with `.png` (`avatarUrl` in the contracts); both null when none is chosen. Shown in the member home, the side menu and the home header, so it answers whatever the MYACC flag says.',
  examples: { response: { avatar: 'lotus', avatarType: 'STATIC' } },
});

export const setHeadIconEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/head-icon',
  auth: 'real',
  module: 'MYACC',
  body: HeadIconBodySchema,
  response: PlayerAvatarSchema,
  errors: ['avatar.refused', 'avatar.too_large'],
  tag: 'member',
  summary: 'Choose a static avatar or upload one (spec §7 head icon POST)',
  description:
    'STATIC: one of the static avatars by name. CUSTOM: a PNG or JPEG of at most 2 MB, base64; its type is read from its first bytes (a renamed file is `avatar.refused`), then it is resized to fit 256×256 and written again without its metadata (camera, place, time) by the image library, and stored by its SHA-256. Not for trial accounts (spec §6).',
  examples: {
    body: { avatarType: 'STATIC', avatar: 'lotus' },
    response: { avatar: 'lotus', avatarType: 'STATIC' },
  },
});

export const getStaticAvatarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/media/avatar/:name',
  auth: 'public',
  gate: false,
  params: AvatarNameParamsSchema,
  response: z.string(),
  envelope: false,
  produces: 'image/png',
  errors: ['resource.not_found'],
  tag: 'media',
  summary: 'A static avatar (PNG) on the image CDN',
  description:
    'The PNG a STATIC avatar name resolves to (spec §3: the name against the avatar CDN with .png), drawn by the server, the same bytes every time: cacheable for a day with an ETag.',
  docs: { params: { name: 'A static avatar name with .png, e.g. lotus.png.' } },
  examples: { params: { name: 'lotus.png' }, response: '(the image bytes)' },
});

export const getPersonalInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/personal-info',
  auth: 'real',
  module: 'MYACC',
  response: PersonalInfoSchema,
  errors: [],
  tag: 'member',
  summary: 'My account: personal info (spec §7 personal info)',
  description:
    'The member’s own personal info for /m/myAccount/index: nickname, real name (the payee name of withdrawals), e-mail and mobile number masked with whether they are verified, birthday, the messaging ids of the registration payload (spec §3) and the avatar. Refused with `module.disabled` while MYACC is off, and for trial accounts (spec §6).',
  examples: { response: personalInfo },
});

export const updatePersonalInfoEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/personal-info',
  auth: 'real',
  module: 'MYACC',
  body: PersonalInfoBodySchema,
  response: PersonalInfoSchema,
  errors: [
    'profile.payee_name_set',
    'profile.payee_name_invalid',
    'profile.birthday_set',
    'profile.birthday_invalid',
    'profile.email_invalid',
    'profile.mobile_invalid',
    'profile.mobile_exists',
    'profile.messaging_invalid',
    'profile.reauth_required',
    'reauth.password_wrong',
    'reauth.locked',
  ],
  tag: 'member',
  summary: 'My account: change personal info',
  description:
    'Changes the fields sent, nothing else. The real name and the birthday are set once (`profile.payee_name_set`, `profile.birthday_set`: support changes them, since withdrawals are paid to that name and birthday bonuses follow that date). A new e-mail or mobile number needs the login password again (`loginPassword`, ASVS 7.5.1) and is unverified until confirmed. An empty messaging id clears it.',
  examples: {
    body: { zalo: '0912345678', birthday: '1990-05-17' },
    response: personalInfo,
  },
});

export const setNicknameEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/nickname',
  auth: 'real',
  module: 'MYACC',
  body: NicknameBodySchema,
  response: PersonalInfoSchema,
  errors: [
    'profile.nickname_length',
    'profile.nickname_characters',
    'profile.nickname_digits_only',
  ],
  tag: 'member',
  summary: 'My account: change the nickname (spec §7 nickname)',
  description:
    'The nickname the home header shows in place of the account (spec §2): 2 to 16 characters of letters (any script), digits, single spaces, `_`, `.` and `-`, not digits only, trimmed.',
  examples: { body: { nickname: 'Anh Demo' }, response: personalInfo },
});

export const getSecurityOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/security',
  auth: 'real',
  module: 'SECPRIV',
  response: SecurityOverviewSchema,
  errors: [],
  tag: 'member',
  summary: 'Security centre: what is set and the security level (spec §7 security settings)',
  description:
    'The security level meter of /m/securityCenter, scored from what is set: a login password changed within 180 days, a payment password, a verified mobile number, a verified e-mail and an authenticator app, 20 points each; high from 80 (`securityScore` in the contracts). Refused with `module.disabled` while SECPRIV is off.',
  examples: {
    response: {
      score: 60,
      level: 'medium',
      passwordChangedAt: '2026-10-02T08:00:00.000Z',
      passwordAgeDays: 53,
      hasPaymentPassword: true,
      hasMobile: true,
      mobileVerified: true,
      hasEmail: true,
      emailVerified: false,
      totpEnabled: false,
    },
  },
});

export const listLoginHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/login-history',
  auth: 'real',
  module: 'SECPRIV',
  response: z.array(LoginHistoryItemSchema),
  errors: [],
  tag: 'member',
  summary: 'Security centre: the last 20 sign-ins (time, IP, device)',
  description:
    'The member’s 20 most recent sign-ins, newest first: when, from which address, with which browser, whether that session is still signed in and whether it is this one.',
  examples: {
    response: [
      {
        at: '2026-11-24T08:41:52.000Z',
        ip: '113.161.4.20',
        device: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
        current: true,
        active: true,
      },
    ],
  },
});

export const changePaymentPasswordEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/payment-password',
  auth: 'real',
  module: 'SECPRIV',
  body: ChangePaymentPasswordBodySchema,
  response: z.object({}),
  errors: [
    'withdraw.payment_password_not_set',
    'withdraw.payment_password_wrong',
    'withdraw.payment_password_locked',
    'withdraw.confirm_mismatch',
    'security.payment_password_same',
    'reauth.password_wrong',
    'reauth.locked',
  ],
  tag: 'member',
  summary: 'Security centre: change the payment password with the old one',
  description:
    'The member types the login password again (ASVS 7.5.1) and the old payment password (its wrong tries count with the withdrawals’: five in 15 minutes lock it), then the new 6 digits twice; the new one must differ from the old. Setting the first one is `POST /wps/withdraw/payment-password`.',
  examples: {
    body: {
      oldPaymentPassword: '246810',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
      loginPassword: 'Demo1234',
    },
    response: {},
  },
});

export const sendPaymentResetCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/payment-password/reset-code',
  auth: 'real',
  module: 'SECPRIV',
  body: PaymentResetCodeBodySchema,
  response: PaymentResetCodeValueSchema,
  errors: ['withdraw.payment_password_not_set', 'security.mobile_unverified', 'sms.too_soon'],
  tag: 'member',
  summary: 'Security centre: send a code to reset a forgotten payment password',
  description:
    'Sends a 6-digit SMS code to the member’s verified mobile number (the registration or login SMS machinery: single-use, 5 minutes, one a minute per number, `sms.too_soon` with `retryAfter`). Refused while no payment password is set, or the mobile number is not verified (`security.mobile_unverified`). Answers the masked number and the code’s times.',
  examples: {
    body: { language: 'TY' },
    response: {
      mobile: '+84912***678',
      expirationTime: 1795590000000,
      resendAfter: 1795589760000,
    },
  },
});

export const resetPaymentPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/payment-password/reset',
  auth: 'real',
  module: 'SECPRIV',
  body: ResetPaymentPasswordBodySchema,
  response: z.object({}),
  errors: [
    'withdraw.payment_password_not_set',
    'withdraw.confirm_mismatch',
    'security.mobile_unverified',
    'sms.code_invalid',
    'reauth.password_wrong',
    'reauth.locked',
  ],
  tag: 'member',
  summary: 'Security centre: set a new payment password with the SMS code',
  description:
    'For a member who forgot the payment password: the login password again (ASVS 7.5.1; the shared re-authentication counter), the code sent to the verified mobile (each code works once and five wrong tries end it), then the new 6 digits twice.',
  examples: {
    body: {
      verificationCode: '482913',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
      loginPassword: 'Demo1234',
    },
    response: {},
  },
});

export const requestContactChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/contact/change',
  auth: 'real',
  module: 'SECPRIV',
  body: ContactChangeBodySchema,
  response: ContactChangeValueSchema,
  errors: [
    'reauth.password_wrong',
    'reauth.locked',
    'profile.email_invalid',
    'profile.mobile_invalid',
    'profile.mobile_exists',
    'contact.unchanged',
    'sms.too_soon',
  ],
  tag: 'member',
  summary: 'Security centre: bind or change the mobile number or e-mail (send the codes)',
  description:
    'After the login password again (ASVS 7.5.1), sends a 6-digit code to the new address (SMS or e-mail) and, when the member has a verified address of that kind, another to the old one: a change needs both. The same address, unverified, is verified this way; the same address verified is `contact.unchanged`. A number another account has is `profile.mobile_exists`. One request a minute per member and kind (`sms.too_soon`); a new request replaces the pending one. The codes last 10 minutes.',
  examples: {
    body: {
      kind: 'mobile',
      value: '0912000111',
      countryDialingCode: '+84',
      loginPassword: 'Demo1234',
    },
    response: {
      kind: 'mobile',
      newAddress: '+84912***111',
      oldAddress: '+84912***678',
      expirationTime: 1795590000000,
    },
  },
});

export const confirmContactChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/contact/confirm',
  auth: 'real',
  module: 'SECPRIV',
  body: ContactConfirmBodySchema,
  response: z.object({}),
  errors: ['contact.code_invalid', 'profile.mobile_exists'],
  tag: 'member',
  summary: 'Security centre: confirm a binding or change with its codes',
  description:
    'The code sent to the new address, and the one sent to the old address when there was one. Both right: the address changes and is verified, in one transaction. Five wrong tries or ten minutes end the request (`contact.code_invalid`).',
  examples: { body: { kind: 'mobile', newCode: '482913', oldCode: '105837' }, response: {} },
});

export const setupTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/totp/setup',
  auth: 'real',
  module: 'SECPRIV',
  body: TotpSetupBodySchema,
  response: TotpSetupValueSchema,
  errors: ['reauth.password_wrong', 'reauth.locked', 'totp.enabled'],
  tag: 'member',
  summary: 'Security centre: set up an authenticator app (a new secret)',
  description:
    'After the login password again (ASVS 7.5.1), a new 160-bit secret and its otpauth:// URI (RFC 6238: SHA-1, 30 s, 6 digits) for the app to scan. Nothing changes at sign-in until `POST /wps/member/totp/enable` confirms a first code; setting up again replaces an unconfirmed secret. `totp.enabled` while the app is on: turn it off first.',
  examples: {
    body: { loginPassword: 'Demo1234' },
    response: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUri:
        'otpauth://totp/Lucky%20Lotus:demo?issuer=Lucky%20Lotus&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    },
  },
});

export const enableTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/totp/enable',
  auth: 'real',
  module: 'SECPRIV',
  body: TotpEnableBodySchema,
  response: TotpEnableValueSchema,
  errors: ['totp.not_set_up', 'totp.enabled', 'totp.code_invalid'],
  tag: 'member',
  summary: 'Security centre: turn the authenticator app on with its first code',
  description:
    'The current code of the app just set up (the step before and after count too). From then on every sign-in by password or SMS code asks for a code (`auth.totp_required`). Answers ten single-use recovery codes, shown once and stored hashed.',
  examples: {
    body: { code: '492039' },
    response: { recoveryCodes: ['k7m2p-x9q4r', 'a3b5c-d7e9f'] },
  },
});

export const disableTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/totp/disable',
  auth: 'real',
  module: 'SECPRIV',
  body: TotpDisableBodySchema,
  response: z.object({}),
  errors: ['reauth.password_wrong', 'reauth.locked', 'totp.not_enabled', 'totp.code_invalid'],
  tag: 'member',
  summary: 'Security centre: turn the authenticator app off',
  description:
    'The login password again and a current code, or a recovery code (which is used up). The secret and the recovery codes are deleted.',
  examples: { body: { loginPassword: 'Demo1234', code: '492039' }, response: {} },
});
