import { AffiliateValueSchema } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /wps/auth/affiliate: is this invitation code valid (spec §4 Registration affiliate)? */
export async function checkAffiliate(code: string, domain: string): Promise<boolean> {
  const value = await apiRequest('/wps/auth/affiliate', {
    schema: AffiliateValueSchema,
    query: { code, domain },
  });
  return value.valid;
}
