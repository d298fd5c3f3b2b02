import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS, SessionInfoSchema, getWalletEndpoint } from '@app/contracts';
import {
  clearSession,
  getSession,
  getToken,
  getTrialName,
  isAgentType,
  isTrialSession,
  readSessionInfo,
  saveSession,
  saveTrialSession,
  updateSession,
  useSession,
} from './session.ts';
import { callEndpoint, setTokenProvider } from '@app/client/api-client';

const stored = {
  token: 'abc',
  merchantCode: 'VN01',
  userName: 'player01',
  type: 1,
  firstTimeLogin: false,
};

describe('session (MC_SESSION_INFO, spec §3)', () => {
  it('reads a valid stored session', () => {
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(stored));
    expect(getSession()).toEqual(stored);
    expect(getToken()).toBe('abc');
  });

  it('accepts a trial session with only token and merchant code', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ token: 't', merchantCode: 'TRIAL' }),
    );
    expect(getSession()).toEqual({ token: 't', merchantCode: 'TRIAL' });
  });

  it.each(['not json', '{"merchantCode":"VN01"}', '{"token":"","merchantCode":"VN01"}', 'null'])(
    'reads %s as no session',
    (raw) => {
      window.localStorage.setItem(STORAGE_KEYS.session, raw);
      expect(getSession()).toBeNull();
      expect(getToken()).toBeNull();
    },
  );

  it('reads a stored value as SessionInfoSchema does, without the schema', () => {
    const samples: unknown[] = [
      stored,
      { token: 't', merchantCode: 'TRIAL' },
      { ...stored, nochat: true, extra: 'dropped' },
      { ...stored, type: 1.5 },
      { ...stored, type: '1' },
      { ...stored, type: Number.MAX_SAFE_INTEGER + 1 },
      { ...stored, userName: 7 },
      { ...stored, firstTimeLogin: 'no' },
      { ...stored, nochat: null },
      { ...stored, userName: undefined },
      { token: 1, merchantCode: 'VN01' },
      { token: 'abc' },
      { merchantCode: 'VN01' },
      [],
      'abc',
      null,
      42,
    ];
    for (const sample of samples) {
      const parsed = SessionInfoSchema.safeParse(sample);
      expect(readSessionInfo(sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });

  it('returns the same object while the stored value is unchanged', () => {
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(stored));
    expect(getSession()).toBe(getSession());
  });

  it('re-renders useSession on save and clear', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => saveSession(stored));
    expect(result.current?.userName).toBe('player01');
    window.sessionStorage.setItem('x', '1');
    act(() => clearSession());
    expect(result.current).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('sends the token as a bearer token through the API client', async () => {
    saveSession(stored);
    setTokenProvider(getToken);
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ success: true, value: 1 }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The answer is not a wallet: the call fails after sending, which is all this test reads.
    await callEndpoint(getWalletEndpoint).catch(() => undefined);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ authorization: 'Bearer abc' });
  });

  it('stores a trial as token, trial merchant code and type 4, the name in session storage (spec §3)', () => {
    saveTrialSession('trial-token', 'TRIAL', 'trial_abc');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session)!)).toEqual({
      token: 'trial-token',
      merchantCode: 'TRIAL',
      // The type lets the site hide what free play may not use (live chat, spec §6).
      type: 4,
    });
    expect(getTrialName()).toBe('trial_abc');
    expect(isTrialSession(getSession())).toBe(true);
    clearSession();
    expect(getTrialName()).toBeNull();
  });

  it('updates fields of the session it was asked about only', () => {
    saveSession(stored);
    updateSession('another-token', { userName: 'x' });
    expect(getSession()?.userName).toBe('player01');
    updateSession('abc', { token: 'rotated', firstTimeLogin: true });
    expect(getSession()).toEqual({ ...stored, token: 'rotated', firstTimeLogin: true });
  });

  it('knows the agent types (spec §6, §9)', () => {
    for (const type of [1, 2, 41, 42]) expect(isAgentType(type)).toBe(true);
    for (const type of [0, 4, 40, 3, undefined]) expect(isAgentType(type)).toBe(false);
  });
});
