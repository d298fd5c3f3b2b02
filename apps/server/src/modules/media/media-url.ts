/** Kinds of generated artwork the media route serves (see lib/svg-art.ts). */
export const MEDIA_KINDS = ['game', 'banner', 'vendor', 'promo', 'payment', 'app'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Names the media route accepts, without the .svg suffix. */
export const MEDIA_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** The URL of a generated image, e.g. mediaUrl('game', 'BGS-1001') = /wps/media/game/BGS-1001.svg. */
export function mediaUrl(kind: MediaKind, name: string): string {
  if (!MEDIA_NAME_PATTERN.test(name)) throw new Error(`not a media name: ${name}`);
  return `/wps/media/${kind}/${name}.svg`;
}

/**
 * The media name of a payment method (site settings list them by name, spec §1 footer):
 * lower case, letters and digits, words joined by '-'. 'Bank transfer' -> 'bank-transfer'.
 */
export function paymentSlug(method: string): string {
  return method
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
