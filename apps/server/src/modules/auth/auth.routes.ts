import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AffiliateQuerySchema,
  AffiliateValueSchema,
  CaptchaSchema,
  ENCRYPTION_HEADER,
  ErrorEnvelopeSchema,
  EncryptedBodySchema,
  LoginKeySchema,
  OAuthProviderSchema,
  PasswordEmailBodySchema,
  PasswordResetBodySchema,
  RegisterBodySchema,
  RegisterValueSchema,
  SessionValueSchema,
  SetPasswordByPhoneBodySchema,
  SmsSendBodySchema,
  SmsSendValueSchema,
  TrialValueSchema,
  UsernameCheckQuerySchema,
  UsernameCheckValueSchema,
  okEnvelope,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
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
import { AGENT_TYPES } from '@app/contracts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};
const ok = <T extends z.ZodType>(value: T) => ({ 200: okEnvelope(value), ...errors });
const Empty = z.object({});

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

export function authRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/key',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Public key that encrypts the login body (RSA-OAEP-256 wrapping an AES-256-GCM key)',
          response: ok(LoginKeySchema),
        },
      },
      async () => ({ success: true as const, value: await deps.loginKeys.publicKey() }),
    );

    app.post(
      '/auth/login',
      {
        config: { rateLimit: limits.login, module: 'COMM3' },
        schema: {
          tags: ['auth'],
          summary: `Log in (spec §3). Body encrypted; header ${ENCRYPTION_HEADER}: RSA-OAEP-256+A256GCM`,
          headers: z.object({ [ENCRYPTION_HEADER]: z.string().max(64).optional() }),
          body: EncryptedBodySchema,
          response: ok(SessionValueSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await login(deps, request.headers, request.body, meta(request)),
      }),
    );

    app.delete(
      '/auth/session',
      {
        schema: { tags: ['auth'], summary: 'Log out: revoke this session', response: ok(Empty) },
      },
      async (request) => {
        const token = tokenOf(request);
        if (token) await closeSession(deps.db, token);
        return { success: true as const, value: {} };
      },
    );

    app.post(
      '/auth/trial',
      {
        config: { rateLimit: limits.register },
        schema: {
          tags: ['auth'],
          summary: 'Free play: a trial account and session (type 4)',
          response: ok(TrialValueSchema),
        },
      },
      async (request) => ({ success: true as const, value: await startTrial(deps, meta(request)) }),
    );

    app.get(
      '/auth/captcha',
      {
        config: { rateLimit: limits.captcha },
        schema: {
          tags: ['auth'],
          summary: 'A new captcha image (base64 png)',
          querystring: z.object({ kind: z.enum(['equation', 'text']).optional() }),
          response: ok(CaptchaSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          value: await createCaptcha(deps.db, request.query.kind ?? deps.captchaKind, {
            revealInOutbox: deps.devOutbox,
          }),
        };
      },
    );

    app.put(
      '/auth/register',
      {
        config: { rateLimit: limits.register },
        schema: {
          tags: ['auth'],
          summary: 'Register by username or mobile number (spec §3 Registration payload)',
          body: RegisterBodySchema,
          response: { ...ok(RegisterValueSchema), 201: okEnvelope(RegisterValueSchema) },
        },
      },
      async (request, reply) => {
        const value = await register(deps, request.body, meta(request));
        reply.status(201);
        return { success: true as const, value };
      },
    );

    app.get(
      '/auth/username/check',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags: ['auth'],
          summary: 'Is this username free?',
          querystring: UsernameCheckQuerySchema,
          response: ok(UsernameCheckValueSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: { available: !(await findMemberByAccount(deps.db, request.query.username.trim())) },
      }),
    );

    app.get(
      '/auth/affiliate',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags: ['auth'],
          summary: 'Is this invitation (affiliate) code valid? (spec §4 Registration affiliate)',
          querystring: AffiliateQuerySchema,
          response: ok(AffiliateValueSchema),
        },
      },
      async (request) => {
        const agent = await findAgentByAffiliateCode(deps.db, request.query.code.trim());
        const valid = !!agent && (AGENT_TYPES as readonly number[]).includes(agent.type);
        return { success: true as const, value: { valid } };
      },
    );

    app.post(
      '/auth/sms',
      {
        config: { rateLimit: limits.sms },
        schema: {
          tags: ['auth'],
          summary: 'Send a 6-digit verification code by SMS',
          body: SmsSendBodySchema,
          response: ok(SmsSendValueSchema),
        },
      },
      async (request) => {
        const { captcha, captchaId } = request.body;
        // Human verification: a captcha answer is checked when one is sent.
        if (captchaId && !(await checkCaptcha(deps.db, captchaId, captcha))) {
          throw new AppError('auth.captcha_invalid', { value: { field: 'body.captcha' } });
        }
        return { success: true as const, value: await sendSmsCode(deps, request.body) };
      },
    );

    app.post(
      '/auth/password/email',
      {
        config: { rateLimit: limits.recovery },
        schema: {
          tags: ['auth'],
          summary:
            'Forgot password: mail a reset link when username and e-mail match (form or JSON)',
          body: PasswordEmailBodySchema,
          response: ok(Empty),
        },
      },
      async (request) => {
        await requestPasswordEmail(deps, request.body);
        return { success: true as const, value: {} };
      },
    );

    app.post(
      '/auth/password/reset',
      {
        config: { rateLimit: limits.recovery },
        schema: {
          tags: ['auth'],
          summary: 'Choose a new password with the link from the e-mail',
          body: PasswordResetBodySchema,
          response: ok(Empty),
        },
      },
      async (request) => {
        await resetPasswordWithToken(deps, request.body);
        return { success: true as const, value: {} };
      },
    );

    app.post(
      '/auth/password/phone',
      {
        config: { rateLimit: limits.recovery },
        schema: {
          tags: ['auth'],
          summary: 'Forgot password by phone: SMS code and new password; logs in',
          body: SetPasswordByPhoneBodySchema,
          response: ok(SessionValueSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await setPasswordByPhone(deps, request.body, meta(request)),
      }),
    );

    app.get(
      '/auth/oauth/:provider/start',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags: ['auth'],
          summary: 'Start Google or Facebook sign-in (redirect)',
          params: z.object({ provider: OAuthProviderSchema }),
        },
      },
      async (request, reply) => reply.redirect(await startOAuth(deps, request.params.provider)),
    );

    app.get(
      '/auth/oauth/:provider/callback',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags: ['auth'],
          summary: 'Provider callback: signs in and returns to the site with ?token=',
          params: z.object({ provider: OAuthProviderSchema }),
          querystring: z.object({
            code: z.string().max(2048).optional(),
            state: z.string().max(256).optional(),
            error: z.string().max(256).optional(),
          }),
        },
      },
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
    );
  };
}
