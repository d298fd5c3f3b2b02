import type { z } from 'zod';
import {
  SessionValueSchema,
  type SessionValue,
  type SetPasswordByPhoneBodySchema,
} from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/auth/password/phone: SMS code and new password; answers a session (spec §2). */
export function setPasswordByPhone(
  body: z.input<typeof SetPasswordByPhoneBodySchema>,
): Promise<SessionValue> {
  return apiRequest('/wps/auth/password/phone', {
    method: 'POST',
    schema: SessionValueSchema,
    body,
  });
}
