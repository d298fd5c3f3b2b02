import type { $ZodType, output } from 'zod/v4/core';
import { checkValue } from '@app/client/api-client';

/** Reads a JSON value from local storage; anything unreadable reads as undefined. */
export function readLocalJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Reads a JSON value from local storage, parsed by its schema; anything unreadable reads as null. */
export function readLocal<T extends $ZodType>(key: string, schema: T): output<T> | null {
  const value = readLocalJson(key);
  if (value === undefined) return null;
  const parsed = checkValue(schema, value);
  return parsed.success ? parsed.data : null;
}

export function writeLocal(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the site works without the cache.
  }
}

export function readLocalString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocalString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // ignored, as above
  }
}
