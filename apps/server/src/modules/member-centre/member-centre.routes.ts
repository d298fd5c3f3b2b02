import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  changePaymentPasswordEndpoint,
  getHeadIconEndpoint,
  getPersonalInfoEndpoint,
  getSecurityOverviewEndpoint,
  getStaticAvatarEndpoint,
  listLoginHistoryEndpoint,
  confirmContactChangeEndpoint,
  disableTotpEndpoint,
  enableTotpEndpoint,
  requestContactChangeEndpoint,
  setupTotpEndpoint,
  resetPaymentPasswordEndpoint,
  sendPaymentResetCodeEndpoint,
  AVATAR_BODY_MAX_BASE64,
  setHeadIconEndpoint,
  setNicknameEndpoint,
  updatePersonalInfoEndpoint,
  type StaticAvatar,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { tokenOf } from '../../plugins/auth.ts';
import { hashToken } from '../auth/session.service.ts';
import type { AuthDeps } from '../auth/auth.service.ts';
import { staticAvatarPng } from './avatar-image.ts';
import { confirmContactChange, requestContactChange } from './contact-change.service.ts';
import { resetPaymentPassword, sendPaymentResetCode } from './payment-reset.service.ts';
import { disableTotp, enableTotp, setupTotp } from './totp.service.ts';
import {
  getHeadIcon,
  getPersonalInfo,
  setHeadIcon,
  setNickname,
  updatePersonalInfo,
} from './profile.service.ts';
import {
  changePaymentPassword,
  getSecurityOverview,
  listLoginHistory,
} from './security.service.ts';

/** The longest base64 upload plus the JSON around it. */
const AVATAR_BODY_LIMIT = AVATAR_BODY_MAX_BASE64 + 4096;

/**
 * The member centre's calls: My account (MYACC: personal info, nickname, avatar) and the security
 * centre (SECPRIV: level, sign-ins, payment password change). The flags close them through the
 * definitions' `module` (plugins/gate.ts). Decision: docs/decisions/2026-11-24-member-centre.md.
 */
export function memberCentreRoutes(
  deps: RouteDeps & { sms: AuthDeps['sms']; mail: AuthDeps['mail'] },
): FastifyPluginAsync {
  return async (app) => {
    const noStore = { 'cache-control': 'private, no-store' };

    route(app, getHeadIconEndpoint, async (request, reply) => {
      reply.headers(noStore);
      return getHeadIcon(deps.db, request.member!);
    });

    // An avatar is changed a few times at most; each upload is decoded and resized.
    route(
      app,
      setHeadIconEndpoint,
      (request) => setHeadIcon(deps.db, request.member!, request.body),
      {
        rateLimit: { max: 20, timeWindow: '10 minutes' },
        fastify: { bodyLimit: AVATAR_BODY_LIMIT },
      },
    );

    route(app, getStaticAvatarEndpoint, async (request, reply) => {
      const png = await staticAvatarPng(request.params.name.slice(0, -4) as StaticAvatar);
      const etag = `"${createHash('sha1').update(png).digest('base64url')}"`;
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type('image/png').send(png);
    });

    route(app, getPersonalInfoEndpoint, async (request, reply) => {
      reply.headers(noStore);
      return getPersonalInfo(deps.db, request.member!);
    });

    route(
      app,
      updatePersonalInfoEndpoint,
      (request) => updatePersonalInfo(deps.db, request.member!, request.body),
      { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    );

    route(
      app,
      setNicknameEndpoint,
      (request) => setNickname(deps.db, request.member!, request.body.nickname),
      { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    );

    route(app, getSecurityOverviewEndpoint, async (request, reply) => {
      reply.headers(noStore);
      return getSecurityOverview(deps.db, request.member!);
    });

    route(app, listLoginHistoryEndpoint, async (request, reply) => {
      reply.headers(noStore);
      return listLoginHistory(deps.db, request.member!, hashToken(tokenOf(request) ?? ''));
    });

    // The old payment password's wrong tries lock after five; this stops a script before that.
    route(
      app,
      changePaymentPasswordEndpoint,
      async (request) => {
        await changePaymentPassword(deps, request.member!, request.body);
        return {};
      },
      { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    );

    // A forgotten payment password (docs/decisions/2026-11-25-payment-password-reset.md): the
    // number gets one code a minute; these limits stop a script asking or guessing beyond that.
    route(
      app,
      sendPaymentResetCodeEndpoint,
      (request) => sendPaymentResetCode(deps, request.member!, request.body),
      { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    );

    route(
      app,
      resetPaymentPasswordEndpoint,
      async (request) => {
        await resetPaymentPassword(deps, request.member!, request.body);
        return {};
      },
      { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    );

    // Binding or changing the mobile number or e-mail (docs/decisions/2026-11-25-contact-binding.md):
    // one request a minute per kind is the service's; these stop a script beyond it.
    route(
      app,
      requestContactChangeEndpoint,
      (request) => requestContactChange(deps, request.member!, request.body),
      { rateLimit: { max: 6, timeWindow: '15 minutes' } },
    );

    route(
      app,
      confirmContactChangeEndpoint,
      async (request) => {
        await confirmContactChange(deps, request.member!, request.body);
        return {};
      },
      { rateLimit: { max: 15, timeWindow: '15 minutes' } },
    );

    // The authenticator app (docs/decisions/2026-11-25-member-totp.md): the password checks lock
    // after five wrong; these stop a script guessing codes beyond that.
    route(app, setupTotpEndpoint, (request) => setupTotp(deps, request.member!, request.body), {
      rateLimit: { max: 10, timeWindow: '15 minutes' },
    });

    route(
      app,
      enableTotpEndpoint,
      (request) => enableTotp(deps.db, request.member!, request.body),
      { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    );

    route(
      app,
      disableTotpEndpoint,
      async (request) => {
        await disableTotp(deps.db, request.member!, request.body);
        return {};
      },
      { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    );
  };
}
