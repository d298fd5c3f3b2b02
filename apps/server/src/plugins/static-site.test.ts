import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../testing/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/m/assets/app-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const APP_JS = 'console.log("app");';

const ADMIN_HTML =
  '<!doctype html><html><head><script type="module" src="/admin/assets/console-def456.js"></script></head>' +
  '<body><div id="root">back office</div></body></html>';

let dist: string;
let adminDist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), APP_JS);
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"site"}');
  adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  fs.mkdirSync(path.join(adminDist, 'assets'));
  fs.writeFileSync(path.join(adminDist, 'index.html'), ADMIN_HTML);
  fs.writeFileSync(path.join(adminDist, 'assets', 'console-def456.js'), 'console.log("admin");');
  app = await buildTestApp({ webDist: dist, adminDist });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(adminDist, { recursive: true, force: true });
});

describe('the back office under /admin', () => {
  it.each(['/admin', '/admin/', '/admin/sign-in', '/admin/money/withdrawals?x=1'])(
    'answers %s with the console page, never cached, not indexed, not framed',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('back office');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      const csp = directives(res);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it('serves its hashed assets for a year and 404s unknown files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/console-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/admin/assets/nope-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps /administrator and the like on the site', async () => {
    const res = await app.inject({ method: 'GET', url: '/administrator' });
    expect(res.body).not.toContain('back office');
  });
});

describe('paths outside the site', () => {
  it('answer 404 with the site page (whose router takes the visitor home), pages 200', async () => {
    for (const url of ['/metrics', '/administrator', '/foo/bar', '/.git/config']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    for (const url of ['/', '/?from=ad', '/m', '/m/home', '/m/gameList?gameType=RNG']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** The strict policy of plugins/security.ts: our own scripts only, nothing inline, no framing by others. */
function expectStrictHtmlHeaders(res: LightMyRequestResponse, label: string) {
  const csp = directives(res);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSrc, label).toEqual(["'self'"]);
  expect(csp.get('script-src-attr') ?? csp.get('script-src'), label).not.toContain(
    "'unsafe-inline'",
  );
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), label).toBeDefined();
  expect(csp.get('frame-ancestors'), label).not.toContain('*');
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-frame-options'], label).toBeDefined();
  expect(res.headers['referrer-policy'], label).toBeDefined();
}

describe('the site under /m', () => {
  it.each(['/', '/m', '/m/', '/m/home', '/m/index.html', '/m/some/unknown/page', '/m/home?x=1'])(
    'answers %s with the index page, revalidated on each visit',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
      expectStrictHtmlHeaders(res, url);
    },
  );

  it('answers HEAD for a page without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/m/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it('serves a hashed asset with an immutable one-year cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/m/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(APP_JS);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('revalidates files that are not hashed', async () => {
    const res = await app.inject({ method: 'GET', url: '/m/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/m/assets/missing-123.js',
    '/m/missing.png',
    '/favicon.ico',
    '/m/assets/',
    '/m//assets/app-abc123.js',
  ])('answers a missing file %s with a JSON 404, not the page', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, code: 'resource.not_found' });
  });

  it.each(['/m/../../etc/passwd', '/m/%2e%2e/%2e%2e/etc/passwd', '/m/assets/..%2f..%2findex.html'])(
    'does not serve files outside the site for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/root:/);
    },
  );

  it('answers unknown /wps paths with JSON, not the page', async () => {
    for (const url of ['/wps/whatever', '/wps/whatever.js', '/wps']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'route.not_found' });
    }
  });

  it('refuses a POST to a page path with a JSON 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/m/home', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('resource.not_found');
  });
});

describe('the API documentation at /wps/docs', () => {
  it('renders Swagger UI under a policy that lets its own scripts run', async () => {
    const page = await app.inject({ method: 'GET', url: '/wps/docs' });
    const html =
      page.statusCode === 302
        ? await app.inject({ method: 'GET', url: String(page.headers.location) })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('swagger-ui');
    const csp = directives(html);
    // Scripts the page loads: all from this origin, which script-src must allow.
    const scripts = [...html.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(csp.get('script-src') ?? csp.get('default-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(html.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/); // no inline script
    for (const src of scripts) {
      const url = new URL(src, 'http://localhost/wps/docs/').pathname;
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/javascript/);
    }
    // Stylesheets from this origin; the document from the same origin (connect-src).
    expect(csp.get('style-src') ?? csp.get('default-src')).toContain("'self'");
    expect(csp.get('connect-src') ?? csp.get('default-src')).toContain("'self'");
    // Over plain HTTP (a LAN address in development) an upgrade would break every asset.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(csp.get('frame-ancestors')).toBeDefined();
    const init = await app.inject({
      method: 'GET',
      url: '/wps/docs/static/swagger-initializer.js',
    });
    expect(init.body).toContain("resolveUrl('./json')");
    const json = await app.inject({ method: 'GET', url: '/wps/docs/json' });
    expect(json.statusCode).toBe(200);
  });
});
