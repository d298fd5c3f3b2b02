import { safeParse, type $ZodType, type output } from 'zod/v4/core';

/** Reads a JSON value from local storage, parsed by its schema; anything unreadable reads as null. */
export function readLocal<T extends $ZodType>(key: string, schema: T): output<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = safeParse(schema, JSON.parse(raw));
    return parsed.success ? (parsed.data as output<T>) : null;
  } catch {
    return null;
  }
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
