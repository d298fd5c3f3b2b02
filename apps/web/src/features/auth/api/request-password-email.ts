import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@app/contracts';
import { ApiError } from '../../../lib/api-client.ts';
/**
 * POST /wps/auth/password/email, form-encoded as the spec says (spec §7 "form-encoded username,
 * email"). The API client sends JSON only, so this one call posts the form itself.
 */
export async function requestPasswordEmail(username: string, email: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/wps/auth/password/email', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      body: new URLSearchParams({ username, email }).toString(),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network.error', 'Network error', 0);
  }
  const json: unknown = await response.json().catch(() => null);
  const failure = ErrorEnvelopeSchema.safeParse(json);
  if (failure.success) {
    const { code, message, value } = failure.data;
    throw new ApiError(code, message, response.status, value);
  }
  if (!z.object({ success: z.literal(true) }).safeParse(json).success) {
    throw new ApiError('response.invalid', 'Unknown error', response.status);
  }
}
