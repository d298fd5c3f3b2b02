import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import { MAX_IMAGE_SIDE, type ErrorCode } from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { sniffImageType } from './uploads.service.ts';

export type MemberImageType = 'image/png' | 'image/jpeg';

/** An image a member sent, checked and stripped, ready to store. */
export type CheckedMemberImage = {
  sha256: string;
  contentType: MemberImageType;
  width: number;
  height: number;
  data: Buffer;
};

/** The codes a caller answers with: one for an image over the size, one for anything else. */
export type MemberImageRules = { maxBytes: number; tooLarge: ErrorCode; refused: ErrorCode };

/** PNG chunks kept: the image itself and how to show its colours; text, EXIF and time go. */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT']);

function stripPng(bytes: Buffer, refuse: (reason: string) => AppError): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) throw refuse('unreadable');
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (PNG_KEEP.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(parts);
}

/**
 * JPEG segments before the scan: APP1–APP13 and APP15 (EXIF, XMP, IPTC, …) and comments go; APP0
 * (JFIF) and APP14 (Adobe colour transform, needed to decode some files) stay. From the start of
 * scan on, the bytes are copied as they are.
 */
function stripJpeg(bytes: Buffer, refuse: (reason: string) => AppError): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw refuse('unreadable');
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xda) {
      parts.push(bytes.subarray(at));
      return Buffer.concat(parts);
    }
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw refuse('unreadable');
    const metadata = (marker >= 0xe1 && marker <= 0xef && marker !== 0xee) || marker === 0xfe;
    if (!metadata) parts.push(bytes.subarray(at, end));
    at = end;
  }
  throw refuse('unreadable');
}

/**
 * A member's image (promotion applications, chat): base64 decoded, at most `maxBytes`, PNG or
 * JPEG by its first bytes whatever its name, readable with sane dimensions, and stripped of its
 * metadata (camera, place, time). Named by the SHA-256 of what is kept.
 */
export function checkMemberImage(base64: string, rules: MemberImageRules): CheckedMemberImage {
  const refuse = (reason: string) => new AppError(rules.refused, { value: { reason } });
  const raw = Buffer.from(base64, 'base64');
  if (raw.length > rules.maxBytes) {
    throw new AppError(rules.tooLarge, { value: { bytes: raw.length, max: rules.maxBytes } });
  }
  const type = sniffImageType(raw);
  if (type !== 'image/png' && type !== 'image/jpeg') throw refuse('type');
  const data = type === 'image/png' ? stripPng(raw, refuse) : stripJpeg(raw, refuse);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(data);
  } catch {
    throw refuse('unreadable');
  }
  if (size.type !== (type === 'image/png' ? 'png' : 'jpg')) throw refuse('type_mismatch');
  const ok = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_IMAGE_SIDE;
  if (!ok(size.width) || !ok(size.height)) throw refuse('dimensions');
  return {
    sha256: createHash('sha256').update(data).digest('hex'),
    contentType: type,
    width: size.width,
    height: size.height,
    data,
  };
}
