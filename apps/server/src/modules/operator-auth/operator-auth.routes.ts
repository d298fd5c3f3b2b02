import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  changeOperatorRoleEndpoint,
  completeOperatorSignInEndpoint,
  createOperatorEndpoint,
  disableOperatorEndpoint,
  endMemberSessionsEndpoint,
  endOperatorSessionsEndpoint,
  getOperatorMeEndpoint,
  listOperatorSessionsEndpoint,
  listOperatorsEndpoint,
  signInOperatorEndpoint,
  signOutOperatorEndpoint,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { FailureLimiter } from '../../lib/failure-limiter.ts';
import { callerOf } from '../../plugins/request-context.ts';
import {
  changeOperatorRole,
  completeSignIn,
  createOperator,
  disableOperator,
  endMemberSessions,
  endOperatorSessions,
  listOperators,
  listOperatorSessions,
  meOf,
  signIn,
  signOut,
  type OperatorAuthDeps,
} from './operator-auth.service.ts';

const metaOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * Operator sign-in (password, then TOTP or a recovery code), the session, operators and their
 * roles, and ending sessions. The two sign-in steps are limited per address twice: every call
 * (rate limit below) and every failure (30 per 15 minutes, on top of the account's lockout).
 */
export function operatorAuthRoutes(
  deps: OperatorAuthDeps & { failures: FailureLimiter },
): FastifyPluginAsync {
  /** Runs a sign-in step; a failed one counts against the caller's address. */
  async function limited<T>(request: FastifyRequest, step: () => Promise<T>): Promise<T> {
    const wait = deps.failures.retryAfter(request.ip);
    if (wait > 0) throw new AppError('rate.limited', { value: { retryAfter: wait } });
    try {
      return await step();
    } catch (error) {
      if (error instanceof AppError) deps.failures.fail(request.ip);
      throw error;
    }
  }
  const signInLimit = { max: 20, timeWindow: '1 minute' };

  return async (app) => {
    route(
      app,
      signInOperatorEndpoint,
      (request) => limited(request, () => signIn(deps, request.body, metaOf(request))),
      { rateLimit: signInLimit },
    );
    route(
      app,
      completeOperatorSignInEndpoint,
      (request) => limited(request, () => completeSignIn(deps, request.body, metaOf(request))),
      { rateLimit: signInLimit },
    );
    route(app, signOutOperatorEndpoint, (request) => signOut(deps, callerOf(request)));
    route(app, getOperatorMeEndpoint, async (request) => meOf(callerOf(request), deps.now()));
    route(app, listOperatorsEndpoint, () => listOperators(deps));
    route(app, createOperatorEndpoint, (request) =>
      createOperator(deps, request.body, callerOf(request).actor),
    );
    route(app, disableOperatorEndpoint, (request) =>
      disableOperator(deps, request.params.id, callerOf(request).actor),
    );
    route(app, changeOperatorRoleEndpoint, (request) =>
      changeOperatorRole(deps, request.params.id, request.body.role, callerOf(request).actor),
    );
    route(app, listOperatorSessionsEndpoint, (request) =>
      listOperatorSessions(deps, request.params.id),
    );
    route(app, endOperatorSessionsEndpoint, (request) =>
      endOperatorSessions(deps, request.params.id, callerOf(request).actor),
    );
    route(app, endMemberSessionsEndpoint, (request) =>
      endMemberSessions(deps, request.params.account, callerOf(request).actor),
    );
  };
}
