import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.ts';

/**
 * Serves the built site under /m (hashed assets cached for a year, everything else revalidated)
 * and answers every other GET that is not an API call with the site's index.html, so that the
 * site's router resolves /, /m, /m/home and unknown paths (which it sends home). Unknown /wps paths
 * get the JSON 404 of the error catalogue.
 */
export async function registerStaticSite(app: FastifyInstance) {
  const dist = app.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  const built = fs.existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/m/',
      index: false,
      wildcard: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile));
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
    if (isPageRequest && !looksLikeFile) return sendIndex(reply);
    throw new AppError('resource.not_found');
  });
}
