import { fillPath, startOAuthEndpoint, type OAuthProvider } from '@app/contracts';

/**
 * The address a Google or Facebook button opens: the server redirects to the provider, which
 * returns to the site with `?token=` (spec §3) or to the login page with `?oauth=failed`.
 */
export function oauthStartUrl(provider: OAuthProvider): string {
  return fillPath(startOAuthEndpoint.path, { provider });
}
