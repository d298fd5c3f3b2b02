import { RegisterValueSchema, type RegisterBody, type RegisterValue } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /wps/auth/register (spec §3 Registration payload); answers a session and the account number. */
export function register(body: RegisterBody): Promise<RegisterValue> {
  return apiRequest('/wps/auth/register', {
    method: 'PUT',
    schema: RegisterValueSchema,
    module: 'COMM3',
    body,
  });
}
