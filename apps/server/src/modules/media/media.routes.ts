import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { getMediaImageEndpoint, getQrImageEndpoint } from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { CacheTopic } from '../../lib/read-cache.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import type { MediaKind } from './media-url.ts';
import { renderMedia } from './media.service.ts';
import { qrImage } from './qr-image.ts';
import { rasterArt } from './raster-art.ts';

/**
 * A browser's image request names WebP in its Accept header (Chromium, Firefox and Safari all
 * do); a script's fetch or a crawler asking for the URL gets the SVG.
 */
function wantsWebp(accept: string | undefined): boolean {
  return accept !== undefined && /(^|[\s,])image\/webp(?![^,]*;\s*q=0(\.0*)?\s*(,|$))/.test(accept);
}

/**
 * Marks an image answer cacheable for a day under its ETag; answers whether the browser already
 * holds it (If-None-Match), in which case the caller sends 304 with no body.
 */
function heldByBrowser(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
  return request.headers['if-none-match'] === etag;
}

/**
 * What each kind of artwork is drawn from, and so which operator changes draw it again: games and
 * vendors (the catalogue), banners and promotions (their titles), payment marks and the app's
 * images (the site settings).
 */
const ART_TOPIC: Record<MediaKind, CacheTopic> = {
  game: 'catalogue',
  vendor: 'catalogue',
  banner: 'content',
  promo: 'content',
  payment: 'settings',
  app: 'settings',
};

/**
 * Generated demo artwork, cacheable with an ETag: the SVG, or a WebP drawn from it for a browser
 * that accepts one (`Vary: Accept`; docs/decisions/2026-11-28-raster-demo-art.md). The SVG and its
 * hash are kept in the read cache under the topic they are drawn from, so a picture asked for
 * again costs no query and no drawing.
 */
export function mediaRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getMediaImageEndpoint, async (request, reply) => {
      const { kind, name } = request.params;
      const art = await deps.cache.value(ART_TOPIC[kind], `media:${kind}/${name}`, async () => {
        const svg = await renderMedia(deps, kind, name.slice(0, -4));
        return svg === undefined
          ? undefined
          : { svg, hash: createHash('sha1').update(svg).digest('base64url') };
      });
      if (art === undefined) {
        throw new AppError('resource.not_found', { value: { kind, name } });
      }
      const { svg, hash } = art;
      const webp = wantsWebp(request.headers.accept);
      const etag = webp ? `"${hash}-webp"` : `"${hash}"`;
      reply.header('vary', 'Accept');
      if (heldByBrowser(request, reply, etag)) return reply.status(304).send(null);
      if (webp) return reply.type('image/webp').send(await rasterArt(kind, svg, hash));
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    });

    // A QR code drawn here rather than on the phone's main thread (the app page's download links).
    route(app, getQrImageEndpoint, async (request, reply) => {
      const { svg, etag } = await qrImage(request.query.text);
      if (heldByBrowser(request, reply, etag)) return reply.status(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    });
  };
}
