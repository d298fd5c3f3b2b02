import { resetPasswordEndpoint, type EndpointBody } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/** With the token of the e-mailed link. */
export async function resetPasswordWithToken(
  body: EndpointBody<typeof resetPasswordEndpoint>,
): Promise<void> {
  await callEndpoint(resetPasswordEndpoint, { body });
}
