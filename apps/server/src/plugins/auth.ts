import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AGENT_TYPES, TRIAL_TYPE } from '@app/contracts';
import { AppError } from '../lib/app-error.ts';
import type { MemberRow } from '../modules/auth/auth.repository.ts';
import { resolveToken } from '../modules/auth/session.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call: 'member' any signed-in account (trial included), 'real' a real account (trial
     * refused with auth.trial_forbidden, spec §6), 'agent' agent types 1, 2, 41, 42 only.
     */
    auth?: 'member' | 'real' | 'agent';
  }
  interface FastifyRequest {
    /** The signed-in member, set for routes with config.auth. */
    member: MemberRow | null;
    /** The bearer token of this request, when one was sent. */
    sessionToken: string | null;
  }
}

/** The bearer token: `Authorization: Bearer …`, or the `token` query parameter some spec calls carry. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const query = request.query as { token?: unknown } | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : null;
}

/**
 * Resolves the session for routes that declare `config.auth`, after the gate: no or unknown token
 * → 401 auth.required; revoked or expired → 401 auth.session_expired (spec §8 "The account has been
 * logged out, please log in again").
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionToken', null);
  const authenticate = async (request: FastifyRequest) => {
    const need = request.routeOptions.config?.auth;
    if (!need) return;
    const token = tokenOf(request);
    if (!token) throw new AppError('auth.required');
    const member = await resolveToken(app.db, token);
    if (!member) throw new AppError('auth.session_expired');
    request.member = member;
    request.sessionToken = token;
    if (need === 'real' && member.type === TRIAL_TYPE) throw new AppError('auth.trial_forbidden');
    if (need === 'agent' && !(AGENT_TYPES as readonly number[]).includes(member.type)) {
      throw new AppError('auth.not_agent');
    }
  };
  // Only on the routes that need a session, first among their own preHandlers (where a global
  // hook would run): the public calls do not pay for it.
  app.addHook('onRoute', (route) => {
    if (!route.config?.auth) return;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [authenticate, ...own];
  });
}
