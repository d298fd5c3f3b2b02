import { requestPasswordEmailEndpoint } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/** Form-encoded, as the spec says (spec §7 "form-encoded username, email"). */
export async function requestPasswordEmail(username: string, email: string): Promise<void> {
  await callEndpoint(requestPasswordEmailEndpoint, { body: { username, email } });
}
