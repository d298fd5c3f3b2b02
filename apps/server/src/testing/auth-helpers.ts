import type { FastifyInstance } from 'fastify';
import {
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  encryptLoginBody,
  LoginKeySchema,
  loginNonce,
  type LoginPayload,
} from '@app/contracts';

/** Encrypts a login payload with the app's key, as the site does. */
export async function encryptedLogin(app: FastifyInstance, payload: Partial<LoginPayload>) {
  const keyRes = await app.inject({ method: 'GET', url: '/wps/auth/key' });
  const key = LoginKeySchema.parse(keyRes.json().value);
  return encryptLoginBody(key, {
    type: 'username',
    nonce: loginNonce(),
    timestamp: Date.now(),
    ...payload,
  } as LoginPayload);
}

/** POSTs an encrypted login; returns the raw response. */
export async function postLogin(
  app: FastifyInstance,
  payload: Partial<LoginPayload>,
  remoteAddress = '127.0.0.1',
) {
  const body = await encryptedLogin(app, payload);
  return app.inject({
    method: 'POST',
    url: '/wps/auth/login',
    headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME },
    payload: body,
    remoteAddress,
  });
}

/** Logs in and returns the bearer token; throws when the login fails. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password = 'Demo1234',
  extra: Partial<LoginPayload> = {},
): Promise<string> {
  const res = await postLogin(app, { username, password, ...extra });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().value.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Latest development-outbox message to a recipient (SMS codes, reset links). */
export async function lastOutbox(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/wps/dev/outbox?to=${encodeURIComponent(to)}&limit=1`,
  });
  const [message] = res.json().value as { body: string }[];
  if (!message) throw new Error(`no message to ${to}`);
  return message.body;
}

export function smsCodeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in ${text}`);
  return match[1]!;
}

/** A new captcha and its answer, read from the development outbox. */
export async function solvedCaptcha(
  app: FastifyInstance,
): Promise<{ captchaId: string; captcha: string }> {
  const res = await app.inject({ method: 'GET', url: '/wps/auth/captcha' });
  const captchaId = res.json().value.captchaId as string;
  return { captchaId, captcha: await lastOutbox(app, captchaId) };
}
