import { getLoginKeyEndpoint, type LoginKey } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

let cached: Promise<LoginKey> | null = null;

/** The server's login-encryption key, fetched once per page load. */
export function getLoginKey(): Promise<LoginKey> {
  cached ??= callEndpoint(getLoginKeyEndpoint).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** Forgets the cached key, e.g. when the server no longer reads bodies sealed with it. */
export function dropLoginKey(): void {
  cached = null;
}
