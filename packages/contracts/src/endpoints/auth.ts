import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  AffiliateQuerySchema,
  AffiliateValueSchema,
  CaptchaSchema,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  EncryptedBodySchema,
  LoginKeySchema,
  OAuthProviderSchema,
  PasswordEmailBodySchema,
  PasswordResetBodySchema,
  RegisterBodySchema,
  RegisterValueSchema,
  SessionExchangeBodySchema,
  SessionValueSchema,
  SetPasswordByPhoneBodySchema,
  SmsSendBodySchema,
  SmsSendValueSchema,
  TrialValueSchema,
  UsernameCheckQuerySchema,
  UsernameCheckValueSchema,
} from '../auth.ts';

// Sign-in, registration, free play and password recovery (spec §2 /m/login, /m/register,
// /m/forget, /m/trail; §3 payloads; §4 rules).

/** `?kind=` of the captcha call: the picture shows a sum to work out, or letters to copy. */
export const CaptchaQuerySchema = z.object({ kind: z.optional(z.enum(['equation', 'text'])) });

/** Path of the OAuth calls: the provider signed in with. */
export const OAuthProviderParamsSchema = z.object({ provider: OAuthProviderSchema });

/** What the provider appends to its redirect back (OAuth 2.0 authorization response). */
export const OAuthCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(2048))),
  state: z.optional(z.string().check(z.maxLength(256))),
  error: z.optional(z.string().check(z.maxLength(256))),
});

/** The answer of a call that sends a redirect (302, `Location`) and no body. */
const RedirectSchema = z.null();

const session = {
  token: 'q7vJc0mZ3uXr1YbN8sKpW2eLhT5aGdFi9oUyQxVnM4c',
  userName: 'demo01',
  nickname: 'Anh Demo',
  customerType: 0,
  firstTimeLogin: false,
  merchantCode: 'VN01',
};

export const getLoginKeyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/auth/key',
  auth: 'public',
  response: LoginKeySchema,
  errors: [],
  tag: 'auth',
  summary: 'Public key that encrypts the login body (RSA-OAEP-256 wrapping an AES-256-GCM key)',
  description:
    'The key the site encrypts the login payload with (spec §3 "Main login body is encrypted with an encryption header"). `keyId` names it in the encrypted body; after a server restart with a new key the login answers `auth.decryption_failed` and the site fetches the key again.',
  examples: {
    response: {
      keyId: 'k-20261124',
      algorithm: ENCRYPTION_SCHEME,
      spki: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAxU3l…IDAQAB',
    },
  },
});

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/auth/login',
  auth: 'public',
  module: 'COMM3',
  body: EncryptedBodySchema,
  response: SessionValueSchema,
  errors: [
    'auth.encryption_required',
    'auth.decryption_failed',
    'auth.replayed',
    'auth.invalid_credentials',
    'auth.captcha_required',
    'auth.captcha_invalid',
    'auth.totp_required',
    'auth.totp_invalid',
    'auth.locked',
    'account.disabled',
    'protection.excluded',
    'oauth.not_configured',
  ],
  tag: 'auth',
  summary: `Log in (spec §3). Body encrypted; header ${ENCRYPTION_HEADER}: ${ENCRYPTION_SCHEME}`,
  description: `Logs in by username and password or by mobile number and SMS code (spec §3 Login payload, §4 Login). The payload is encrypted with the key of \`GET /wps/auth/key\` and sent with the header \`${ENCRYPTION_HEADER}: ${ENCRYPTION_SCHEME}\`; its nonce and timestamp make each body single-use (a replay or a timestamp more than 5 minutes off is \`auth.replayed\`). A wrong password and an unknown account answer alike; after a failure the next attempt needs a captcha (error value \`{ captcha: true }\`), and ten failures in 15 minutes lock the account name for 15 minutes. A member who turned on an authenticator app is asked for its code after the right password (\`auth.totp_required\`, value \`{ totp: true }\`; the payload's \`totpCode\`, or a recovery code); a wrong or reused code is \`auth.totp_invalid\` and counts as a failure. During a time-out or self-exclusion the right password answers \`protection.excluded\` (value: the break's \`kind\` and \`until\`, null when indefinite) unless the payload says \`toWithdraw: true\`: that session may withdraw the balance, and play and deposits stay refused.`,
  examples: {
    body: {
      keyId: 'k-20261124',
      key: 'kR3x0Vd1…base64 RSA-OAEP-256 wrapped AES key…',
      iv: 'b2N0b2JlcjIwMjY=',
      data: 'Zm9vYmFy…base64 AES-256-GCM ciphertext of the login payload…',
    },
    response: session,
  },
});

export const deleteSessionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/auth/session',
  auth: 'public',
  response: z.object({}),
  errors: [],
  tag: 'auth',
  summary: 'Log out: revoke this session',
  description:
    'spec §4 Logout: revokes the bearer token the call carries, if any. Answers success without a token or with one already gone, so the site can always sign out locally.',
  examples: { response: {} },
});

export const exchangeSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/auth/session/exchange',
  auth: 'public',
  body: SessionExchangeBodySchema,
  response: SessionValueSchema,
  errors: ['auth.session_expired'],
  tag: 'auth',
  summary: 'Trade a handed-over session for a fresh one',
  description:
    'spec §3 "A token query parameter in a URL is stored as the session token": the site sends the token of `?token=` here instead of keeping it, or nothing after a provider sign-in (the token then comes in the short-lived HttpOnly cookie the callback set). The token handed over is revoked and a new session answered, so a token that passed through an address (history, a shared link, a log) signs in nobody afterwards; only one of two concurrent exchanges of one token succeeds. Answers `auth.session_expired` for a token unknown, revoked, expired or already exchanged.',
  examples: {
    body: { token: 'Xb2nP9sLq4wE7rT1yU6iO3aS8dF5gH0jK2lZ7xC9vB1' },
    response: {
      token: 'Qm7vR2tY8uI1oP4aS6dF9gH3jK5lZ0xC2vB7nM1qW8e',
      userName: 'demo',
      nickname: 'Demo Player',
      customerType: 0,
      firstTimeLogin: false,
      merchantCode: 'VN01',
    },
  },
});

export const startTrialEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/auth/trial',
  auth: 'public',
  response: TrialValueSchema,
  errors: [],
  tag: 'auth',
  summary: 'Free play: a trial account and session (type 4)',
  description:
    'spec §2 /m/trail: creates a trial account (customer type 4) with play money in its wallet and opens its session. Trial accounts cannot deposit, withdraw or mark announcements read (spec §6).',
  examples: {
    response: {
      token: 'Xb2nP9sLq4wE7rT1yU6iO3aS8dF5gH0jK2lZ7xC9vB1',
      trialName: 'trial_4f9a1c2b3d',
      merchantCode: 'VN01',
      customerType: 4,
    },
  },
});

export const getCaptchaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/auth/captcha',
  auth: 'public',
  query: CaptchaQuerySchema,
  response: CaptchaSchema,
  errors: [],
  tag: 'auth',
  summary: 'A new captcha image (base64 png)',
  description:
    'A new captcha (spec §7: a base64 png). Each one is valid for two minutes and can be answered once, right or wrong; the answer goes with its `captchaId` in the login, registration or SMS call. Never cached (`cache-control: no-store`).',
  docs: {
    query: {
      kind: 'equation: a sum to work out; text: letters to copy. The site’s configured kind when absent.',
    },
  },
  examples: {
    query: { kind: 'equation' },
    response: {
      captchaId: 'Yk3n9QzR2vW8xT1mB5cL0g',
      image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAAo…',
      expiresIn: 120,
    },
  },
});

export const registerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/auth/register',
  auth: 'public',
  body: RegisterBodySchema,
  response: RegisterValueSchema,
  status: 201,
  errors: [
    'register.method_disabled',
    'register.username_exists',
    'register.mobile_exists',
    'register.invalid_invitation',
    'auth.captcha_invalid',
    'sms.code_invalid',
  ],
  tag: 'auth',
  summary: 'Register by username or mobile number (spec §3 Registration payload)',
  description:
    'Registers a member and signs them in (spec §2/§3/§5 Register). The fields follow the server’s field rules (status `info.register.fields`), the confirmation must match, the captcha is checked when configured, the invitation (affiliate) code must name an agent (placing the member in its team) or, while REFERRAL3 is on, be a member’s referral code (recording the referral only; docs/decisions/2026-11-25-referrals.md), and a mobile registration needs the SMS code while REGMOBVERF3 is on. Answers the session and the generated account number.',
  examples: {
    body: {
      method: 'username',
      username: 'demo01',
      password: 'Demo1234',
      confirmPassword: 'Demo1234',
      nickname: 'Anh Demo',
      affiliateCode: 'AG8888',
      captcha: '12',
      captchaId: 'Yk3n9QzR2vW8xT1mB5cL0g',
      registerMethod: 'H5',
      domain: 'm.luckylotus.vn',
    },
    response: { ...session, accountNo: '100023' },
  },
});

export const checkUsernameEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/auth/username/check',
  auth: 'public',
  query: UsernameCheckQuerySchema,
  response: UsernameCheckValueSchema,
  errors: [],
  tag: 'auth',
  summary: 'Is this username free?',
  description:
    'Whether an account with this name exists yet (leading and trailing spaces ignored), for the register form’s check as the name is typed.',
  docs: { query: { username: 'The account name to look up.' } },
  examples: { query: { username: 'demo01' }, response: { available: false } },
});

export const checkAffiliateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/auth/affiliate',
  auth: 'public',
  query: AffiliateQuerySchema,
  response: AffiliateValueSchema,
  errors: [],
  tag: 'auth',
  summary: 'Is this invitation (affiliate) code valid? (spec §4 Registration affiliate)',
  description:
    'spec §4 Registration affiliate: a code is valid when it belongs to an agent account, or is an active member’s referral code while REFERRAL3 is on; the register form checks a code from the invitation link before it is sent.',
  docs: {
    query: {
      code: 'The invitation (affiliate) code from the link or the form.',
      domain: 'The domain the visitor registers on (spec §3 Registration payload `domain`).',
    },
  },
  examples: {
    query: { code: 'AG8888', domain: 'm.luckylotus.vn' },
    response: { valid: true },
  },
});

export const sendSmsCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/auth/sms',
  auth: 'public',
  body: SmsSendBodySchema,
  response: SmsSendValueSchema,
  errors: ['auth.captcha_invalid', 'sms.too_soon'],
  tag: 'auth',
  summary: 'Send a 6-digit verification code by SMS',
  description:
    'spec §3 SMS request: sends a 6-digit code for registration, login or password reset. A code is single-use and lasts 5 minutes; a number gets at most one a minute per purpose (`sms.too_soon` with `retryAfter` seconds). A captcha answer is checked when one is sent. Answers `expirationTime` (epoch ms: the code can be typed until then, spec §4) and `resendAfter` (epoch ms: the send link counts down to it). SMS login needs SMSLOGIN3. The text is in `language` (the site’s language; default the merchant’s), Vietnamese without diacritics so that it fits one plain SMS.',
  examples: {
    body: {
      mobileNum: '0912345678',
      countryDialingCode: '84',
      purpose: 'register',
      language: 'TY',
    },
    response: { expirationTime: 1795512900000, resendAfter: 1795512660000 },
  },
});

export const requestPasswordEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/auth/password/email',
  auth: 'public',
  bodyEncoding: 'form',
  body: PasswordEmailBodySchema,
  response: z.object({}),
  errors: [],
  tag: 'auth',
  summary: 'Forgot password: mail a reset link when username and e-mail match (form or JSON)',
  description:
    'spec §2 forgot by e-mail; spec §7 "form-encoded username, email" (JSON is accepted too). When the username and e-mail belong to one real account, a single-use link valid for one hour is mailed. The answer is the same either way, so the form cannot be used to find accounts. The e-mail is in `language` (the site’s language; default the merchant’s).',
  examples: {
    body: { username: 'demo01', email: 'demo01@example.vn', language: 'TY' },
    response: {},
  },
});

export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/auth/password/reset',
  auth: 'public',
  body: PasswordResetBodySchema,
  response: z.object({}),
  errors: ['password.confirm_mismatch', 'reset.token_invalid'],
  tag: 'auth',
  summary: 'Choose a new password with the link from the e-mail',
  description:
    'Sets a new password with the `resetToken` of the e-mailed link (spec §2 forgot by e-mail). The new password follows the password field rule and must equal its confirmation; the link works once, and every session of the account is revoked.',
  examples: {
    body: {
      resetToken: 'n8Zq1Lr4Tb7Yx2Wc5Vd0Ke3Jf6Hg9Ms1Pa4Uo7Ii0E',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    },
    response: {},
  },
});

export const setPasswordByPhoneEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/auth/password/phone',
  auth: 'public',
  body: SetPasswordByPhoneBodySchema,
  response: SessionValueSchema,
  errors: ['sms.code_invalid', 'modify.new.old.same', 'password.confirm_mismatch'],
  tag: 'auth',
  summary: 'Forgot password by phone: SMS code and new password; logs in',
  description:
    'spec §2 forgot by phone (needs MOBILENUMPASSREG3): the mobile number, the SMS code sent for `reset` and a new password that follows the password rule and differs from the old one. Every other session is revoked and the answer is a new session.',
  examples: {
    body: {
      mobileNum: '0912345678',
      countryDialingCode: '84',
      verificationCode: '482913',
      newPassword: 'Fresh1234',
    },
    response: session,
  },
});

export const startOAuthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/auth/oauth/:provider/start',
  auth: 'public',
  params: OAuthProviderParamsSchema,
  response: RedirectSchema,
  envelope: false,
  status: 302,
  errors: ['oauth.not_configured'],
  tag: 'auth',
  summary: 'Start Google or Facebook sign-in (redirect)',
  description:
    'A link the login page opens (GOOGLELOGIN3, FACEBOOKLOGIN3): answers 302 to the provider’s consent page with a one-time `state`. No body; `oauth.not_configured` when the provider has no client id.',
  docs: { params: { provider: 'google or facebook.' } },
  examples: { params: { provider: 'google' }, response: null },
});

export const finishOAuthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/auth/oauth/:provider/callback',
  auth: 'public',
  params: OAuthProviderParamsSchema,
  query: OAuthCallbackQuerySchema,
  response: RedirectSchema,
  envelope: false,
  status: 302,
  errors: [],
  tag: 'auth',
  summary: 'Provider callback: signs in and returns to the site',
  description:
    'Where the provider sends the visitor back. Answers 302 to `/m/home?signin=oauth` with the new session in a short-lived HttpOnly cookie (two minutes, path /wps/auth/session) that the site trades at once for a session of its own (`POST /wps/auth/session/exchange`): no token ever travels in an address. Answers 302 to `/m/login?oauth=failed` when the provider refused, the state is unknown or the account is disabled. No body.',
  docs: {
    params: { provider: 'google or facebook: the provider the sign-in started with.' },
    query: {
      code: 'Authorization code to exchange for the provider’s tokens.',
      state: 'The one-time state the start call issued.',
      error: 'Set by the provider when the visitor declined or the sign-in failed.',
    },
  },
  examples: {
    params: { provider: 'google' },
    query: { code: '4/0AeanS0b…', state: 'c2Vzc2lvbi1zdGF0ZS0xMjM' },
    response: null,
  },
});
