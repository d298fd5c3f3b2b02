import { useSyncExternalStore } from 'react';
import { readLocalString, writeLocalString } from '../../lib/storage.ts';

const KEY = 'hideBalance';
const listeners = new Set<() => void>();

function read(): boolean {
  return readLocalString(KEY) === '1';
}

/** spec §2 "hide toggle": remembered on this device. */
export function setBalanceHidden(hidden: boolean): void {
  writeLocalString(KEY, hidden ? '1' : '0');
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}
