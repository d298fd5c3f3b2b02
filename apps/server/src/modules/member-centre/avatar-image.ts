import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_SIDE, MAX_AVATAR_BYTES, type StaticAvatar } from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { checkMemberImage, type CheckedMemberImage } from '../media/member-image.ts';

// Player avatars (spec §3): a member's upload is checked by its content, resized and written again
// without metadata by sharp (libvips, kept up to date upstream); the STATIC ones are drawn here.

/**
 * A CUSTOM avatar: at most MAX_AVATAR_BYTES, PNG or JPEG by its first bytes (checkMemberImage,
 * which also drops metadata chunks), then decoded and written again by sharp at most
 * AVATAR_SIDE pixels a side, in the same format. sharp keeps no EXIF, XMP, ICC or comments unless
 * asked (`withMetadata`), and re-encoding leaves nothing of the original file's extra bytes.
 */
export async function processAvatar(base64: string): Promise<CheckedMemberImage> {
  const checked = checkMemberImage(base64, {
    maxBytes: MAX_AVATAR_BYTES,
    tooLarge: 'avatar.too_large',
    refused: 'avatar.refused',
  });
  const pipeline = sharp(checked.data, { failOn: 'error', limitInputPixels: 8000 * 8000 })
    .rotate() // apply (then drop) the EXIF orientation so that the picture stands upright
    .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'attention' });
  const { data, info } = await (
    checked.contentType === 'image/png'
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.jpeg({ quality: 85, mozjpeg: true })
  )
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      // What passed the header checks but cannot be decoded (truncated or crafted).
      throw new AppError('avatar.refused', { value: { reason: 'unreadable' } });
    });
  return {
    sha256: createHash('sha256').update(data).digest('hex'),
    contentType: checked.contentType,
    width: info.width,
    height: info.height,
    data,
  };
}

/** Colours and a white mark (SVG shapes, no text: no font is needed) per STATIC avatar. */
const STATIC_ART: Record<StaticAvatar, { from: string; to: string; mark: string }> = {
  lotus: {
    from: '#f472b6',
    to: '#be185d',
    mark: '<ellipse cx="128" cy="112" rx="22" ry="52"/><ellipse cx="128" cy="112" rx="22" ry="52" transform="rotate(-45 128 150)"/><ellipse cx="128" cy="112" rx="22" ry="52" transform="rotate(45 128 150)"/><path d="M64 168h128c-8 26-34 40-64 40s-56-14-64-40z"/>',
  },
  star: {
    from: '#c084fc',
    to: '#6b21a8',
    mark: '<polygon points="128,44 150,104 214,106 164,146 182,208 128,172 74,208 92,146 42,106 106,104"/>',
  },
  sun: {
    from: '#fbbf24',
    to: '#b45309',
    mark: '<circle cx="128" cy="128" r="40"/><g stroke="#fff" stroke-width="12" stroke-linecap="round"><path d="M128 48v22M128 186v22M48 128h22M186 128h22M71 71l16 16M169 169l16 16M71 185l16-16M169 87l16-16"/></g>',
  },
  moon: {
    from: '#38bdf8',
    to: '#1d4ed8',
    mark: '<path d="M150 52a78 78 0 1 0 52 124A64 64 0 0 1 150 52z"/>',
  },
  heart: {
    from: '#f87171',
    to: '#991b1b',
    mark: '<path d="M128 204 60 136c-20-20-20-52 0-70s50-16 68 6c18-22 48-24 68-6s20 50 0 70z"/>',
  },
  diamond: {
    from: '#a3e635',
    to: '#3f6212',
    mark: '<polygon points="128,44 200,128 128,212 56,128"/>',
  },
  clover: {
    from: '#34d399',
    to: '#065f46',
    mark: '<circle cx="128" cy="92" r="32"/><circle cx="92" cy="140" r="32"/><circle cx="164" cy="140" r="32"/><path d="M120 150h16l8 62h-32z"/>',
  },
  crown: {
    from: '#fb923c',
    to: '#9a3412',
    mark: '<polygon points="52,92 92,132 128,68 164,132 204,92 188,184 68,184"/><rect x="68" y="192" width="120" height="18" rx="6"/>',
  },
};

const pngCache = new Map<StaticAvatar, Buffer>();

/** The PNG of a STATIC avatar: its white mark on a gradient disc, drawn once per process. */
export async function staticAvatarPng(name: StaticAvatar): Promise<Buffer> {
  const cached = pngCache.get(name);
  if (cached) return cached;
  const art = STATIC_ART[name];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIDE}" height="${AVATAR_SIDE}" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<circle cx="128" cy="128" r="128" fill="url(#g)"/>
<g fill="#fff" fill-opacity="0.94">${art.mark}</g>
</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  pngCache.set(name, png);
  return png;
}
