import { crc32, deflateSync } from 'node:zlib';

// Tiny real images for upload tests, built here rather than kept as files: a PNG of any size, a
// baseline JPEG of any size (every block a flat grey), and a 1×1 lossless WebP.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG (8-bit RGB) of the given size. `pixel` gives each pixel's colour; the default is a
 * gradient. Pass random bytes through `pixel` to make a large file that does not compress.
 */
export function pngImage(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number] = (x, y) => [
    (x * 7) & 255,
    (y * 5) & 255,
    128,
  ],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function segment(marker: number, data: number[]): number[] {
  const length = data.length + 2;
  return [0xff, marker, length >> 8, length & 255, ...data];
}

/**
 * A baseline JPEG (one grey component) of the given size whose 8×8 blocks are all mid-grey: each
 * block is coded as "DC difference 0, end of block" with one-symbol Huffman tables.
 */
export function jpegImage(width: number, height: number): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = '00'.repeat(blocks);
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '1');
  const scan: number[] = [];
  for (let i = 0; i < padded.length; i += 8) scan.push(parseInt(padded.slice(i, i + 8), 2));
  const oneCode = [1, ...new Array<number>(15).fill(0), 0x00]; // one code of length 1: symbol 0
  return Buffer.from([
    0xff,
    0xd8, // start of image
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]), // quantisation table 0
    ...segment(0xc0, [8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...oneCode]), // DC table 0
    ...segment(0xc4, [0x10, ...oneCode]), // AC table 0
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // start of scan
    ...scan,
    0xff,
    0xd9, // end of image
  ]);
}

/** A 1×1 lossless WebP (RIFF "WEBP" with a VP8L stream), as browsers' feature tests use. */
export function webpImage(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}
