import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../testing/test-app.ts';
import { banners } from '../db/schema.ts';
import { SHELL_CSS, START_SCRIPT, START_SCRIPT_HASH, withHomeShell } from './page-shell.ts';
import { LANGUAGE_COOKIE } from '@app/contracts';

const INDEX_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/m/assets/app-abc123.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/m/assets/dep-0a1b2c.js">' +
  '<link rel="stylesheet" crossorigin href="/m/assets/app-abc123.css">' +
  '</head><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("app");';
/** The build's list of each page module's own chunks (apps/web/vite-route-chunks.ts). */
const ROUTE_CHUNKS = {
  lottery: {
    js: ['/m/assets/lottery-11aa.js', 'https://cdn.example/evil.js', '/m/assets/query-22bb.js'],
    css: ['/m/assets/lottery-33cc.css'],
  },
  promotions: { js: ['/m/assets/promotions-44dd.js'], css: [] },
};
/** A built asset the build compressed beside itself (apps/web/vite-precompress.ts). */
const BIG_JS = `export const words = ${JSON.stringify('lotus '.repeat(2000))};`;

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
  fs.writeFileSync(path.join(dist, 'route-chunks.json'), JSON.stringify(ROUTE_CHUNKS));
  const big = path.join(dist, 'assets', 'big-0a1b2c.js');
  fs.writeFileSync(big, BIG_JS);
  fs.writeFileSync(`${big}.br`, brotliCompressSync(BIG_JS));
  fs.writeFileSync(`${big}.gz`, gzipSync(BIG_JS));
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

describe('built assets', () => {
  it('are answered from their brotli or gzip copy by Accept-Encoding, with Vary', async () => {
    const url = '/m/assets/big-0a1b2c.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
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

/**
 * The strict policy of plugins/security.ts: our own scripts only, nothing inline but the framed
 * pages' start script by its hash, no framing by others.
 */
function expectStrictHtmlHeaders(res: LightMyRequestResponse, label: string) {
  const csp = directives(res);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSrc, label).toEqual(["'self'", START_SCRIPT_HASH]);
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

/** The status answer a framed page carries as boot data. */
function bootStatus(html: string): unknown {
  const boot = /<script type="application\/json" id="boot-status">(.*?)<\/script>/s.exec(html);
  expect(boot, 'boot-status').not.toBeNull();
  return JSON.parse(boot![1]!);
}

/** A boot data script's JSON. */
function bootJson(html: string, id: string): unknown {
  const boot = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(
    html,
  );
  expect(boot, id).not.toBeNull();
  return JSON.parse(boot![1]!);
}

async function vendorConfigCall(): Promise<unknown> {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/relay/GCSGAME_getVassGameType?typeId=1',
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function statusCall(): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url: '/wps/system/status?module=COMM3' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the site under /m', () => {
  it.each(['/m/index.html', '/m/some/unknown/page', '/m/register', '/m/useragreement?id=3'])(
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

  it.each(['/', '/m', '/m/', '/m/home', '/m/index', '/m/home?x=1'])(
    'answers %s with the home frame painted in the HTML and the first banners as boot data',
    async (url) => {
      await app.db.delete(banners);
      const startAt = new Date(Date.now() - 60_000);
      await app.db.insert(banners).values([
        {
          groupName: 'm_home',
          imageUrl: '/wps/media/u/first.png',
          title: 'Tết </script><script>alert(1)</script>',
          link: '/m/activity',
          sequence: 1,
          startAt,
        },
        {
          groupName: 'm_home',
          imageUrl: '/wps/media/u/second.png',
          title: 'B',
          link: '',
          sequence: 2,
          startAt,
        },
        {
          groupName: 'm_promotion',
          imageUrl: '/wps/media/u/floating.png',
          title: 'Floating',
          link: '/m/activity',
          sequence: 1,
          startAt,
        },
      ]);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      // It carries the visitor's status (their address): no shared cache may keep it.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expectStrictHtmlHeaders(res, url);
      const html = res.body;
      // The frame is inside #root, with the first banner's image, which the head preloads.
      expect(html).toMatch(/<div id="root"><div class="shell" aria-hidden="true">/);
      expect(html).toContain('<img src="/wps/media/u/first.png"');
      expect(html).toMatch(/<link rel="preload" as="image" href="\/wps\/media\/u\/first.png"/);
      // The charset stays first; the picture's request is asked for before the scripts'.
      expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(100);
      expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script'));
      // The page is painted by its HTML: the app's scripts are asked for by the start script once
      // the frame is on screen, not by the HTML.
      expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
      const scripts = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/s.exec(
        html,
      );
      expect(JSON.parse(scripts![1]!)).toEqual({
        entry: '/m/assets/app-abc123.js',
        preload: ['/m/assets/dep-0a1b2c.js'],
      });
      // The one inline script is the start script, after the frame, allowed by its hash.
      const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]);
      expect(inline).toEqual([START_SCRIPT]);
      expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('class="shell"'));
      const scriptHash = createHash('sha256').update(START_SCRIPT).digest('base64');
      expect(directives(res).get('script-src')).toEqual(["'self'", `'sha256-${scriptHash}'`]);
      // The app's stylesheet comes after the frame, not in the head where it would hold it back.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toContain('app-abc123.css');
      expect(html.indexOf('app-abc123.css')).toBeGreaterThan(html.indexOf('class="shell"'));
      // Loaded without holding back any paint; the app applies it before it replaces the frame.
      expect(html).toContain(
        '<link rel="stylesheet" crossorigin href="/m/assets/app-abc123.css" media="print" data-app-style>',
      );
      // The boot data parses back to the banners; a title cannot end the script element.
      const boot = /<script type="application\/json" id="boot-banners">(.*?)<\/script>/s.exec(html);
      expect(JSON.parse(boot![1]!).map((b: { title: string }) => b.title)).toEqual([
        'Tết </script><script>alert(1)</script>',
        'B',
      ]);
      expect(html).not.toContain('<script>alert(1)');
      // The visitor's status is the status call's answer, word for word; so are the vendor
      // configuration and the announcements a visitor's home asks for (spec §7).
      expect(bootStatus(html)).toEqual(await statusCall());
      const vendorConfig = (await vendorConfigCall()) as { value: { homeOrder: string[] } };
      expect(vendorConfig.value.homeOrder.length).toBeGreaterThan(0);
      expect(bootJson(html, 'boot-vendor-config')).toEqual(vendorConfig);
      const announcements = await app.inject({
        method: 'GET',
        url: '/wps/content/announcements?types=B%2CPL%2CPU&groupName=m_home&platform=M&language=TY',
      });
      expect(announcements.statusCode).toBe(200);
      expect(announcements.json().value.list.length).toBeGreaterThan(0);
      expect(bootJson(html, 'boot-home-announcements')).toEqual(announcements.json());
      // The floating promotion's banners, as their call answers them.
      const floating = await app.inject({
        method: 'GET',
        url: '/wps/content/banners?groupName=m_promotion',
      });
      expect(floating.json().value.length).toBeGreaterThan(0);
      expect(bootJson(html, 'boot-floating-banners')).toEqual(floating.json().value);
      // The inline style is the frame's, allowed by its hash and nothing else inline.
      const style = /<style>(.*?)<\/style>/s.exec(html)![1]!;
      expect(style).toBe(SHELL_CSS);
      const hash = createHash('sha256').update(style).digest('base64');
      expect(directives(res).get('style-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    },
  );

  it('keeps the status sent with the page inside its script element, whatever the texts say', () => {
    const status = JSON.stringify({
      success: true,
      value: { siteName: '</script><script>x()</script>' },
    });
    const html = withHomeShell(INDEX_HTML, 'Site', [], status);
    expect(html).not.toContain('<script>x()');
    expect(bootStatus(html)).toEqual(JSON.parse(status));
  });

  it('paints the frame without a picture when no banner is live, and never one from elsewhere', async () => {
    await app.db.delete(banners);
    let res = await app.inject({ method: 'GET', url: '/m/home' });
    expect(res.body).toContain('class="shell-banner"></div>');
    expect(res.body).not.toContain('rel="preload" as="image"');
    await app.db.insert(banners).values({
      groupName: 'm_home',
      imageUrl: '//evil.example/x.png',
      title: 'x',
      link: '',
      sequence: 1,
      startAt: new Date(Date.now() - 60_000),
    });
    res = await app.inject({ method: 'GET', url: '/m/home' });
    expect(res.body).not.toContain('src="//evil.example');
    expect(res.body).toContain('class="shell-banner"></div>');
    expect(res.body).not.toContain('rel="preload" as="image"');
    await app.db.delete(banners);
  });

  it("paints a page's title in its frame's title bar, the site's name for a visitor reading English", async () => {
    const vi = await app.inject({ method: 'GET', url: '/m/member/home' });
    expect(vi.body).toContain('<div class="shell-bar"><span>Trung tâm thành viên</span></div>');
    const en = await app.inject({
      method: 'GET',
      url: '/m/member/home',
      headers: { cookie: `${LANGUAGE_COOKIE}=EN` },
    });
    expect(en.body).toMatch(/<div class="shell-bar"><span>[^<]+<\/span><\/div>/);
    expect(en.body).not.toContain('Trung tâm thành viên');
  });

  it.each([
    ['/m/gameList?gameType=RNG', 'shell-bar', 'banner'],
    ['/m/lottery', 'shell-bar', 'schedule'],
    ['/m/activity', 'shell-bar', 'promotions'],
    ['/m/member/home', 'shell-bar', null],
    ['/m/login', 'shell-brand', null],
    ['/m/help', 'shell-bar', null],
    ['/m/securityCenter', 'shell-bar', null],
  ] as const)('paints the frame of %s in the HTML', async (url, kind, picture) => {
    await app.db.delete(banners);
    await app.db.insert(banners).values({
      groupName: 'm_hot',
      imageUrl: '/wps/media/u/hot.png',
      title: 'Hot',
      link: '',
      sequence: 1,
      startAt: new Date(Date.now() - 60_000),
    });
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expectStrictHtmlHeaders(res, url);
    const html = res.body;
    expect(html).toMatch(/<div id="root"><div class="shell" aria-hidden="true">/);
    expect(html).toContain(`class="${kind}"`);
    // The site's name is the only word, escaped.
    expect(html).toMatch(/<(span|strong)>[^<]+<\/(span|strong)>/);
    // The game list carries its top banner, preloaded from the head; the promotions page the
    // card pictures of the first promotions of the list, the first preloaded.
    const banner = picture === 'banner';
    expect(html.includes('<img src="/wps/media/u/hot.png"')).toBe(banner);
    const cards = [...html.matchAll(/<li class="shell-promo"><img src="([^"]+)"/g)].map(
      (m) => m[1],
    );
    if (picture === 'promotions') {
      const list = (await app.inject({ method: 'GET', url: '/wps/content/promotions' })).json()
        .value.list as { announcementImages: { url: string; sequence: number }[] }[];
      const expected = list
        .slice(0, 3)
        .map((p) => p.announcementImages.find((i) => i.sequence === 1)!.url);
      expect(expected.length).toBeGreaterThan(0);
      expect(cards).toEqual(expected);
      expect(html).toContain(
        `<link rel="preload" as="image" href="${expected[0]}" fetchpriority="high">`,
      );
    } else {
      expect(cards).toEqual([]);
      expect(html.includes('rel="preload" as="image"')).toBe(banner);
    }
    // A frame with a top banner carries the banners of its group as boot data, as their call
    // answers them; no other frame carries banners.
    if (url.startsWith('/m/gameList') || url === '/m/help') {
      const group = url === '/m/help' ? 'm_help' : 'm_hot';
      const call = await app.inject({
        method: 'GET',
        url: `/wps/content/banners?groupName=${group}`,
      });
      expect(bootJson(html, 'boot-banners')).toEqual(call.json().value);
    } else {
      expect(html).not.toContain('id="boot-banners"');
    }
    // The promotions page draws its cards from the list sent with it, as its call answers it.
    if (picture === 'promotions') {
      const call = await app.inject({ method: 'GET', url: '/wps/content/promotions?language=TY' });
      expect(bootJson(html, 'boot-promotions')).toEqual(call.json());
    } else {
      expect(html).not.toContain('boot-promotions');
    }
    // The game list's tabs mount with the vendor configuration sent with it; no other frame's.
    if (url.startsWith('/m/gameList')) {
      expect(bootJson(html, 'boot-vendor-config')).toEqual(await vendorConfigCall());
    } else {
      expect(html).not.toContain('boot-vendor-config');
    }
    expect(html).not.toContain('boot-home-announcements');
    expect(bootStatus(html)).toEqual(await statusCall());
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('app-abc123.css');
    expect(/<style>(.*?)<\/style>/s.exec(html)![1]).toBe(SHELL_CSS);
    // A frame that paints the page's largest picture or text starts the app after it; the others
    // ask for the app's scripts with the page, at low priority.
    if (picture !== null || kind === 'shell-brand') {
      expect(html).toContain('id="app-scripts"');
      expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    } else {
      expect(html).not.toContain('id="app-scripts"');
      expect(html).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/m/assets/app-abc123.js">',
      );
      expect(html).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/m/assets/dep-0a1b2c.js">',
      );
    }
    await app.db.delete(banners);
  });

  it("carries the lottery lobby's weekly schedule, as its call answers it, on /m/lottery only", async () => {
    const res = await app.inject({ method: 'GET', url: '/m/lottery' });
    const boot =
      /<script type="application\/json" id="boot-lottery-schedule">(.*?)<\/script>/s.exec(res.body);
    expect(boot, 'boot-lottery-schedule').not.toBeNull();
    const call = await app.inject({
      method: 'GET',
      url: '/wps/lottery/schedule?prizeMode=ZY&language=TY',
    });
    expect(call.statusCode).toBe(200);
    const sent = JSON.parse(boot![1]!) as {
      prizeMode: string;
      language: string;
      schedule: unknown;
    };
    expect(sent).toEqual({ prizeMode: 'ZY', language: 'TY', schedule: call.json().value });
    expect(sent.schedule).toMatchObject({ today: expect.any(Number) });
    // The frame paints the same schedule: every timed draw, today's column marked.
    const schedule = sent.schedule as {
      today: number;
      days: { dayOfWeek: number; games: { gameName: string; drawTime: string | null }[] }[];
    };
    const timed = schedule.days.flatMap((d) => d.games.filter((g) => g.drawTime !== null));
    expect(timed.length).toBeGreaterThan(0);
    const frame = res.body.slice(
      res.body.indexOf('<div id="root">'),
      res.body.indexOf('</section>'),
    );
    for (const g of timed) {
      expect(frame).toContain(`<li><span>${g.gameName}</span><small>${g.drawTime}</small></li>`);
    }
    expect(frame.match(/class="shell-week__day is-today"/g)).toHaveLength(1);
    // A visitor who reads English gets neither: the wordless frame, the app asking in English.
    const english = await app.inject({
      method: 'GET',
      url: '/m/lottery',
      headers: { cookie: `theme=dark; ${LANGUAGE_COOKIE}=EN` },
    });
    expect(english.body).not.toContain('boot-lottery-schedule');
    expect(english.body).not.toContain('class="shell-week"');
    expect(english.body).toContain('<span class="shell-block"></span>');
    const vietnamese = await app.inject({
      method: 'GET',
      url: '/m/lottery',
      headers: { cookie: `${LANGUAGE_COOKIE}=TY` },
    });
    expect(vietnamese.body).toContain('class="shell-week"');
    for (const url of ['/m/home', '/m/gameList', '/m/lott']) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.body, url).not.toContain('boot-lottery-schedule');
    }
  });

  it("sends the home's announcements only to a visitor who reads the default language", async () => {
    const vi = await app.inject({ method: 'GET', url: '/m/home' });
    expect(vi.body).toContain('id="boot-home-announcements"');
    const en = await app.inject({
      method: 'GET',
      url: '/m/home',
      headers: { cookie: `${LANGUAGE_COOKIE}=EN` },
    });
    expect(en.body).not.toContain('boot-home-announcements');
    // The vendor configuration is the same in every language.
    expect(bootJson(en.body, 'boot-vendor-config')).toEqual(await vendorConfigCall());
  });

  it("sends the promotions page's list only to a visitor who reads the default language", async () => {
    const vi = await app.inject({ method: 'GET', url: '/m/activity' });
    const call = await app.inject({ method: 'GET', url: '/wps/content/promotions?language=TY' });
    expect(call.json().value.list.length).toBeGreaterThan(0);
    expect(bootJson(vi.body, 'boot-promotions')).toEqual(call.json());
    const en = await app.inject({
      method: 'GET',
      url: '/m/activity',
      headers: { cookie: `${LANGUAGE_COOKIE}=EN` },
    });
    expect(en.body).not.toContain('boot-promotions');
    // The frame still paints the first cards' pictures, which are the same in every language.
    expect(en.body).toContain('class="shell-promo"');
  });

  it("paints the help center's first banner across the page's width, preloaded", async () => {
    await app.db.delete(banners);
    await app.db.insert(banners).values({
      groupName: 'm_help',
      imageUrl: '/wps/media/u/help.png',
      title: 'Help',
      link: '',
      sequence: 1,
      startAt: new Date(Date.now() - 60_000),
    });
    const html = (await app.inject({ method: 'GET', url: '/m/help' })).body;
    expect(html).toContain(
      '<div class="shell-banner shell-banner--wide"><img src="/wps/media/u/help.png"',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/wps/media/u/help.png" fetchpriority="high">',
    );
    // The game list shows its own group's banner, not help's.
    const list = (await app.inject({ method: 'GET', url: '/m/gameList' })).body;
    expect(list).not.toContain('help.png');
    expect(list).toContain('<div class="shell-banner"></div>');
    await app.db.delete(banners);
  });

  it('carries the promotion of /m/activityDetail?id=, as its call answers it, its banner painted and preloaded', async () => {
    const list = (await app.inject({ method: 'GET', url: '/wps/content/promotions' })).json().value
      .list as { id: number; announcementImages: { url: string; sequence: number }[] }[];
    const promotion = list.find((p) => p.announcementImages.some((i) => i.sequence === 2));
    expect(promotion, 'a demo promotion with a banner').toBeDefined();
    const id = promotion!.id;
    const banner = promotion!.announcementImages.find((i) => i.sequence === 2)!.url;
    const res = await app.inject({ method: 'GET', url: `/m/activityDetail?id=${id}` });
    expect(res.statusCode).toBe(200);
    const boot = /<script type="application\/json" id="boot-promotion">(.*?)<\/script>/s.exec(
      res.body,
    );
    expect(boot, 'boot-promotion').not.toBeNull();
    const call = await app.inject({
      method: 'GET',
      url: `/wps/content/promotions/${id}?language=TY`,
    });
    expect(call.statusCode).toBe(200);
    expect(JSON.parse(boot![1]!)).toEqual({ id, language: 'TY', promotion: call.json().value });
    // No "</" of the content's HTML can end the script element early.
    expect(boot![1]).not.toContain('</');
    expect(res.body).toContain(
      `<div class="shell-banner shell-banner--wide"><img src="${banner}" alt="" width="750" height="300"`,
    );
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${banner}" fetchpriority="high">`,
    );
    // Started after the banner's paint.
    expect(res.body).toContain('id="app-scripts"');
    // An unknown, malformed or missing id, or a visitor who reads English: the wordless frame,
    // the page asks.
    for (const [url, cookie] of [
      ['/m/activityDetail?id=987654', undefined],
      ['/m/activityDetail?id=99999999999999999999', undefined],
      ['/m/activityDetail?id=0', undefined],
      ['/m/activityDetail?id=1%3Cscript%3E', undefined],
      ['/m/activityDetail', undefined],
      [`/m/activityDetail?id=${id}`, `${LANGUAGE_COOKIE}=EN`],
    ] as const) {
      const other = await app.inject({
        method: 'GET',
        url,
        ...(cookie ? { headers: { cookie } } : {}),
      });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toMatch(/<div id="root"><div class="shell" aria-hidden="true">/);
      expect(other.body, url).not.toContain('id="boot-promotion"');
      expect(other.body, url).not.toContain('rel="preload" as="image"');
      expect(other.body, url).toContain('<span class="shell-block"></span>');
    }
    // Only the detail page carries it.
    const activity = (await app.inject({ method: 'GET', url: `/m/activity?id=${id}` })).body;
    expect(activity).not.toContain('id="boot-promotion"');
  });

  it("names the page's own chunks and styles with the entry's, only the site's own", async () => {
    const lottery = (await app.inject({ method: 'GET', url: '/m/lottery' })).body;
    // The lobby's frame paints its week schedule, so its scripts start after it, the page's own
    // first.
    expect(JSON.parse(/id="app-scripts">([^<]*)</.exec(lottery)![1]!)).toEqual({
      entry: '/m/assets/app-abc123.js',
      preload: ['/m/assets/lottery-11aa.js', '/m/assets/query-22bb.js', '/m/assets/dep-0a1b2c.js'],
    });
    expect(lottery).not.toContain('cdn.example');
    // Applied with the app's own before the page replaces its frame.
    expect(lottery).toContain(
      '<link rel="stylesheet" crossorigin href="/m/assets/lottery-33cc.css" media="print" data-app-style>',
    );
    // A page started after its frame's paint gets them in the start script's list, after the
    // entry's own.
    const promotions = (await app.inject({ method: 'GET', url: '/m/activity' })).body;
    const scripts = JSON.parse(/id="app-scripts">([^<]*)</.exec(promotions)![1]!) as {
      entry: string;
      preload: string[];
    };
    expect(scripts).toEqual({
      entry: '/m/assets/app-abc123.js',
      preload: ['/m/assets/promotions-44dd.js', '/m/assets/dep-0a1b2c.js'],
    });
    // A page the list does not name loads its code once the entry runs, as before.
    const login = (await app.inject({ method: 'GET', url: '/m/login' })).body;
    expect(/id="app-scripts">([^<]*)</.exec(login)![1]).toBe(
      '{"entry":"/m/assets/app-abc123.js","preload":["/m/assets/dep-0a1b2c.js"]}',
    );
  });

  it.each(['/', '/m', '/m/', '/m/home', '/m/home/', '/m/gameList', '/m/lottery', '/m/login'])(
    'sends the framed page %s compressed by Accept-Encoding, with Vary',
    async (url) => {
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['vary'], url).toMatch(/accept-encoding/i);
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html, url).toMatch(/<div id="root"><div class="shell" aria-hidden="true">/);
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
