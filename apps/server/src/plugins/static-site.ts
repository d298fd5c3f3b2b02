import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.ts';

/**
 * The back office's page policy: the site's, plus inline style attributes (the editor and the
 * charts set them) and no framing at all. Scripts still come only from this origin.
 */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const isAdminPath = (url: string) => url === '/admin' || /^\/admin[/?]/.test(url);
/** The site's own pages: `/`, `/m` and everything under it. */
const isSitePath = (url: string) => /^\/(\?|$)/.test(url) || url === '/m' || /^\/m[/?]/.test(url);

/**
 * Serves the built site under /m and the built back office under /admin (hashed assets cached
 * for a year, everything else revalidated). Every other GET that is not an API call gets the
 * site's index.html (the back office's under /admin), so that each router resolves its paths.
 * Unknown /wps paths get the JSON 404 of the error catalogue.
 */
export async function registerStaticSite(app: FastifyInstance) {
  const dist = app.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  const built = fs.existsSync(indexFile);
  const adminIndex = path.join(app.config.adminDist, 'index.html');
  const adminBuilt = fs.existsSync(adminIndex);
  const cacheHeaders = (res: FastifyReply, filePath: string) => {
    const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
    res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/m/',
      index: false,
      wildcard: true,
      setHeaders: cacheHeaders,
    });
  }
  if (adminBuilt) {
    await app.register(fastifyStatic, {
      root: app.config.adminDist,
      prefix: '/admin/',
      index: false,
      wildcard: true,
      decorateReply: !built,
      setHeaders: cacheHeaders,
    });
  }

  const sendIndex = (reply: FastifyReply, status = 200) => {
    if (!built) {
      return reply
        .status(status === 200 ? 503 : status)
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile));
  };

  const sendAdminIndex = (reply: FastifyReply) => {
    if (!adminBuilt) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The back office is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', ADMIN_CSP)
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(adminIndex));
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/wps' || url.startsWith('/wps/') || url.startsWith('/wps?')) {
      throw new AppError('route.not_found', { value: { path: url.split('?')[0] } });
    }
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const looksLikeFile =
      /\/[^/]+\.[a-z0-9]{1,8}$/i.test(url.split('?')[0] ?? '') &&
      !url.split('?')[0]!.endsWith('/index.html');
    if (isPageRequest && !looksLikeFile) {
      if (isAdminPath(url)) return sendAdminIndex(reply);
      // A path outside the site's (a mistyped link, /metrics, /.env probes) still shows the site,
      // whose router takes the visitor home, but says 404: nothing else lives on this port.
      return sendIndex(reply, isSitePath(url) ? 200 : 404);
    }
    throw new AppError('resource.not_found');
  });
}
