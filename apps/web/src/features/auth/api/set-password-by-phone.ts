import { setPasswordByPhoneEndpoint, type EndpointBody, type SessionValue } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { deviceHeaders } from '../../../lib/device.ts';

/** SMS code and new password; answers a session (spec §2). */
export function setPasswordByPhone(
  body: EndpointBody<typeof setPasswordByPhoneEndpoint>,
): Promise<SessionValue> {
  return callEndpoint(setPasswordByPhoneEndpoint, { body, headers: deviceHeaders() });
}
