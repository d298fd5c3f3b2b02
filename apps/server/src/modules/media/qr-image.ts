import { createHash } from 'node:crypto';
import QRCode from 'qrcode';

/** The drawn codes of the texts asked for most recently: the same few links are asked again. */
const drawn = new Map<string, { svg: string; etag: string }>();
const KEEP = 256;

/**
 * A QR code of `text` as an SVG document (error correction M, a quiet zone of two modules, black
 * on white), with its ETag; the same text always gives the same bytes.
 */
export async function qrImage(text: string): Promise<{ svg: string; etag: string }> {
  const kept = drawn.get(text);
  if (kept) return kept;
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
  const image = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
  if (drawn.size >= KEEP) drawn.delete(drawn.keys().next().value!);
  drawn.set(text, image);
  return image;
}
