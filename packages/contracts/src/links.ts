// What an operator's link may point to: plain checks, no schema (the schemas that use them:
// admin-content.ts). The site's first script uses some of them, and a module it imports brings
// into that script every schema of the module any page uses
// (docs/decisions/2026-11-29-answers-checked-once.md).

/** `/m`, `/m/…` or `/m?…`: a page of the member site, nothing with spaces or backslashes. */
function isMemberSitePath(value: string): boolean {
  return /^\/m(?:[/?#][^\s\\]*)?$/.test(value);
}

/** A path on this site (`/…`, never `//…`), no spaces or backslashes. */
export function isLocalPath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** An https address with a host and no user name or password in it. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s\\]+$/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What a customer-service entry or a banner may open: a member-site page (/m/…) or https. */
export function isMemberLink(value: string): boolean {
  return isMemberSitePath(value) || isHttpsUrl(value);
}

/** A hotline: `tel:` and a phone number (digits, an optional leading +, spaces, dots or dashes). */
export function isPhoneLink(value: string): boolean {
  return /^tel:\+?[0-9][0-9 .-]{2,30}$/.test(value);
}
