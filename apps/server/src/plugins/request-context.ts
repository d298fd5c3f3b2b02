import type { FastifyRequest } from 'fastify';
import { timingSafeEqual, createHash } from 'node:crypto';
import { roleCan } from '@app/contracts';
import { AppError } from '../lib/app-error.ts';
import type { FailureLimiter } from '../lib/failure-limiter.ts';
import { DEV_OPERATOR_TOKEN } from '../config.ts';
import type { Visitor } from '../modules/system/system.service.ts';
import {
  operatorActor,
  resolveOperatorSession,
  type OperatorAuthDeps,
  type OperatorCaller,
} from '../modules/operator-auth/operator-auth.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Operator sign-in's collaborators: database, clock, and the per-address failure counts. */
    operatorAuth: OperatorAuthDeps & { failures: FailureLimiter };
  }
  interface FastifyRequest {
    /** Who called an operator route (set by requireOperator). */
    operatorCaller: OperatorCaller | null;
  }
}

/** The visitor's address (behind TRUST_PROXY) and the country a CDN put in COUNTRY_HEADER. */
export function visitorOf(request: FastifyRequest): Visitor {
  const raw = request.headers[request.server.config.countryHeader];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const country = value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
  return { ip: request.ip, country };
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

/** Whether a token is the service token, compared in constant time; never the dev one in production. */
function isServiceToken(request: FastifyRequest, token: string): boolean {
  const { config } = request.server;
  const expected = config.operatorToken;
  if (!expected) return false;
  if (config.env === 'production' && expected === DEV_OPERATOR_TOKEN) return false;
  return timingSafeEqual(digest(token), digest(expected));
}

/**
 * onRequest of every operator route (docs/decisions/2026-11-24-operator-accounts.md): the caller
 * is an operator session (Bearer token from the sign-in) or the service token, else 401
 * operator.unauthorized; its role must hold the endpoint's permission, else 403
 * operator.forbidden. Wrong tokens count per address: too many and the address gets 429
 * rate.limited until the window ends, so a token cannot be guessed at speed.
 */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  const { operatorAuth } = request.server;
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw new AppError('operator.unauthorized');
  const wait = operatorAuth.failures.retryAfter(request.ip);
  if (wait > 0) throw new AppError('rate.limited', { value: { retryAfter: wait } });
  let caller: OperatorCaller | null = null;
  if (isServiceToken(request, token)) {
    caller = {
      kind: 'service',
      role: request.server.config.operatorTokenRole,
      operator: null,
      session: null,
      actor: { name: 'service', ip: request.ip, operatorId: null },
    };
  } else {
    const found = await resolveOperatorSession(operatorAuth, token);
    if (found) {
      caller = {
        kind: 'operator',
        role: found.operator.role as OperatorCaller['role'],
        operator: found.operator,
        session: found.session,
        actor: operatorActor(found.operator, request.ip),
      };
    }
  }
  if (!caller) {
    operatorAuth.failures.fail(request.ip);
    throw new AppError('operator.unauthorized');
  }
  const permission = request.routeOptions.config?.endpoint?.permission;
  if (!permission || !roleCan(caller.role, permission)) {
    throw new AppError('operator.forbidden');
  }
  request.operatorCaller = caller;
}

/** The caller of an operator route; requireOperator ran before the handler. */
export function callerOf(request: FastifyRequest): OperatorCaller {
  if (!request.operatorCaller) throw new AppError('operator.unauthorized');
  return request.operatorCaller;
}
