import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { resolveInvitationCode } from '../agents/agents.service.ts';
import { resolveReferralCode } from '../referrals/referrals.service.ts';
import {
  ENCRYPTION_HEADER,
  checkAffiliateEndpoint,
  checkUsernameEndpoint,
  deleteSessionEndpoint,
  exchangeSessionEndpoint,
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
import { byDevice, limitBy, type KeyedLimit } from '../../plugins/rate-limit.ts';
import { findMemberByAccount } from './auth.repository.ts';
import {
  exchangeSession,
  login,
  normaliseMobile,
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

/**
 * Limits of the identity routes (plugins/rate-limit.ts). Per address only a ceiling, generous
 * enough for an office or a mobile carrier's NAT, where hundreds of people share one address
 * (issue 18: at least 100 registrations and 100 free-play starts an hour); the tight counts are
 * kept on what names one person: the device id the site sends, the phone number, the account
 * name. Registration and free play keep separate counts.
 */
const perAddress = {
  login: { max: 300, timeWindow: '10 minutes' },
  captcha: { max: 600, timeWindow: '10 minutes' },
  sms: { max: 200, timeWindow: '1 hour' },
  register: { max: 100, timeWindow: '1 hour' },
  trial: { max: 100, timeWindow: '1 hour' },
  recovery: { max: 100, timeWindow: '1 hour' },
  check: { max: 600, timeWindow: '10 minutes' },
};

/** The phone number of an SMS or phone-reset body, as the service normalises it. */
const byMobile = (max: number, timeWindow: string): KeyedLimit => ({
  name: 'mobile',
  key: (request) => {
    const body = request.body as { mobileNum?: string; countryDialingCode?: string } | undefined;
    if (!body?.mobileNum) return null;
    return normaliseMobile(body.mobileNum, body.countryDialingCode ?? '').full;
  },
  max,
  timeWindow,
});

/** The account name of a recovery-by-e-mail body. */
const byAccount = (max: number, timeWindow: string): KeyedLimit => ({
  name: 'account',
  key: (request) =>
    (request.body as { username?: string } | undefined)?.username?.trim().toLowerCase(),
  max,
  timeWindow,
});

/** The tight counts per route, on top of the address ceiling. */
function keyedLimits(app: FastifyInstance) {
  return {
    login: limitBy(app, 'login', [byDevice(20, '1 minute')]),
    captcha: limitBy(app, 'captcha', [byDevice(30, '1 minute')]),
    sms: limitBy(app, 'sms', [byDevice(10, '1 hour'), byMobile(5, '1 hour')]),
    register: limitBy(app, 'register', [byDevice(10, '1 hour')]),
    trial: limitBy(app, 'trial', [byDevice(10, '1 hour')]),
    recoveryEmail: limitBy(app, 'recovery-email', [byDevice(10, '1 hour'), byAccount(5, '1 hour')]),
    recoveryToken: limitBy(app, 'recovery-token', [byDevice(10, '1 hour')]),
    recoveryPhone: limitBy(app, 'recovery-phone', [byDevice(10, '1 hour'), byMobile(5, '1 hour')]),
    check: limitBy(app, 'check', [byDevice(60, '1 minute')]),
  };
}

/** The cookie a provider's callback hands the new session over in, and its life. */
const HANDOFF_COOKIE = 'mc_signin';
const HANDOFF_SECONDS = 120;

function handoffCookie(value: string, maxAge: number, request: FastifyRequest): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${HANDOFF_COOKIE}=${value}; Max-Age=${maxAge}; Path=/wps/auth/session; HttpOnly; SameSite=Lax${secure}`;
}

/** One cookie's value from a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

function meta(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}

/** Sign-in, registration, free play and password recovery (spec §2, §3, §4). */
export function authRoutes(deps: AuthDeps): FastifyPluginAsync {
  return async (app) => {
    const keyed = keyedLimits(app);
    route(app, getLoginKeyEndpoint, () => deps.loginKeys.publicKey());

    route(
      app,
      loginEndpoint,
      (request) => login(deps, request.headers, request.body, meta(request)),
      {
        rateLimit: perAddress.login,
        fastify: { preHandler: [limitHeaders({ [ENCRYPTION_HEADER]: 64 }), keyed.login] },
      },
    );

    route(app, deleteSessionEndpoint, async (request) => {
      const token = tokenOf(request);
      if (token) await closeSession(deps.db, token);
      return {};
    });

    route(
      app,
      exchangeSessionEndpoint,
      async (request, reply) => {
        const handoff = cookieValue(request.headers.cookie, HANDOFF_COOKIE);
        if (handoff !== null) reply.header('set-cookie', handoffCookie('', 0, request));
        reply.header('cache-control', 'no-store');
        return exchangeSession(deps, request.body.token ?? handoff ?? undefined, meta(request));
      },
      { rateLimit: perAddress.login, fastify: { preHandler: keyed.login } },
    );

    route(app, startTrialEndpoint, (request) => startTrial(deps, meta(request)), {
      rateLimit: perAddress.trial,
      fastify: { preHandler: keyed.trial },
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
      { rateLimit: perAddress.captcha, fastify: { preHandler: keyed.captcha } },
    );

    route(app, registerEndpoint, (request) => register(deps, request.body, meta(request)), {
      rateLimit: perAddress.register,
      fastify: { preHandler: keyed.register },
    });

    route(
      app,
      checkUsernameEndpoint,
      async (request) => ({
        available: !(await findMemberByAccount(deps.db, request.query.username.trim())),
      }),
      { rateLimit: perAddress.check, fastify: { preHandler: keyed.check } },
    );

    route(
      app,
      checkAffiliateEndpoint,
      async (request) => {
        // An agent's code, or a member's referral code while REFERRAL3 is on (registration's order).
        const code = request.query.code.trim();
        if ((await resolveInvitationCode(deps.db, code)) !== null) return { valid: true };
        const site = await deps.settings.site();
        return {
          valid: (await resolveReferralCode(deps.db, code, site.whitelabel.REFERRAL3)) !== null,
        };
      },
      { rateLimit: perAddress.check, fastify: { preHandler: keyed.check } },
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
      { rateLimit: perAddress.sms, fastify: { preHandler: keyed.sms } },
    );

    route(
      app,
      requestPasswordEmailEndpoint,
      async (request) => {
        await requestPasswordEmail(deps, request.body);
        return {};
      },
      { rateLimit: perAddress.recovery, fastify: { preHandler: keyed.recoveryEmail } },
    );

    route(
      app,
      resetPasswordEndpoint,
      async (request) => {
        await resetPasswordWithToken(deps, request.body);
        return {};
      },
      { rateLimit: perAddress.recovery, fastify: { preHandler: keyed.recoveryToken } },
    );

    route(
      app,
      setPasswordByPhoneEndpoint,
      (request) => setPasswordByPhone(deps, request.body, meta(request)),
      { rateLimit: perAddress.recovery, fastify: { preHandler: keyed.recoveryPhone } },
    );

    route(
      app,
      startOAuthEndpoint,
      async (request, reply) => reply.redirect(await startOAuth(deps, request.params.provider)),
      { rateLimit: perAddress.check },
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
          // The session goes in a short-lived HttpOnly cookie, never in an address: the site
          // trades it at once for a session of its own (POST /wps/auth/session/exchange).
          reply.header('set-cookie', handoffCookie(token, HANDOFF_SECONDS, request));
          return reply.redirect('/m/home?signin=oauth');
        } catch (err) {
          request.log.warn({ err }, 'oauth sign-in failed');
          return reply.redirect('/m/login?oauth=failed');
        }
      },
      { rateLimit: perAddress.check },
    );
  };
}
