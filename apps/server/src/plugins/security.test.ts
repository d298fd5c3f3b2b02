import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app.ts';
import { apiSecurityHeaders, securityHeaders } from './security.ts';
import { START_SCRIPT_HASH } from './page-shell.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ readCacheMs: 60_000 });
});
afterAll(async () => {
  await app.close();
});

describe('security headers', () => {
  it("are helmet's, worked out once", () => {
    const headers = securityHeaders();
    expect(headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    // Scripts from this origin, and inline only the framed pages' start script, by its hash.
    expect(headers['content-security-policy']).toMatch(/^default-src 'self';script-src [^;]+;/);
    expect(headers['content-security-policy']).toContain(`script-src 'self' ${START_SCRIPT_HASH};`);
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it("are on every answer: a call, a cached answer and its 304 the API's short set", async () => {
    const api = apiSecurityHeaders(securityHeaders());
    const list = await app.inject({ method: 'GET', url: '/wps/game/list?gameType=RNG' });
    const answers = [
      await app.inject({ method: 'GET', url: '/wps/system/status' }),
      await app.inject({ method: 'GET', url: '/wps/game/list?gameType=nope' }),
      list,
      await app.inject({
        method: 'GET',
        url: '/wps/game/list?gameType=RNG',
        headers: { 'if-none-match': String(list.headers.etag) },
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 200, 304]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(api);
      // Nothing of a page's policy on data.
      expect(answer.headers).not.toHaveProperty('cross-origin-opener-policy');
      expect(answer.headers).not.toHaveProperty('x-dns-prefetch-control');
    }
    expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('are the page set on what is not an endpoint: a page, an unknown call', async () => {
    const expected = securityHeaders();
    for (const url of ['/m/home', '/wps/nope']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers, url).toMatchObject(expected);
    }
  });
});
