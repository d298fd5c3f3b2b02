import { decodeCustomerServicePath, type SiteInfo } from '@app/contracts';
import { safeLink } from '../../lib/links.ts';

/** The first customer-service link of the site settings, decoded (spec §3), or null. */
export function customerServiceUrl(info: SiteInfo | undefined): string | null {
  const entry = info?.customerService[0];
  if (!entry) return null;
  try {
    return safeLink(decodeCustomerServicePath(entry.path));
  } catch {
    // A path that does not decode is a settings mistake; the button is simply not shown.
    return null;
  }
}
