/**
 * What the service worker does with a request, kept apart from the worker so that it can be
 * tested: API answers are never served from a cache (they carry balances, sessions and draws),
 * pages under /m are fetched from the network first, everything else precached is served from
 * the precache.
 */
export type RequestKind = 'api' | 'page' | 'other';

/** The paths that are never answered from a cache: the platform API and the back office. */
const NETWORK_ONLY = /^\/(wps|admin|healthz|readyz)(\/|$|\?)/;

export function requestKind(url: URL, mode: RequestMode, origin: string): RequestKind {
  if (url.origin !== origin) return 'other';
  if (NETWORK_ONLY.test(url.pathname)) return 'api';
  if (mode === 'navigate' && (url.pathname === '/m' || url.pathname.startsWith('/m/'))) {
    return 'page';
  }
  return 'other';
}

/**
 * The precached page that stands for a path when the network is gone: a page pre-rendered for
 * that path when the build has one, else the app shell (every /m route renders in it).
 */
export function offlineCandidates(pathname: string): string[] {
  const clean = pathname.replace(/\/+$/, '') || '/m';
  const own = clean === '/m' ? [] : [`${clean}/index.html`, `${clean}.html`];
  return [...own, '/m/index.html'];
}

/** Messages the page sends to the worker. */
export const SW_MESSAGES = { skipWaiting: 'SKIP_WAITING' } as const;
