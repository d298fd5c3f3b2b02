import { LoginKeySchema, type LoginKey } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

let cached: Promise<LoginKey> | null = null;

/** The server's login-encryption key (GET /wps/auth/key), fetched once per page load. */
export function getLoginKey(): Promise<LoginKey> {
  cached ??= apiRequest('/wps/auth/key', { schema: LoginKeySchema }).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** Forgets the cached key, e.g. when the server no longer reads bodies sealed with it. */
export function dropLoginKey(): void {
  cached = null;
}
