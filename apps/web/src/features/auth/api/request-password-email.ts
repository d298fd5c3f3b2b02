import { requestPasswordEmailEndpoint } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { currentLanguage } from '../../../lib/i18n.ts';
import { deviceHeaders } from '../../../lib/device.ts';

/**
 * Form-encoded, as the spec says (spec §7 "form-encoded username, email"), with the language the
 * site is in, so that the e-mail is written in it.
 */
export async function requestPasswordEmail(username: string, email: string): Promise<void> {
  await callEndpoint(requestPasswordEmailEndpoint, {
    body: { username, email, language: currentLanguage() },
    headers: deviceHeaders(),
  });
}
