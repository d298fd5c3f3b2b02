import {
  CaptchaSchema,
  ENCRYPTION_SCHEME,
  LoginKeySchema,
  LoginPayloadSchema,
  MemberInfoSchema,
  RegisterValueSchema,
  SessionValueSchema,
  type Captcha,
  type EncryptedBody,
  type LoginKey,
  type MemberInfo,
  type RegisterValue,
  type SessionValue,
} from '@app/contracts';
import type { z } from 'zod';

/**
 * Test doubles of the identity calls, parsed through the contract schemas so that they cannot
 * drift from the server's answers.
 */

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let bin = '';
  for (const b of view) bin += String.fromCharCode(b);
  return btoa(bin);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export type FakeLoginKey = {
  key: LoginKey;
  /** Opens a body the site sealed, as the server does. */
  open: (body: EncryptedBody) => Promise<z.output<typeof LoginPayloadSchema>>;
};

/** A real RSA-OAEP key pair: the site's encryption runs for real in the tests. */
export async function createFakeLoginKey(): Promise<FakeLoginKey> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = toBase64(await crypto.subtle.exportKey('spki', pair.publicKey));
  const key = LoginKeySchema.parse({ keyId: 'test-key', algorithm: ENCRYPTION_SCHEME, spki });
  return {
    key,
    open: async (body) => {
      const raw = await crypto.subtle.decrypt(
        { name: 'RSA-OAEP' },
        pair.privateKey,
        fromBase64(body.key),
      );
      const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(body.iv) },
        aes,
        fromBase64(body.data),
      );
      return LoginPayloadSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
    },
  };
}

export function buildSessionValue(overrides: Partial<SessionValue> = {}): SessionValue {
  return SessionValueSchema.parse({
    token: 'token-new',
    userName: 'player01',
    nickname: null,
    customerType: 0,
    firstTimeLogin: false,
    merchantCode: 'VN01',
    ...overrides,
  });
}

export function buildRegisterValue(overrides: Partial<RegisterValue> = {}): RegisterValue {
  return RegisterValueSchema.parse({ ...buildSessionValue(), accountNo: '10000042', ...overrides });
}

export function buildMemberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return MemberInfoSchema.parse({
    id: 7,
    account: 'player01',
    accountNo: '10000007',
    nickname: 'Lucky Seven',
    type: 0,
    clubLabel: { labelName: 'Bronze' },
    memberLabel: [],
    mobileNum: null,
    email: null,
    hasPassword: true,
    firstTimeLogin: false,
    ...overrides,
  });
}

let captchaCount = 0;
export function buildCaptcha(): Captcha {
  captchaCount += 1;
  return CaptchaSchema.parse({
    captchaId: `captcha-${captchaCount}`,
    image: 'data:image/png;base64,iVBORw0KGgo=',
    expiresIn: 120,
  });
}

/** The JSON body of a fake call. */
export function jsonBody(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}
