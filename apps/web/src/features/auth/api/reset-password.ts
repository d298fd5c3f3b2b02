import { resetPasswordEndpoint, type EndpointBody } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { deviceHeaders } from '../../../lib/device.ts';

/** With the token of the e-mailed link. */
export async function resetPasswordWithToken(
  body: EndpointBody<typeof resetPasswordEndpoint>,
): Promise<void> {
  await callEndpoint(resetPasswordEndpoint, { body, headers: deviceHeaders() });
}
