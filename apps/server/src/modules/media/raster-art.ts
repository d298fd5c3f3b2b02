import sharp from 'sharp';
import type { MediaKind } from './media-url.ts';

// The demo artwork as WebP for browsers (docs/decisions/2026-11-28-raster-demo-art.md): an SVG in
// an <img> is parsed, laid out and painted on the page's main thread, image by image (a home page's
// 40 tiles and banners held it for ~270 ms on this machine, four times that on Lighthouse's phone);
// a WebP is decoded off the main thread. Drawn from the SVG by sharp (libvips with librsvg; text
// in the machine's fonts), kept in memory by the SVG's hash.

/** Pixels per SVG unit: the small marks are drawn twice their size, for a phone's dense screen. */
const SCALE: Record<MediaKind, number> = {
  game: 1,
  banner: 1,
  vendor: 2,
  promo: 1,
  payment: 2,
  app: 1,
};

const QUALITY = 75;
/** Cache bound: about 30 KB a picture at most, so a few thousand pictures. */
const MAX_CACHED_BYTES = 64 * 2 ** 20;

const cache = new Map<string, Promise<Buffer>>();
const sizes = new Map<string, number>();
let cachedBytes = 0;

function remember(key: string, size: number) {
  sizes.set(key, size);
  cachedBytes += size;
  // Least recently used first: a Map keeps insertion order and a hit is inserted again.
  for (const [oldest, bytes] of sizes) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    sizes.delete(oldest);
    cache.delete(oldest);
    cachedBytes -= bytes;
  }
}

/**
 * The WebP of an SVG drawn by svg-art.ts, by `key` (the SVG's hash): drawn once per process, the
 * concurrent requests of one picture sharing the drawing. sharp works in libuv's thread pool, so
 * the event loop keeps answering meanwhile.
 */
export function rasterArt(kind: MediaKind, svg: string, key: string): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    // Recency lives in `sizes`, which eviction walks; `cache` needs no order.
    const size = sizes.get(key);
    if (size !== undefined) {
      sizes.delete(key);
      sizes.set(key, size);
    }
    return hit;
  }
  const drawing = sharp(Buffer.from(svg), { density: 72 * SCALE[kind] })
    .webp({ quality: QUALITY })
    .toBuffer();
  cache.set(key, drawing);
  drawing.then(
    (webp) => {
      if (cache.get(key) === drawing) remember(key, webp.length);
    },
    () => cache.delete(key),
  );
  return drawing;
}
