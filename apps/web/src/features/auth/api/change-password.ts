import type { z } from 'zod';
import { ChangePasswordValueSchema, type ChangePasswordBodySchema } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/member/password; the session is rotated and the answer carries the new token. */
export async function changePassword(
  body: z.input<typeof ChangePasswordBodySchema>,
): Promise<string> {
  const value = await apiRequest('/wps/member/password', {
    method: 'POST',
    schema: ChangePasswordValueSchema,
    body,
  });
  return value.token;
}
