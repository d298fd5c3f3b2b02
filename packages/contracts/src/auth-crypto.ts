import type { EncryptedBody, LoginKey, LoginPayload } from './auth.ts';

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let bin = '';
  for (let i = 0; i < view.length; i++) bin += String.fromCharCode(view[i]!);
  return btoa(bin);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** A fresh random nonce for a login body (hex, 32 characters). */
export function loginNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Encrypts a login payload for the server (spec §3 "Main login body is encrypted"): a fresh
 * AES-256-GCM key encrypts the JSON, and the server's RSA-OAEP-256 public key wraps that key.
 * Uses WebCrypto, so it runs in the browser and in Node alike.
 */
export async function encryptLoginBody(
  key: LoginKey,
  payload: LoginPayload,
): Promise<EncryptedBody> {
  const subtle = crypto.subtle;
  const rsa = await subtle.importKey(
    'spki',
    fromBase64(key.spki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aes,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  const raw = await subtle.exportKey('raw', aes);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw);
  return { keyId: key.keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}
