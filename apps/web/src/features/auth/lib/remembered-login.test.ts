import { describe, expect, it } from 'vitest';
import {
  REMEMBERED_LOGIN_KEY,
  forgetLogin,
  readRememberedLogin,
  rememberLogin,
  updateRememberedPassword,
  type KeyStore,
} from './remembered-login.ts';

function memoryStore(): KeyStore & { key: CryptoKey | null } {
  const store = {
    key: null as CryptoKey | null,
    load: async () => store.key,
    save: async (key: CryptoKey) => {
      store.key = key;
    },
  };
  return store;
}

const login = { type: 'username' as const, username: 'player01', password: 'S3cret-pass' };

describe('remembered login (docs/decisions/2026-11-24-remembered-password.md)', () => {
  it('stores only an iv and a ciphertext, under a key that cannot be exported', async () => {
    const store = memoryStore();
    await rememberLogin(login, store);
    const raw = window.localStorage.getItem(REMEMBERED_LOGIN_KEY)!;
    expect(Object.keys(JSON.parse(raw))).toEqual(['v', 'iv', 'data']);
    for (const plain of [
      'S3cret-pass',
      'player01',
      btoa('S3cret-pass'),
      btoa(btoa('S3cret-pass')),
    ]) {
      expect(raw).not.toContain(plain);
    }
    expect(store.key!.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', store.key!)).rejects.toThrow();
    expect(await readRememberedLogin(store)).toEqual(login);
  });

  it('uses a fresh iv each time', async () => {
    const store = memoryStore();
    await rememberLogin(login, store);
    const first = window.localStorage.getItem(REMEMBERED_LOGIN_KEY);
    await rememberLogin(login, store);
    expect(window.localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toBe(first);
  });

  it('drops a ciphertext it cannot open: tampered, or from a key this browser lost', async () => {
    const store = memoryStore();
    await rememberLogin(login, store);
    const sealed = JSON.parse(window.localStorage.getItem(REMEMBERED_LOGIN_KEY)!);
    window.localStorage.setItem(
      REMEMBERED_LOGIN_KEY,
      JSON.stringify({ ...sealed, data: btoa('x'.repeat(40)) }),
    );
    expect(await readRememberedLogin(store)).toBeNull();
    expect(window.localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();

    await rememberLogin(login, store);
    expect(await readRememberedLogin(memoryStore())).toBeNull();
    expect(window.localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('forgets, and updates the password of the same account only', async () => {
    const store = memoryStore();
    await rememberLogin(login, store);
    await updateRememberedPassword('someone-else', 'Other123', store);
    expect((await readRememberedLogin(store))?.password).toBe('S3cret-pass');
    await updateRememberedPassword('PLAYER01', 'N3w-pass', store);
    expect((await readRememberedLogin(store))?.password).toBe('N3w-pass');
    forgetLogin();
    expect(await readRememberedLogin(store)).toBeNull();
  });
});
