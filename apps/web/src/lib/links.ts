/** A link the site may follow: a site path ("/m/…") or an http(s) address; anything else is refused. */
export function safeLink(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * Follows a configured link: site paths through the router (no reload), other addresses in a new
 * tab so the site stays open behind them.
 */
export function openLink(url: string | null | undefined, navigate: (to: string) => void): void {
  const safe = safeLink(url);
  if (!safe) return;
  if (isSitePath(safe)) navigate(safe);
  else window.open(safe, '_blank', 'noopener,noreferrer');
}
