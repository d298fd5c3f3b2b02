import { registerEndpoint, type RegisterBody, type RegisterValue } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { deviceHeaders } from '../../../lib/device.ts';

/** spec §3 Registration payload; answers a session and the account number. */
export function register(body: RegisterBody): Promise<RegisterValue> {
  // The site names the common module (spec §7); the route itself belongs to none.
  return callEndpoint(registerEndpoint, { module: 'COMM3', body, headers: deviceHeaders() });
}
