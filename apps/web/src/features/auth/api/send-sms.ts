import { sendSmsCodeEndpoint, type EndpointBody } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { currentLanguage } from '../../../lib/i18n.ts';
import { deviceHeaders } from '../../../lib/device.ts';

export type SmsRequest = Omit<EndpointBody<typeof sendSmsCodeEndpoint>, 'language'>;

/**
 * spec §3 SMS request: answers value.expirationTime (epoch ms, the code's expiry) and resendAfter
 * (epoch ms, when another code may be asked for). The text comes in the language the site is in.
 */
export async function sendSmsCode(
  body: SmsRequest,
): Promise<{ expirationTime: number; resendAfter: number }> {
  const value = await callEndpoint(sendSmsCodeEndpoint, {
    body: { ...body, language: currentLanguage() },
    headers: deviceHeaders(),
  });
  return { expirationTime: value.expirationTime, resendAfter: value.resendAfter };
}
