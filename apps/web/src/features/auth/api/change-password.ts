import { changePasswordEndpoint, type EndpointBody } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/** The session is rotated and the answer carries the new token. */
export async function changePassword(
  body: EndpointBody<typeof changePasswordEndpoint>,
): Promise<string> {
  const value = await callEndpoint(changePasswordEndpoint, { body });
  return value.token;
}
