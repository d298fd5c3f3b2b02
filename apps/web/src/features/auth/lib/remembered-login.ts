import { z } from 'zod/mini';

/**
 * "Remember password" (spec §3 Remembered login: username, password, type, countryDialingCode),
 * kept so that reading local storage does not reveal the password: the login is sealed with
 * AES-GCM under a non-extractable WebCrypto key that lives in IndexedDB; local storage holds only
 * the iv and the ciphertext. See docs/decisions/2026-11-24-remembered-password.md.
 */

export const REMEMBERED_LOGIN_KEY = 'MC_REMEMBER_LOGIN';
const DB_NAME = 'mc-site';
const DB_STORE = 'keys';
const KEY_ID = 'remembered-login';
/** Binds the ciphertext to its purpose: it cannot be passed off as another sealed value. */
const ADDITIONAL_DATA = new TextEncoder().encode(`${REMEMBERED_LOGIN_KEY}/v1`);

export const RememberedLoginSchema = z.object({
  type: z.literal('username'),
  username: z.string(),
  password: z.string(),
  countryDialingCode: z.optional(z.string()),
});
export type RememberedLogin = z.infer<typeof RememberedLoginSchema>;

const SealedSchema = z.object({ v: z.literal(1), iv: z.string(), data: z.string() });

/** Where the sealing key is kept: IndexedDB in browsers, memory where there is none (tests). */
export type KeyStore = {
  load(): Promise<CryptoKey | null>;
  save(key: CryptoKey): Promise<void>;
};

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(DB_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB open failed'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(DB_STORE, mode).objectStore(DB_STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('indexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

/** CryptoKey objects are structured-cloneable: IndexedDB keeps the key without exposing its bytes. */
const indexedDbKeyStore: KeyStore = {
  async load() {
    const key: unknown = await withStore('readonly', (store) => store.get(KEY_ID));
    return key instanceof CryptoKey ? key : null;
  },
  async save(key) {
    await withStore('readwrite', (store) => store.put(key, KEY_ID));
  },
};

function memoryKeyStore(): KeyStore {
  let kept: CryptoKey | null = null;
  return {
    load: async () => kept,
    save: async (key) => {
      kept = key;
    },
  };
}

let defaultStore: KeyStore | null = null;
function keyStore(): KeyStore {
  defaultStore ??= typeof indexedDB === 'undefined' ? memoryKeyStore() : indexedDbKeyStore;
  return defaultStore;
}

let pendingKey: Promise<CryptoKey> | null = null;
async function sealingKey(store: KeyStore, create: boolean): Promise<CryptoKey | null> {
  const existing = await store.load();
  if (existing || !create) return existing;
  pendingKey ??= (async () => {
    // extractable: false — no script, ours included, can read the key's bytes.
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await store.save(key);
    return key;
  })().finally(() => {
    pendingKey = null;
  });
  return pendingKey;
}

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Seals and stores the login; on any failure nothing is remembered (never the plain text). */
export async function rememberLogin(login: RememberedLogin, store = keyStore()): Promise<void> {
  try {
    const key = await sealingKey(store, true);
    if (!key) return;
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: ADDITIONAL_DATA },
      key,
      new TextEncoder().encode(JSON.stringify(RememberedLoginSchema.parse(login))),
    );
    const sealed = { v: 1, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
    window.localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(sealed));
  } catch {
    forgetLogin();
  }
}

/** The remembered login, or null when there is none or it cannot be opened any more. */
export async function readRememberedLogin(store = keyStore()): Promise<RememberedLogin | null> {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(REMEMBERED_LOGIN_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const sealed = SealedSchema.parse(JSON.parse(raw));
    const key = await sealingKey(store, false);
    if (!key) throw new Error('the sealing key is gone');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: ADDITIONAL_DATA },
      key,
      fromBase64(sealed.data),
    );
    return RememberedLoginSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
  } catch {
    // Tampered with, or sealed under a key this browser no longer has: useless, so dropped.
    forgetLogin();
    return null;
  }
}

/** Unticking "remember password" forgets it at once. */
export function forgetLogin(): void {
  try {
    window.localStorage.removeItem(REMEMBERED_LOGIN_KEY);
  } catch {
    // nothing stored
  }
}

/** spec §4 Password change: "re-encode remembered password if present" (same account only). */
export async function updateRememberedPassword(
  username: string,
  password: string,
  store = keyStore(),
): Promise<void> {
  const current = await readRememberedLogin(store);
  if (!current || current.username.toLowerCase() !== username.toLowerCase()) return;
  await rememberLogin({ ...current, password }, store);
}
