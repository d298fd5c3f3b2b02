import { exchangeSessionEndpoint, type SessionValue } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { deviceHeaders } from '../../../lib/device.ts';

/**
 * Trades a session handed over through an address (`?token=`) for a fresh one; without a token,
 * the one a provider's sign-in left in its short-lived cookie. The handed-over token dies.
 */
export async function exchangeSession(token?: string): Promise<SessionValue> {
  return callEndpoint(exchangeSessionEndpoint, {
    body: token ? { token } : {},
    headers: deviceHeaders(),
  });
}
