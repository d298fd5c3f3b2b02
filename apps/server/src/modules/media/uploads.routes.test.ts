import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_IMAGE_BYTES, UploadedImageSchema } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { jpegImage, pngImage, webpImage } from '../../testing/images.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const upload = (bytes: Buffer | string, fileName = 'image.png') =>
  app.inject({
    method: 'POST',
    url: '/wps/admin/media/images',
    headers: OPERATOR_AUTH,
    payload: {
      fileName,
      data: (typeof bytes === 'string' ? Buffer.from(bytes) : bytes).toString('base64'),
    },
  });

describe('POST /wps/admin/media/images', () => {
  it.each([
    ['PNG', pngImage(120, 48), 'image/png', 120, 48, 'png'],
    ['JPEG', jpegImage(33, 17), 'image/jpeg', 33, 17, 'jpg'],
    ['WebP', webpImage(), 'image/webp', 1, 1, 'webp'],
  ] as const)(
    'stores a %s and serves it back byte for byte',
    async (_kind, bytes, type, w, h, ext) => {
      const res = await upload(bytes, `banner.${ext}`);
      expect(res.statusCode, res.body).toBe(201);
      const image = UploadedImageSchema.parse(res.json().value);
      expect(image).toMatchObject({ contentType: type, width: w, height: h, bytes: bytes.length });
      expect(image.url).toBe(`/wps/media/u/${image.sha256}.${ext}`);

      const served = await app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers.etag).toBe(`"${image.sha256}"`);
      const cached = await app.inject({
        method: 'GET',
        url: image.url,
        headers: { 'if-none-match': `"${image.sha256}"` },
      });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
    },
  );

  it('stores the same file once and audits each upload', async () => {
    const bytes = pngImage(10, 10, () => [1, 2, 3]);
    const first = (await upload(bytes, 'a.png')).json().value;
    const second = (await upload(bytes, 'b.png')).json().value;
    expect(second.url).toBe(first.url);
    const audit = await app.inject({
      method: 'GET',
      url: `/wps/admin/audit?action=media.upload&targetId=${first.sha256}`,
      headers: OPERATOR_AUTH,
    });
    const lines = audit.json().value.list as { after: { fileName: string } }[];
    expect(lines.map((l) => l.after.fileName).sort()).toEqual(['a.png', 'b.png']);
  });

  it('recognises the type by the first bytes, never the name: SVG, HTML and GIF are refused', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const html = '<!doctype html><html><body><script>alert(document.cookie)</script>';
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const [bytes, name] of [
      [svg, 'banner.png'],
      [svg, 'banner.svg'],
      [html, 'banner.png'],
      [gif, 'banner.gif'],
      [Buffer.concat([Buffer.from('GIF89a'), pngImage(4, 4)]), 'x.png'],
    ] as const) {
      const res = await upload(bytes, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ code: 'media.image_refused', value: { reason: 'type' } });
    }
  });

  it('refuses a file that only starts like an image, or is too large a picture', async () => {
    const truncated = pngImage(8, 8).subarray(0, 12);
    const res = await upload(truncated);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('media.image_refused');
    const huge = await upload(pngImage(8001, 1));
    expect(huge.json()).toMatchObject({
      code: 'media.image_refused',
      value: { reason: 'dimensions' },
    });
  });

  it('accepts an image above the server’s usual 1 MB body and refuses one above 2 MB', async () => {
    const noise = randomBytes(700 * 700 * 3);
    const big = pngImage(700, 700, (x, y) => {
      const i = (y * 700 + x) * 3;
      return [noise[i]!, noise[i + 1]!, noise[i + 2]!];
    });
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect(big.length).toBeLessThan(MAX_IMAGE_BYTES);
    const ok = await upload(big);
    expect(ok.statusCode, ok.body.slice(0, 200)).toBe(201);
    const served = await app.inject({ method: 'GET', url: ok.json().value.url });
    expect(served.rawPayload.equals(big)).toBe(true);

    const tooLarge = Buffer.concat([pngImage(2, 2), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const refused = await upload(tooLarge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('media.image_too_large');

    const wayTooLarge = await upload(Buffer.alloc(3 * 1024 * 1024));
    expect(wayTooLarge.statusCode).toBe(413);
    expect(wayTooLarge.json().code).toBe('request.body_too_large');
  });

  it('refuses what is not base64, and keeps the 1 MB limit on other routes', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/wps/admin/media/images',
      headers: OPERATOR_AUTH,
      payload: { data: 'not base64!' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('request.invalid');
    const other = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/settings/site',
      headers: OPERATOR_AUTH,
      payload: { siteName: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(other.statusCode).toBe(413);
  });
});

describe('GET /wps/media/u/:name', () => {
  it('answers 404 for an unknown image or the wrong extension, 400 for a malformed name', async () => {
    const image = (await upload(pngImage(3, 3))).json().value;
    expect(
      (await app.inject({ method: 'GET', url: `/wps/media/u/${'0'.repeat(64)}.png` })).statusCode,
    ).toBe(404);
    const wrongExt = await app.inject({ method: 'GET', url: `/wps/media/u/${image.sha256}.jpg` });
    expect(wrongExt.statusCode).toBe(404);
    expect(wrongExt.json().code).toBe('resource.not_found');
    for (const name of [
      'x.png',
      `${image.sha256}.svg`,
      `${image.sha256.toUpperCase()}.png`,
      '..%2Fx.png',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/wps/media/u/${name}` });
      expect(res.statusCode, name).toBe(400);
    }
  });

  it('shows an uploaded image in the site’s home carousel', async () => {
    const image = (await upload(pngImage(64, 25), 'home.png')).json().value;
    const created = await app.inject({
      method: 'POST',
      url: '/wps/admin/content/banners',
      headers: OPERATOR_AUTH,
      payload: { groupName: 'm_home', title: 'Ảnh mới', imageUrl: image.url, sequence: -5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const carousel = await app.inject({
      method: 'GET',
      url: '/wps/content/banners?groupName=m_home',
    });
    const first = carousel.json().value[0];
    expect(first).toMatchObject({ url: image.url, title: 'Ảnh mới' });
    const served = await app.inject({ method: 'GET', url: first.url });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('still answers under maintenance', async () => {
    const image = (await upload(pngImage(5, 5))).json().value;
    const gate = (enabled: boolean) =>
      app.inject({
        method: 'PATCH',
        url: '/wps/admin/system/gate',
        headers: OPERATOR_AUTH,
        payload: { maintenance: { enabled } },
      });
    await gate(true);
    expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
    await gate(false);
  });
});
