import { decodeCustomerServicePath, isPhoneLink, type SiteInfo } from '@app/contracts';
import { isSitePath, safeLink } from '../../lib/links.ts';

/** One customer-service channel of the site settings (spec §3), its link decoded and checked. */
export type CustomerServiceChannel = { csType: string; title: string; url: string };

/** Every configured channel whose path decodes to a link the site may follow, in order. */
export function customerServiceChannels(info: SiteInfo | undefined): CustomerServiceChannel[] {
  const channels: CustomerServiceChannel[] = [];
  for (const entry of info?.customerService ?? []) {
    let url: string | null = null;
    try {
      url = safeLink(decodeCustomerServicePath(entry.path));
    } catch {
      // A path that does not decode is a settings mistake; that channel is simply not offered.
    }
    if (url) channels.push({ csType: entry.csType, title: entry.title.trim(), url });
  }
  return channels;
}

/** The first customer-service link of the site settings, decoded (spec §3), or null. */
export function customerServiceUrl(info: SiteInfo | undefined): string | null {
  return customerServiceChannels(info)[0]?.url ?? null;
}

/**
 * The channels a gate page can open (spec §2 maintenance and IP pages): the gate shows no site
 * page, so a channel that is a site path (/m/customer) would lead back to the gate; only the
 * outside ones (live-chat link, Zalo, Telegram…) are offered.
 */
export function gateChannels(info: SiteInfo | undefined): CustomerServiceChannel[] {
  return customerServiceChannels(info).filter((c) => !isSitePath(c.url));
}

/** A contact the customer-service page lists: a channel, or a hotline's `tel:` number. */
export type ContactChannel = CustomerServiceChannel & { kind: 'link' | 'phone' };

/**
 * The channels the customer-service page lists (issue 12: Zalo, Telegram, hotline, …): every
 * configured channel that decodes to a link the site may follow or to a `tel:` number, except
 * those that lead to the page itself (the live chat is on it).
 */
export function contactChannels(info: SiteInfo | undefined, pagePath: string): ContactChannel[] {
  const contacts: ContactChannel[] = [];
  for (const entry of info?.customerService ?? []) {
    let decoded = '';
    try {
      decoded = decodeCustomerServicePath(entry.path).trim();
    } catch {
      continue;
    }
    const title = entry.title.trim();
    if (isPhoneLink(decoded)) {
      contacts.push({ csType: entry.csType, title, url: decoded, kind: 'phone' });
      continue;
    }
    const url = safeLink(decoded);
    if (!url || url.split(/[?#]/)[0] === pagePath) continue;
    contacts.push({ csType: entry.csType, title, url, kind: 'link' });
  }
  return contacts;
}
