import { DEVICE_ID_HEADER, STORAGE_KEYS } from '@app/contracts';
import { readLocalString, writeLocalString } from './storage.ts';

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
let memoryId: string | null = null;

/**
 * This browser's device id: random, made once and kept in local storage (in memory where storage
 * is refused). Sign-in, registration, free play and recovery calls send it, so that the server
 * counts their limits per device rather than per address, which a whole office or a mobile
 * carrier's NAT can share (docs/decisions/2026-11-24-player-path-details.md). It names no person.
 */
export function deviceId(): string {
  const stored = readLocalString(STORAGE_KEYS.deviceId);
  if (stored && DEVICE_ID.test(stored)) return stored;
  memoryId ??= crypto.randomUUID();
  writeLocalString(STORAGE_KEYS.deviceId, memoryId);
  return memoryId;
}

/** The header that carries the device id. */
export function deviceHeaders(): Record<string, string> {
  return { [DEVICE_ID_HEADER]: deviceId() };
}
