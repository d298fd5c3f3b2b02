import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { banners, games } from '../../db/schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const DEMO_IMAGES = [
  '/wps/media/game/BGS-1001.svg',
  '/wps/media/game/LOTT-101.svg',
  '/wps/media/game/JL-5001.svg',
  '/wps/media/banner/m_home-1.svg',
  '/wps/media/vendor/JL_FISH.svg',
  '/wps/media/promo/welcome-vi-card.svg',
  '/wps/media/promo/welcome-en-banner.svg',
  '/wps/media/payment/chuyen-khoan.svg',
  '/wps/media/payment/vietqr.svg',
  '/wps/media/app/icon.svg',
  '/wps/media/app/ios-step-1.svg',
];

describe('GET /wps/media/:kind/:name', () => {
  it('draws every kind as a cacheable SVG', async () => {
    for (const url of DEMO_IMAGES) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing remote
    }
  });

  it('draws the same bytes every time and answers 304 to a matching ETag', async () => {
    const first = await get('/wps/media/game/BGS-1002.svg');
    const second = await get('/wps/media/game/BGS-1002.svg');
    expect(second.body).toBe(first.body);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const cached = await get('/wps/media/game/BGS-1002.svg', { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it("draws a browser's image request as WebP, the same picture, with its own ETag", async () => {
    // What Chromium sends for an <img>.
    const browser = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
    for (const url of ['/wps/media/game/BGS-1001.svg', '/wps/media/banner/m_home-1.svg']) {
      const svg = await get(url);
      const webp = await get(url, browser);
      expect(webp.statusCode, url).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(String(webp.headers.vary)).toMatch(/\baccept\b/i);
      expect(String(svg.headers.vary)).toMatch(/\baccept\b/i);
      expect(webp.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      // Drawn at the SVG's own size (its width and height attributes).
      const size = /width="(\d+)" height="(\d+)"/.exec(svg.body)!;
      const meta = await sharp(webp.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([Number(size[1]), Number(size[2])]);
      expect(webp.headers.etag).not.toBe(svg.headers.etag);
      const again = await get(url, { ...browser, 'if-none-match': String(webp.headers.etag) });
      expect(again.statusCode).toBe(304);
      // The SVG's ETag does not stand for the WebP, nor the other way round.
      const mixed = await get(url, { ...browser, 'if-none-match': String(svg.headers.etag) });
      expect(mixed.statusCode).toBe(200);
      expect((await get(url, { 'if-none-match': String(webp.headers.etag) })).statusCode).toBe(200);
    }
    // Not asked for: a fetch, a crawler, a client that refuses WebP.
    for (const accept of ['*/*', 'image/svg+xml', 'image/webp;q=0, image/*']) {
      const res = await get('/wps/media/game/BGS-1001.svg', { accept });
      expect(res.headers['content-type'], accept).toMatch(/^image\/svg\+xml/);
    }
  });

  it('shows the game name on its tile, the Vietnamese one for lottery games', async () => {
    const [slot] = await app.db.select().from(games).where(eq(games.nodeId, 'BGS-1001'));
    const tile = await get('/wps/media/game/BGS-1001.svg');
    expect(tile.body).toContain(`<title>${slot!.gameName}</title>`);
    const lottery = await get('/wps/media/game/LOTT-101.svg');
    expect(lottery.body).toContain('<title>Xổ số Miền Bắc</title>');
  });

  it('escapes text taken from the database', async () => {
    const title = `<script>alert("x")</script> & 'Tết' <img src=x onerror=alert(1)>`;
    await app.db.insert(banners).values({
      groupName: 'm_home',
      title,
      imageUrl: '/wps/media/banner/escape-test.svg',
      sequence: 99,
    });
    await app.db
      .update(games)
      .set({ gameName: 'A</text><script>x</script>' })
      .where(eq(games.nodeId, 'BGS-1003'));
    const banner = await get('/wps/media/banner/escape-test.svg');
    expect(banner.statusCode).toBe(200);
    expect(banner.body).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;Tết&apos; &lt;img src=x onerror=alert(1)&gt;',
    );
    const tile = await get('/wps/media/game/BGS-1003.svg');
    for (const body of [banner.body, tile.body]) {
      expect(body).not.toMatch(/<script|<img|<\/text><script/);
    }
  });

  it('refuses an unknown kind or a malformed name with request.invalid', async () => {
    for (const url of [
      '/wps/media/avatar/x.svg',
      '/wps/media/GAME/BGS-1001.svg',
      '/wps/media/game/BGS-1001.png',
      '/wps/media/game/BGS-1001',
      '/wps/media/game/..%2F..%2Fetc%2Fpasswd.svg',
      '/wps/media/game/%3Cb%3E.svg',
      `/wps/media/game/${'a'.repeat(120)}.svg`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
  });

  it('answers 404 for a name that does not exist', async () => {
    for (const url of [
      '/wps/media/game/BGS-999999.svg',
      '/wps/media/vendor/NOPE.svg',
      '/wps/media/banner/m_home-99.svg',
      '/wps/media/promo/nothing-vi-card.svg',
      '/wps/media/payment/paypal.svg',
      '/wps/media/app/splash.svg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('resource.not_found');
    }
  });

  it('still answers under maintenance, so the maintenance page can show images', async () => {
    const gate = (enabled: boolean) =>
      app.inject({
        method: 'PATCH',
        url: '/wps/admin/system/gate',
        headers: OPERATOR_AUTH,
        payload: { maintenance: { enabled } },
      });
    await gate(true);
    expect((await get('/wps/media/app/icon.svg')).statusCode).toBe(200);
    expect((await get('/wps/content/banners?groupName=m_home')).statusCode).toBe(503);
    await gate(false);
  });
});

describe('GET /wps/media/:kind/:name with the read cache on', () => {
  let cached: FastifyInstance;
  beforeAll(async () => {
    cached = await buildTestApp({ readCacheMs: 3_600_000 });
  });
  afterAll(async () => {
    await cached.close();
  });

  const art = (url: string) => cached.inject({ method: 'GET', url });

  it("draws a picture once, and again after an operator's change to what it shows", async () => {
    const before = await art('/wps/media/banner/m_home-2.svg');
    expect(before.statusCode).toBe(200);
    const [row] = await cached.db
      .select({ id: banners.id, title: banners.title })
      .from(banners)
      .where(eq(banners.imageUrl, '/wps/media/banner/m_home-2.svg'));
    expect(before.body).toContain(row!.title.split(' ')[0]);

    // A change behind the server's back (SQL by hand) waits for the cache's lifetime…
    await cached.db.update(banners).set({ title: 'Changed in SQL' }).where(eq(banners.id, row!.id));
    const kept = await art('/wps/media/banner/m_home-2.svg');
    expect(kept.body).toBe(before.body);
    expect(kept.headers.etag).toBe(before.headers.etag);

    // …an operator's change through the back office is drawn at once.
    const changed = await cached.inject({
      method: 'PATCH',
      url: `/wps/admin/content/banners/${row!.id}`,
      headers: OPERATOR_AUTH,
      payload: { title: 'Giải thưởng mới' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await art('/wps/media/banner/m_home-2.svg');
    expect(after.body).toContain('Giải thưởng mới');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps no 404: a picture whose row appears later is drawn', async () => {
    const url = '/wps/media/banner/later-1.svg';
    expect((await art(url)).statusCode).toBe(404);
    await cached.db.insert(banners).values({
      groupName: 'm_home',
      title: 'Later',
      imageUrl: url,
      sequence: 98,
    });
    expect((await art(url)).statusCode).toBe(200);
  });
});

describe('GET /wps/media/qr', () => {
  const LINK = 'https://m.luckylotus.example/m/app?platform=android';
  const qr = (text: string, headers: Record<string, string> = {}) =>
    get(`/wps/media/qr?${new URLSearchParams({ text })}`, headers);

  it('draws a code a camera reads back as the text, cacheable, the same bytes every time', async () => {
    const res = await qr(LINK);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const size = 264;
    const { data } = await sharp(Buffer.from(res.body), { density: 300 })
      .resize(size, size)
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), size, size)?.data).toBe(LINK);

    const again = await qr(LINK);
    expect(again.body).toBe(res.body);
    expect(again.headers.etag).toBe(res.headers.etag);
    const fresh = await qr(LINK, { 'if-none-match': res.headers.etag as string });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.body).toBe('');
    expect((await qr(`${LINK}&x=1`)).headers.etag).not.toBe(res.headers.etag);
  });

  it('refuses no text, an empty one or one past 512 characters with request.invalid', async () => {
    for (const url of [
      '/wps/media/qr',
      '/wps/media/qr?text=',
      `/wps/media/qr?text=${'a'.repeat(513)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
    expect((await qr('a'.repeat(512))).statusCode).toBe(200);
  });
});
