import type { FastifyPluginAsync } from 'fastify';
import { getUploadedImageEndpoint, uploadImageEndpoint } from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import { readUploadedImage, storeUploadedImage } from './uploads.service.ts';

/**
 * A 2 MB image is 2.7 MB as base64; the JSON around it is small. Only this route reads more than
 * the server's 1 MB.
 */
const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

/** Images operators upload for banners, and their public addresses. */
export function uploadRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      uploadImageEndpoint,
      (request) =>
        auditedChange(
          deps.db,
          request,
          (tx) => storeUploadedImage(tx, request.body),
          (image) => ({
            action: 'media.upload',
            targetType: 'image',
            targetId: image.sha256,
            after: {
              url: image.url,
              contentType: image.contentType,
              width: image.width,
              height: image.height,
              bytes: image.bytes,
              fileName: request.body.fileName ?? null,
            },
          }),
        ),
      { fastify: { bodyLimit: UPLOAD_BODY_LIMIT } },
    );

    route(app, getUploadedImageEndpoint, async (request, reply) => {
      const image = await readUploadedImage(deps.db, request.params.name);
      if (!image)
        throw new AppError('resource.not_found', { value: { name: request.params.name } });
      // The name is the content's hash: the bytes behind an address never change.
      const etag = `"${image.sha256}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type(image.contentType).send(image.data);
    });
  };
}
