import { z } from 'zod';
import type { PasswordResetBodySchema } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/auth/password/reset with the token of the e-mailed link. */
export async function resetPasswordWithToken(
  body: z.input<typeof PasswordResetBodySchema>,
): Promise<void> {
  await apiRequest('/wps/auth/password/reset', { method: 'POST', schema: z.object({}), body });
}
