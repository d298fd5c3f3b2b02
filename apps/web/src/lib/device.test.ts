import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_HEADER, STORAGE_KEYS } from '@app/contracts';
import { deviceHeaders, deviceId } from './device.ts';

describe('device id (per-device limits, issue 18)', () => {
  afterEach(() => window.localStorage.clear());

  it('is made once, kept in local storage and sent in its header', () => {
    const first = deviceId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(window.localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(first);
    expect(deviceId()).toBe(first);
    expect(deviceHeaders()).toEqual({ [DEVICE_ID_HEADER]: first });
  });

  it('keeps a stored id and replaces one the server would not accept', () => {
    window.localStorage.setItem(STORAGE_KEYS.deviceId, 'stored-device-id-0123');
    expect(deviceId()).toBe('stored-device-id-0123');
    window.localStorage.setItem(STORAGE_KEYS.deviceId, 'bad id');
    expect(deviceId()).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
