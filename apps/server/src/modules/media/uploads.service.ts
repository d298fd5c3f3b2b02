import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  fillPath,
  getUploadedImageEndpoint,
  type ImageType,
  type ImageUploadBody,
  type UploadedImage,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertMediaImage, selectMediaImage } from './uploads.repository.ts';

/** The file extension of each accepted type, as uploaded images are named. */
const EXTENSION: Record<ImageType, 'png' | 'jpg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
/** What image-size calls each accepted type. */
const SIZE_TYPE: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const startsWith = (bytes: Uint8Array, at: number, signature: readonly number[]) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The type of an image from its first bytes (its "magic number"), never from a name or a declared
 * type: PNG, JPEG or WebP, else null. SVG, HTML and everything else are refused this way.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, 0, PNG)) return 'image/png';
  if (startsWith(bytes, 0, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, 0, RIFF) && startsWith(bytes, 8, WEBP)) return 'image/webp';
  return null;
}

function refused(reason: string, detail: Record<string, unknown> = {}): AppError {
  return new AppError('media.image_refused', { value: { reason, ...detail } });
}

/** The width and height its headers give, checked to be an image of the sniffed type. */
function dimensionsOf(bytes: Buffer, type: ImageType): { width: number; height: number } {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw refused('unreadable');
  }
  if (size.type !== SIZE_TYPE[type]) throw refused('type_mismatch');
  const { width, height } = size;
  const ok = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_IMAGE_SIDE;
  if (!ok(width) || !ok(height)) throw refused('dimensions', { width, height });
  return { width, height };
}

/** The public address of an uploaded image. */
export function uploadedImageUrl(sha256: string, type: ImageType): string {
  return fillPath(getUploadedImageEndpoint.path, { name: `${sha256}.${EXTENSION[type]}` });
}

/**
 * Stores an operator's image (decision 2026-11-24-banners-and-uploads): base64 decoded, at most
 * MAX_IMAGE_BYTES, recognised by its first bytes as PNG, JPEG or WebP, its size read from its
 * headers. Named by its SHA-256: storing the same bytes twice keeps one row.
 */
export async function storeUploadedImage(db: Db, body: ImageUploadBody): Promise<UploadedImage> {
  const bytes = Buffer.from(body.data, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError('media.image_too_large', { value: { bytes: bytes.length } });
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) throw refused('type');
  const { width, height } = dimensionsOf(bytes, contentType);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await insertMediaImage(db, {
    sha256,
    contentType,
    width,
    height,
    bytes: bytes.length,
    data: bytes,
  });
  return {
    url: uploadedImageUrl(sha256, contentType),
    contentType,
    width,
    height,
    bytes: bytes.length,
    sha256,
  };
}

/**
 * An uploaded image by its name (`<sha256>.<ext>`), or undefined when there is none of that hash
 * or the extension is not its type's.
 */
export async function readUploadedImage(
  db: Db,
  name: string,
): Promise<{ contentType: ImageType; data: Buffer; sha256: string } | undefined> {
  const [sha256, extension] = name.split('.') as [string, string];
  const row = await selectMediaImage(db, sha256);
  if (!row) return undefined;
  const contentType = row.contentType as ImageType;
  if (EXTENSION[contentType] !== extension) return undefined;
  return { contentType, data: row.data, sha256 };
}
