import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

// Generated demo artwork (SVG, drawn as WebP for browsers) for game tiles, banners, vendor logos,
// promotions, payment marks and the app pages; every image URL of the demo data points here.

/** Kinds of generated artwork the media route serves. */
export const MEDIA_KINDS = ['game', 'banner', 'vendor', 'promo', 'payment', 'app'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Names the media route accepts, without the .svg suffix. */
export const MEDIA_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

export const MediaParamsSchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  name: z.string().check(
    z.maxLength(104),
    z.refine((n) => n.endsWith('.svg') && MEDIA_NAME_PATTERN.test(n.slice(0, -4)), {
      message: 'must be a name of letters, digits, "-", "_" or "." ending in .svg',
    }),
  ),
});

export const getMediaImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/media/:kind/:name',
  auth: 'public',
  // The maintenance and restricted pages still show the logo and images.
  gate: false,
  params: MediaParamsSchema,
  response: z.string(),
  envelope: false,
  produces: 'image/svg+xml',
  errors: ['resource.not_found'],
  tag: 'media',
  summary:
    'Generated demo artwork (SVG, or WebP for browsers): game tiles, banners, vendor logos, …',
  description:
    'An SVG document drawn from the data it stands for (a game’s name on its tile, a banner’s title), the same bytes every time; a request whose `Accept` names `image/webp` (a browser’s image request) gets the same picture drawn as WebP, which the browser decodes off its main thread (`Vary: Accept`). Cacheable for a day (`cache-control: public, max-age=86400`) with an ETag per variant, and 304 with no body when `If-None-Match` matches. Text from the database is escaped; nothing remote is referenced. Answers under maintenance and region restriction too, so those pages keep their images.',
  docs: {
    params: {
      kind: 'game (by nodeId), banner, vendor (by code), promo, payment (by payment-method slug) or app.',
      name: 'The image name with .svg: letters, digits, "-", "_" or ".", e.g. BGS-1001.svg.',
    },
  },
  examples: {
    params: { kind: 'game', name: 'LOTT-101.svg' },
    response:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><title>Xổ số Miền Bắc</title>…</svg>',
  },
});

/** The longest text a QR code image is drawn for (a download link, an invitation link). */
export const QR_TEXT_MAX = 512;

export const QrImageQuerySchema = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(QR_TEXT_MAX)),
});

export const getQrImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/media/qr',
  auth: 'public',
  gate: false,
  query: QrImageQuerySchema,
  response: z.string(),
  envelope: false,
  produces: 'image/svg+xml',
  errors: [],
  tag: 'media',
  summary: 'A QR code of a text, as SVG (the app page’s download links)',
  description:
    'The QR code of `text` (error correction M, a quiet zone of two modules) drawn as an SVG document by the server, so that a phone’s browser shows it as an image instead of computing it on its main thread. The same text always gives the same bytes: cacheable for a day (`cache-control: public, max-age=86400`) with an ETag, and 304 with no body when `If-None-Match` matches.',
  docs: {
    query: {
      text: `What the code holds, 1 to ${QR_TEXT_MAX} characters (the site sends whole URLs).`,
    },
  },
  examples: {
    query: { text: 'https://m.luckylotus.example/m/app?platform=android' },
    response: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37" …>…</svg>',
  },
});
