import { createHash, randomBytes } from 'node:crypto';
import type { OAuthProvider } from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import {
  consumeOAuthState,
  findIdentity,
  findMemberById,
  insertIdentity,
  insertMember,
  insertOAuthState,
} from './auth.repository.ts';
import type { AuthDeps } from './auth.service.ts';
import { totpEnabled } from '../member-centre/totp.service.ts';
import { openSession, type RequestMeta } from './session.service.ts';

/** One OAuth 2.0 provider (authorization-code flow with PKCE), configured by environment. */
export type OAuthConfig = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
};

export const OAUTH_DEFAULTS: Record<
  OAuthProvider,
  Omit<OAuthConfig, 'clientId' | 'clientSecret'>
> = {
  google: {
    authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  facebook: {
    authUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'public_profile email',
  },
};

const FLAG: Record<OAuthProvider, 'GOOGLELOGIN3' | 'FACEBOOKLOGIN3'> = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
};
const STATE_TTL_MS = 10 * 60 * 1000;

export type OAuthDeps = AuthDeps;

async function configured(deps: OAuthDeps, provider: OAuthProvider): Promise<OAuthConfig> {
  const config = deps.oauth[provider];
  const site = await deps.settings.site();
  // spec §6: social login needs phone-auth set up and the provider's flag.
  if (!config || !site.whitelabel[FLAG[provider]] || !site.whitelabel.PHONEAUTH3) {
    throw new AppError('oauth.not_configured');
  }
  return config;
}

function redirectUri(deps: AuthDeps, provider: OAuthProvider): string {
  return `${deps.publicUrl}/wps/auth/oauth/${provider}/callback`;
}

/** The provider's sign-in URL, with a single-use state and a PKCE challenge. */
export async function startOAuth(deps: OAuthDeps, provider: OAuthProvider): Promise<string> {
  const config = await configured(deps, provider);
  const state = randomBytes(24).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  await insertOAuthState(deps.db, {
    state,
    provider,
    codeVerifier,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const url = new URL(config.authUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri(deps, provider));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', state);
  url.searchParams.set(
    'code_challenge',
    createHash('sha256').update(codeVerifier).digest('base64url'),
  );
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/**
 * Exchanges the code, reads the provider's profile, signs the linked member in (creating a player
 * account on first sign-in) and returns a session token.
 */
export async function finishOAuth(
  deps: OAuthDeps,
  provider: OAuthProvider,
  code: string,
  state: string,
  meta: RequestMeta,
): Promise<string> {
  const config = await configured(deps, provider);
  const saved = await consumeOAuthState(deps.db, state);
  if (!saved || saved.provider !== provider) throw new AppError('oauth.failed');
  const tokenResponse = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(deps, provider),
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: saved.codeVerifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const tokens = (await tokenResponse.json().catch(() => ({}))) as { access_token?: string };
  if (!tokenResponse.ok || !tokens.access_token) throw new AppError('oauth.failed');
  const profileResponse = await fetch(config.userInfoUrl, {
    headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  const profile = (await profileResponse.json().catch(() => ({}))) as {
    sub?: string;
    id?: string;
    name?: string;
    email?: string;
  };
  const subject = String(profile.sub ?? profile.id ?? '');
  if (!profileResponse.ok || !subject) throw new AppError('oauth.failed');

  const identity = await findIdentity(deps.db, provider, subject);
  let member = identity ? await findMemberById(deps.db, identity.memberId) : undefined;
  if (!member) {
    member = await insertMember(deps.db, {
      account: `${provider === 'google' ? 'gg' : 'fb'}_${randomBytes(5).toString('hex')}`,
      nickname: profile.name?.slice(0, 64) ?? null,
      email: profile.email?.slice(0, 254) ?? null,
      type: 0,
      // No password yet: the member signs in with the provider, or sets one by e-mail or phone.
      passwordHash: `!oauth:${randomBytes(16).toString('hex')}`,
      registerSource: 'H5',
      registerIp: meta.ip,
    });
    await insertIdentity(deps.db, provider, subject, member.id);
  }
  if (member.status !== 'active') throw new AppError('account.disabled');
  // A member who turned an authenticator app on signs in with the password and its code
  // (docs/decisions/2026-11-25-member-totp.md): the provider alone is not the second factor.
  if (await totpEnabled(deps.db, member.id)) throw new AppError('auth.totp_required');
  return openSession(deps.db, member, meta);
}
