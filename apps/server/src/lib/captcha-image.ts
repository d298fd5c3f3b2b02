import { deflateSync, crc32 } from 'node:zlib';
import { randomInt } from 'node:crypto';

/**
 * Draws a captcha as a PNG with no image library: a 5x7 bitmap font, scaled and jittered per
 * glyph, over noise lines and dots. Readable by a person on a phone, costly for naive OCR.
 */
const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11100', '10010', '10001', '10001', '10001', '10010', '11100'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  '+': ['00000', '00100', '00100', '11111', '00100', '00100', '00000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  '=': ['00000', '00000', '11111', '00000', '11111', '00000', '00000'],
  '?': ['01110', '10001', '00001', '00010', '00100', '00000', '00100'],
};

/** Letters and digits that cannot be confused with each other (no O/0, I/1/L, Q). */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPRSTUVWXYZ';

type Rgb = [number, number, number];

class Bitmap {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  set(x: number, y: number, color: Rgb) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.pixels.set(color, (Math.floor(y) * this.width + Math.floor(x)) * 3);
  }

  line(x0: number, y0: number, x1: number, y1: number, color: Rgb) {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++) {
      this.set(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, color);
    }
  }

  toPng(): Buffer {
    const raw = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (this.width * 3 + 1)] = 0; // filter: none
      raw.set(
        this.pixels.subarray(y * this.width * 3, (y + 1) * this.width * 3),
        y * (this.width * 3 + 1) + 1,
      );
    }
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body) >>> 0);
      return Buffer.concat([length, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.width, 0);
    ihdr.writeUInt32BE(this.height, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // colour type: RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const randomColor = (lo: number, hi: number): Rgb => [
  randomInt(lo, hi),
  randomInt(lo, hi),
  randomInt(lo, hi),
];

/** Renders `text` (characters of FONT) as a PNG about 30 px per character wide and 48 px high. */
export function renderCaptchaPng(text: string): Buffer {
  const scale = 4;
  const glyphWidth = 5 * scale + 8;
  const width = Math.max(120, text.length * glyphWidth + 16);
  const height = 48;
  const image = new Bitmap(width, height, randomColor(225, 250));
  for (let i = 0; i < 6; i++) {
    image.line(
      randomInt(0, width),
      randomInt(0, height),
      randomInt(0, width),
      randomInt(0, height),
      randomColor(120, 200),
    );
  }
  [...text].forEach((ch, index) => {
    const glyph = FONT[ch] ?? FONT['?']!;
    const color = randomColor(10, 110);
    const x0 = 10 + index * glyphWidth + randomInt(-2, 3);
    const y0 = 10 + randomInt(-4, 5);
    const slant = (randomInt(-3, 4) / 10) * scale;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            image.set(x0 + gx * scale + dx + slant * (3 - gy), y0 + gy * scale + dy, color);
          }
        }
      });
    });
  });
  for (let i = 0; i < (width * height) / 40; i++)
    image.set(randomInt(0, width), randomInt(0, height), randomColor(60, 200));
  return image.toPng();
}

/** A new challenge: an equation ("7+5=?", answer "12") or 4-5 letters/digits (spec §5: 1-16 chars). */
export function newChallenge(kind: 'equation' | 'text'): { text: string; answer: string } {
  if (kind === 'equation') {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    if (randomInt(0, 2) === 0 && a > b) return { text: `${a}-${b}=?`, answer: String(a - b) };
    return { text: `${a}+${b}=?`, answer: String(a + b) };
  }
  const length = randomInt(4, 6);
  let s = '';
  for (let i = 0; i < length; i++) s += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return { text: s, answer: s };
}
