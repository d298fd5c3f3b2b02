import { SmsSendValueSchema } from '@app/contracts';
import type { z } from 'zod';
import type { SmsSendBodySchema } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export type SmsRequest = z.input<typeof SmsSendBodySchema>;

/** POST /wps/auth/sms (spec §3 SMS request): answers value.expirationTime, epoch milliseconds. */
export async function sendSmsCode(body: SmsRequest): Promise<number> {
  const value = await apiRequest('/wps/auth/sms', {
    method: 'POST',
    schema: SmsSendValueSchema,
    body,
  });
  return value.expirationTime;
}
