import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Answers over 1 KB are compressed by `Accept-Encoding` (brotli, then gzip), with
 * `Vary: Accept-Encoding`: the OpenAPI document, game lists, the lobby's data. Brotli at quality 4
 * costs about as much CPU as gzip while still sending less.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
