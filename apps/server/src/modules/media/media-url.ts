import {
  MEDIA_NAME_PATTERN,
  fillPath,
  getMediaImageEndpoint,
  type MediaKind,
} from '@app/contracts';

// The kinds and names are defined with the media endpoint; lib/svg-art.ts draws them.
export type { MediaKind };

/** The URL of a generated image, e.g. mediaUrl('game', 'BGS-1001') = /wps/media/game/BGS-1001.svg. */
export function mediaUrl(kind: MediaKind, name: string): string {
  if (!MEDIA_NAME_PATTERN.test(name)) throw new Error(`not a media name: ${name}`);
  return fillPath(getMediaImageEndpoint.path, { kind, name: `${name}.svg` });
}

/**
 * The media name of a payment method (site settings list them by name, spec §1 footer):
 * lower case, letters and digits, words joined by '-'. 'Chuyển khoản' -> 'chuyen-khoan'.
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
