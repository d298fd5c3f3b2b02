import { sendSmsCodeEndpoint, type EndpointBody } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

export type SmsRequest = EndpointBody<typeof sendSmsCodeEndpoint>;

/** spec §3 SMS request: answers value.expirationTime, epoch milliseconds. */
export async function sendSmsCode(body: SmsRequest): Promise<number> {
  const value = await callEndpoint(sendSmsCodeEndpoint, { body });
  return value.expirationTime;
}
