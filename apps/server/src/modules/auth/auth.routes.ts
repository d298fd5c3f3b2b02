import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AGENT_TYPES,
  ENCRYPTION_HEADER,
  checkAffiliateEndpoint,
  checkUsernameEndpoint,
  deleteSessionEndpoint,
  finishOAuthEndpoint,
  getCaptchaEndpoint,
  getLoginKeyEndpoint,
  loginEndpoint,
  registerEndpoint,
  requestPasswordEmailEndpoint,
  resetPasswordEndpoint,
  sendSmsCodeEndpoint,
  setPasswordByPhoneEndpoint,
  startOAuthEndpoint,
  startTrialEndpoint,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/endpoint-route.ts';
import { limitHeaders } from '../../lib/header-limit.ts';
import { tokenOf } from '../../plugins/auth.ts';
import { findAgentByAffiliateCode, findMemberByAccount } from './auth.repository.ts';
import {
  login,
  register,
  requestPasswordEmail,
  resetPasswordWithToken,
  sendSmsCode,
  setPasswordByPhone,
  startTrial,
  type AuthDeps,
} from './auth.service.ts';
import { createCaptcha, checkCaptcha } from './captcha.service.ts';
import { closeSession } from './session.service.ts';
import { finishOAuth, startOAuth } from './oauth.service.ts';

/** Per-IP limits on the routes an attacker would hammer (counted per process, or in Redis). */
const limits = {
  login: { max: 20, timeWindow: '1 minute' },
  captcha: { max: 30, timeWindow: '1 minute' },
  sms: { max: 5, timeWindow: '10 minutes' },
  register: { max: 10, timeWindow: '10 minutes' },
  recovery: { max: 5, timeWindow: '10 minutes' },
  check: { max: 30, timeWindow: '1 minute' },
};

function meta(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}

/** Sign-in, registration, free play and password recovery (spec §2, §3, §4). */
export function authRoutes(deps: AuthDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getLoginKeyEndpoint, () => deps.loginKeys.publicKey());

    route(
      app,
      loginEndpoint,
      (request) => login(deps, request.headers, request.body, meta(request)),
      {
        rateLimit: limits.login,
        fastify: { preHandler: limitHeaders({ [ENCRYPTION_HEADER]: 64 }) },
      },
    );

    route(app, deleteSessionEndpoint, async (request) => {
      const token = tokenOf(request);
      if (token) await closeSession(deps.db, token);
      return {};
    });

    route(app, startTrialEndpoint, (request) => startTrial(deps, meta(request)), {
      rateLimit: limits.register,
    });

    route(
      app,
      getCaptchaEndpoint,
      (request, reply) => {
        reply.header('cache-control', 'no-store');
        return createCaptcha(deps.db, request.query.kind ?? deps.captchaKind, {
          revealInOutbox: deps.devOutbox,
        });
      },
      { rateLimit: limits.captcha },
    );

    route(app, registerEndpoint, (request) => register(deps, request.body, meta(request)), {
      rateLimit: limits.register,
    });

    route(
      app,
      checkUsernameEndpoint,
      async (request) => ({
        available: !(await findMemberByAccount(deps.db, request.query.username.trim())),
      }),
      { rateLimit: limits.check },
    );

    route(
      app,
      checkAffiliateEndpoint,
      async (request) => {
        const agent = await findAgentByAffiliateCode(deps.db, request.query.code.trim());
        return { valid: !!agent && (AGENT_TYPES as readonly number[]).includes(agent.type) };
      },
      { rateLimit: limits.check },
    );

    route(
      app,
      sendSmsCodeEndpoint,
      async (request) => {
        const { captcha, captchaId } = request.body;
        // Human verification: a captcha answer is checked when one is sent.
        if (captchaId && !(await checkCaptcha(deps.db, captchaId, captcha))) {
          throw new AppError('auth.captcha_invalid', { value: { field: 'body.captcha' } });
        }
        return sendSmsCode(deps, request.body);
      },
      { rateLimit: limits.sms },
    );

    route(
      app,
      requestPasswordEmailEndpoint,
      async (request) => {
        await requestPasswordEmail(deps, request.body);
        return {};
      },
      { rateLimit: limits.recovery },
    );

    route(
      app,
      resetPasswordEndpoint,
      async (request) => {
        await resetPasswordWithToken(deps, request.body);
        return {};
      },
      { rateLimit: limits.recovery },
    );

    route(
      app,
      setPasswordByPhoneEndpoint,
      (request) => setPasswordByPhone(deps, request.body, meta(request)),
      { rateLimit: limits.recovery },
    );

    route(
      app,
      startOAuthEndpoint,
      async (request, reply) => reply.redirect(await startOAuth(deps, request.params.provider)),
      { rateLimit: limits.check },
    );

    route(
      app,
      finishOAuthEndpoint,
      async (request, reply) => {
        const { code, state, error } = request.query;
        if (error || !code || !state) return reply.redirect('/m/login?oauth=failed');
        try {
          const token = await finishOAuth(
            deps,
            request.params.provider,
            code,
            state,
            meta(request),
          );
          return reply.redirect(`/m/home?token=${encodeURIComponent(token)}`);
        } catch (err) {
          request.log.warn({ err }, 'oauth sign-in failed');
          return reply.redirect('/m/login?oauth=failed');
        }
      },
      { rateLimit: limits.check },
    );
  };
}
