import { checkAffiliateEndpoint } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { deviceHeaders } from '../../../lib/device.ts';

/** Is this invitation code valid (spec §4 Registration affiliate)? */
export async function checkAffiliate(code: string, domain: string): Promise<boolean> {
  const value = await callEndpoint(checkAffiliateEndpoint, {
    query: { code, domain },
    headers: deviceHeaders(),
  });
  return value.valid;
}
