import { requestPasswordEmailEndpoint } from '@app/contracts';
import { callEndpoint } from '../../../lib/api-client.ts';

/** Form-encoded, as the spec says (spec §7 "form-encoded username, email"). */
export async function requestPasswordEmail(username: string, email: string): Promise<void> {
  await callEndpoint(requestPasswordEmailEndpoint, { body: { username, email } });
}
