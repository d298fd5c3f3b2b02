import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { OPERATOR_ROLES, ROLE_PERMISSIONS, type OperatorRole } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { freshAddress, signInDemoOperator, testClock } from '../../testing/operators.ts';
import type { CatalogueEntry } from '../../plugins/route-catalogue.ts';

// Every /wps/admin route, from the route catalogue: no credential → 401, every role the table
// does not allow → 403, an allowed role with bad input → 400. The test grows with every route.

const clock = testClock();
let app: FastifyInstance;
const tokens = new Map<OperatorRole, string>();

beforeAll(async () => {
  app = await buildTestApp({}, { clock: clock.now });
  for (const role of OPERATOR_ROLES) {
    clock.advance(30_000); // one TOTP step per sign-in: a code is good once
    tokens.set(role, await signInDemoOperator(app, role, clock.now()));
  }
});
afterAll(async () => app.close());

const SAMPLE_PARAMS: Record<string, string> = { id: '1', code: 'BANK_VCB', account: 'demo' };
const BAD_PARAMS: Record<string, string> = {
  id: 'x',
  code: 'bad%20code',
  account: 'a'.repeat(65),
  gameId: 'bad%20id',
};
/** Bad queries of the routes whose query has no page size (the others get pageSize=0). */
const BAD_QUERY: Record<string, string> = {
  '/wps/admin/dashboard': 'from=2026-02-30&to=2026-03-01',
  '/wps/admin/reports/ggr': 'from=2026-11-01&to=2026-11-30&groupBy=week',
  '/wps/admin/reports/money-by-channel': 'from=2026-11-30&to=2026-11-01',
  '/wps/admin/reports/balances': 'format=xml',
  '/wps/admin/content/help': 'language=not-a-language',
  '/wps/admin/chat/conversations': 'view=everything',
  '/wps/admin/agents': `search=${'a'.repeat(40)}`,
  '/wps/admin/referrals': 'state=everything',
  '/wps/admin/agent-contracts': 'kind=pension',
};

function urlOf(route: CatalogueEntry, params: Record<string, string>): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => params[name] ?? '1');
}

function request(route: CatalogueEntry, headers: Record<string, string>): InjectOptions {
  return {
    method: route.method as InjectOptions['method'],
    url: urlOf(route, SAMPLE_PARAMS),
    headers,
    remoteAddress: freshAddress(),
    ...(route.hasBody ? { payload: {} } : {}),
  };
}

const adminRoutes = () =>
  app.routeCatalogue.filter(
    (r) =>
      r.method !== 'HEAD' && r.url.startsWith('/wps/admin/') && r.endpoint?.auth === 'operator',
  );

describe('every operator route', () => {
  it('is in the catalogue with its permission, and only the sign-in steps are open', () => {
    const all = app.routeCatalogue.filter(
      (r) => r.method !== 'HEAD' && r.url.startsWith('/wps/admin/'),
    );
    expect(adminRoutes().length).toBeGreaterThan(30);
    expect(
      all
        .filter((r) => r.endpoint?.auth !== 'operator')
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/wps/admin/auth/second-step', '/wps/admin/auth/sign-in']);
    for (const r of adminRoutes()) expect(r.endpoint?.permission, r.url).toBeDefined();
  });

  it('refuses no credential, a wrong token and a member token with 401', async () => {
    for (const route of adminRoutes()) {
      const wrong = { authorization: 'Bearer not-a-session-token-000000' };
      for (const headers of [{} as Record<string, string>, wrong]) {
        const res = await app.inject(request(route, headers));
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json().code).toBe('operator.unauthorized');
      }
    }
  });

  it('refuses every role the permission table does not allow with 403', async () => {
    let checked = 0;
    for (const route of adminRoutes()) {
      const permission = route.endpoint!.permission!;
      for (const role of OPERATOR_ROLES) {
        if (ROLE_PERMISSIONS[role].includes(permission)) continue;
        const res = await app.inject(
          request(route, { authorization: `Bearer ${tokens.get(role)}` }),
        );
        expect(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(res.json().code).toBe('operator.forbidden');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('answers bad input from an allowed role with 400', async () => {
    for (const route of adminRoutes()) {
      if (!route.hasBody && !route.hasParams && !route.hasQuery) continue;
      const permission = route.endpoint!.permission!;
      const role = OPERATOR_ROLES.find((r) => ROLE_PERMISSIONS[r].includes(permission))!;
      const headers = { authorization: `Bearer ${tokens.get(role)}` };
      const bad: InjectOptions = route.hasParams
        ? { url: urlOf(route, BAD_PARAMS), ...(route.hasBody ? { payload: {} } : {}) }
        : route.hasBody
          ? {
              url: route.url,
              payload: '[1]',
              headers: { ...headers, 'content-type': 'application/json' },
            }
          : { url: `${route.url}?${BAD_QUERY[route.url] ?? 'pageSize=0'}` };
      const res = await app.inject({
        method: route.method as InjectOptions['method'],
        headers,
        remoteAddress: freshAddress(),
        ...bad,
      });
      expect(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
  });

  it('lets the service token act as an administrator outside production', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/admin/auth/me',
      headers: OPERATOR_AUTH,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      kind: 'service',
      role: 'administrator',
      operator: null,
    });
  });
});

describe('the service token in production', () => {
  const me = (a: FastifyInstance, token: string) =>
    a.inject({
      method: 'GET',
      url: '/wps/admin/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

  it('is refused when OPERATOR_TOKEN is not configured, and the development default never works', async () => {
    for (const operatorToken of [null, 'dev-operator-token-change-me']) {
      const prod = await buildTestApp({ env: 'production', operatorToken }, { reset: false });
      try {
        expect((await me(prod, 'dev-operator-token-change-me')).statusCode).toBe(401);
        expect((await me(prod, 'test-operator-token-0123456789')).statusCode).toBe(401);
      } finally {
        await prod.close();
      }
    }
  });

  it('is accepted when configured, with its configured role', async () => {
    const prod = await buildTestApp(
      {
        env: 'production',
        operatorToken: 'prod-service-token-0123456789',
        operatorTokenRole: 'finance',
      },
      { reset: false },
    );
    try {
      const res = await me(prod, 'prod-service-token-0123456789');
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toMatchObject({ kind: 'service', role: 'finance' });
      const forbidden = await prod.inject({
        method: 'GET',
        url: '/wps/admin/system/gate',
        headers: { authorization: 'Bearer prod-service-token-0123456789' },
      });
      expect(forbidden.statusCode).toBe(403);
    } finally {
      await prod.close();
    }
  });
});
