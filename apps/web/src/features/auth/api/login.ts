import {
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  encryptLoginBody,
  loginEndpoint,
  loginNonce,
  type LoginPayload,
  type SessionValue,
} from '@app/contracts';
import { ApiError, callEndpoint } from '@app/client/api-client';
import { dropLoginKey, getLoginKey } from './login-key.ts';
import { deviceHeaders } from '../../../lib/device.ts';

export type LoginFields = Omit<LoginPayload, 'nonce' | 'timestamp'>;

async function postLogin(fields: LoginFields): Promise<SessionValue> {
  const key = await getLoginKey();
  // Each body is single-use (nonce, timestamp): the server refuses a replay (spec §3).
  const body = await encryptLoginBody(key, {
    ...fields,
    nonce: loginNonce(),
    timestamp: Date.now(),
  });
  return callEndpoint(loginEndpoint, {
    headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME, ...deviceHeaders() },
    body,
  });
}

/**
 * spec §3/§4 Login: the payload is encrypted with the server's public key (RSA-OAEP-256 wrapping an
 * AES-256-GCM key) and sent with the encryption header. A key the server no longer has (a restart
 * with a new key) is fetched again and the login tried once more.
 */
export async function login(fields: LoginFields): Promise<SessionValue> {
  try {
    return await postLogin(fields);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'auth.decryption_failed') {
      dropLoginKey();
      return postLogin(fields);
    }
    throw error;
  }
}

/** True when a failed login asks for the captcha (spec §4: error value `{ captcha: true }`). */
export function wantsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const value = error.value;
  return (
    typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true
  );
}
