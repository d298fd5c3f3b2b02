import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SiteInfoSchema, decodeCustomerServicePath } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const URL = '/wps/admin/settings/site';
const patch = (payload: object) =>
  app.inject({ method: 'PATCH', url: URL, headers: OPERATOR_AUTH, payload });
const read = async () =>
  SiteInfoSchema.parse(
    (await app.inject({ method: 'GET', url: URL, headers: OPERATOR_AUTH })).json().value,
  );
async function statusInfo() {
  const res = await app.inject({ method: 'GET', url: '/wps/system/status' });
  expect(res.statusCode).toBe(200);
  return SiteInfoSchema.parse(res.json().value.info);
}
async function lastAudit(action: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/wps/admin/audit?action=${action}`,
    headers: OPERATOR_AUTH,
  });
  return res.json().value.list[0] as {
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  };
}

describe('GET /wps/admin/settings/site', () => {
  it('answers the stored settings with customer-service paths in the clear', async () => {
    const site = await read();
    expect(site.customerService.map((c) => c.path)).toContain('/m/customer');
    expect(site.register.fields.length).toBeGreaterThan(3);
    // The status call serves the same channels, obfuscated (spec §3).
    const info = await statusInfo();
    expect(info.customerService[0]!.path).not.toBe(site.customerService[0]!.path);
    expect(decodeCustomerServicePath(info.customerService[0]!.path)).toBe(
      site.customerService[0]!.path,
    );
  });
});

describe('PATCH /wps/admin/settings/site', () => {
  it('changes the customer-service list; the status call answers it at once, audited before → after', async () => {
    const before = await read();
    const channels = [
      { csType: 'ZALO', title: 'Zalo 24/7', path: 'https://zalo.me/lotus.new' },
      { csType: 'LIVECHAT', title: '', path: '/m/customer' },
    ];
    const res = await patch({ customerService: channels });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.customerService).toEqual(channels);
    const info = await statusInfo();
    expect(
      info.customerService.map((c) => ({ ...c, path: decodeCustomerServicePath(c.path) })),
    ).toEqual(channels);
    // Only the part sent changed.
    expect(info.siteName).toBe(before.siteName);
    expect(info.register).toEqual(before.register);
    const line = await lastAudit('settings.site');
    expect(line.before).toEqual({ customerService: before.customerService });
    expect(line.after).toEqual({ customerService: channels });
  });

  it('refuses a channel that is neither a site page nor an https address', async () => {
    for (const path of [
      'javascript:alert(1)',
      'http://zalo.me/x',
      '//evil.example/x',
      '/admin',
      '/wps/admin/operators',
      'https://user:pass@evil.example/',
      'https://',
      '/m/ x',
    ]) {
      const res = await patch({ customerService: [{ csType: 'ZALO', title: 'x', path }] });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
    const lower = await patch({ customerService: [{ csType: 'zalo', title: 'x', path: '/m/x' }] });
    expect(lower.statusCode).toBe(400);
  });

  it('changes the registration and other field rules; the sign-up then follows them', async () => {
    const fields = [
      {
        name: 'username',
        enabled: true,
        required: true,
        min: 6,
        max: 12,
        pattern: '^[a-z][a-z0-9]{5,11}$',
      },
      { name: 'password', enabled: true, required: true, min: 8, max: 20 },
      { name: 'confirmPassword', enabled: true, required: true },
      { name: 'email', enabled: false, required: false, type: 'email' },
    ];
    const res = await patch({ register: { captchaEnabled: false, fields } });
    expect(res.statusCode, res.body).toBe(200);
    const info = await statusInfo();
    expect(info.register).toEqual({ captchaEnabled: false, fields });
    const signUp = (username: string) =>
      app.inject({
        method: 'PUT',
        url: '/wps/auth/register',
        remoteAddress: '198.51.100.77',
        payload: {
          method: 'username',
          username,
          password: 'zqk84736',
          confirmPassword: 'zqk84736',
        },
      });
    const refused = await signUp('Upper1234');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(JSON.stringify(refused.json().value)).toContain('username');
    const accepted = await signUp('lower1234');
    expect(accepted.statusCode, accepted.body).toBe(201);
    const rules = await patch({
      fieldRules: [{ name: 'loginPassword', enabled: true, required: true, min: 6, max: 20 }],
    });
    expect(rules.statusCode).toBe(200);
    expect((await statusInfo()).fieldRules).toEqual([
      { name: 'loginPassword', enabled: true, required: true, min: 6, max: 20 },
    ]);
  });

  it('refuses a pattern that does not compile or could backtrack catastrophically', async () => {
    for (const pattern of ['(a+)+$', '^(a|aa)*$', '^(\\w)\\1$', '[']) {
      const res = await patch({
        register: {
          captchaEnabled: true,
          fields: [
            { name: 'username', enabled: true, required: true },
            { name: 'nickname', enabled: true, required: false, pattern },
          ],
        },
      });
      expect(res.statusCode, pattern).toBe(400);
      expect(res.json().code).toBe('settings.pattern_refused');
      expect(res.json().value).toMatchObject({
        field: 'body.register.fields.1.pattern',
        name: 'nickname',
      });
    }
    const other = await patch({
      fieldRules: [{ name: 'password', enabled: true, required: true, pattern: '(x+x+)+y' }],
    });
    expect(other.json()).toMatchObject({
      code: 'settings.pattern_refused',
      value: { field: 'body.fieldRules.0.pattern', problem: 'nested_repetition' },
    });
    for (const bad of [
      { name: 'password', enabled: true, required: true, pattern: 'a'.repeat(201) },
      { name: 'password', enabled: true, required: true, min: 9, max: 3 },
      { name: '1bad', enabled: true, required: true },
      { name: 'password', enabled: true, required: true, extra: 1 },
    ]) {
      const res = await patch({ fieldRules: [bad] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
    const twice = await patch({
      fieldRules: [
        { name: 'password', enabled: true, required: true },
        { name: 'password', enabled: true, required: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('changes the site name, resources, download bar, languages and payment methods', async () => {
    const res = await patch({
      siteName: 'Sen Vàng',
      resources: [
        { resourceType: 'Android', url: '/m/app?platform=android' },
        { resourceType: 'IOS', url: 'https://apps.apple.com/app/id000000' },
        { resourceType: 'AppDownloadIcon', url: '/wps/media/app/icon.svg' },
      ],
      mobileTemplate: { app_desc: 'Chơi mọi lúc', app_background: '#112233' },
      languages: ['TY'],
      defaultLanguage: 'TY',
      paymentMethods: ['VietQR', 'Momo'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const info = await statusInfo();
    expect(info.siteName).toBe('Sen Vàng');
    expect(info.resources.map((r) => r.resourceType)).toEqual([
      'Android',
      'IOS',
      'AppDownloadIcon',
    ]);
    expect(info.mobileTemplate).toMatchObject({
      app_desc: 'Chơi mọi lúc',
      app_background: '#112233',
      app_desc_font_color: '#ffffff',
      mem_cen: true,
    });
    expect(info.languages).toEqual(['TY']);
    expect(info.paymentMethods).toEqual(['VietQR', 'Momo']);
    const back = await patch({ languages: ['TY', 'EN'] });
    expect(back.json().value.languages).toEqual(['TY', 'EN']);
  });

  it('refuses a default language that is not offered, bad resources and unknown keys', async () => {
    const lang = await patch({ languages: ['TY'], defaultLanguage: 'EN' });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().value.field).toBe('body.defaultLanguage');
    expect((await read()).languages).toEqual(['TY', 'EN']); // nothing stored
    for (const body of [
      { languages: [] },
      { languages: ['TY', 'TY'] },
      { resources: [{ resourceType: 'Android', url: 'javascript:alert(1)' }] },
      { resources: [{ resourceType: 'Android', url: '//cdn.example/app.apk' }] },
      { mobileTemplate: { app_background: 'red' } },
      { paymentMethods: ['Momo', 'momo'] },
      { siteName: '   ' },
      { merchantCode: 'X' },
      { whitelabel: { CBS3: false } },
    ]) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('keeps a site change and a whitelabel switch made one after the other (no lost update)', async () => {
    await patch({ siteName: 'Lotus One' });
    const flag = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/system/whitelabel',
      headers: OPERATOR_AUTH,
      payload: { REFERRAL3: false },
    });
    expect(flag.statusCode).toBe(200);
    await Promise.all([
      patch({ paymentMethods: ['USDT'] }),
      app.inject({
        method: 'PATCH',
        url: '/wps/admin/system/whitelabel',
        headers: OPERATOR_AUTH,
        payload: { DIVIDEND3: false },
      }),
    ]);
    const info = await statusInfo();
    expect(info.siteName).toBe('Lotus One');
    expect(info.paymentMethods).toEqual(['USDT']);
    expect(info.whitelabel.REFERRAL3).toBe(false);
    expect(info.whitelabel.DIVIDEND3).toBe(false);
  });
});
