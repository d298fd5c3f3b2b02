/**
 * Deterministic artwork for the demo merchant: game tiles, banners, vendor word marks, promotion
 * images, payment marks and the app icon, drawn as SVG from a seed string. The same seed always
 * gives the same bytes, so the images cache well and nothing is fetched from the internet.
 * Every piece of text placed in an SVG goes through `escapeXml`.
 */

/** Escapes text for SVG element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .split('')
    .filter((c) => isXmlChar(c.charCodeAt(0)))
    .join('');
}

/** XML 1.0 allows tab, newline, carriage return and everything from U+0020 except U+FFFE/U+FFFF. */
function isXmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

/** FNV-1a 32-bit hash of a string. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: string): () => number {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A hue (0-359) that stays the same for one seed, e.g. a vendor's colour. */
export function hueOf(seed: string): number {
  return hashSeed(seed) % 360;
}

const round = (n: number) => Math.round(n * 10) / 10;
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
const FONT = `font-family="'Be Vietnam Pro','Segoe UI',Roboto,Arial,sans-serif"`;

/** Splits a title into at most `maxLines` lines of about `perLine` characters, with an ellipsis. */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine || !current) {
      current = next;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const clipped = lines.slice(0, maxLines).map((l) => (l.length > perLine ? cut(l, perLine) : l));
  if (lines.length > maxLines) clipped[maxLines - 1] = cut(`${clipped[maxLines - 1]} …`, perLine);
  return clipped;
}

function cut(line: string, perLine: number): string {
  const chars = [...line];
  return chars.length <= perLine ? line : `${chars.slice(0, perLine - 1).join('')}…`;
}

function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}

function gradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${end}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  attrs: string,
  lineHeight = 1.2,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${round(y + i * size * lineHeight)}" font-size="${size}" ${FONT} ${attrs}>${escapeXml(line)}</text>`,
    )
    .join('');
}

function star(cx: number, cy: number, r: number, points = 5): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return pts.join(' ');
}

/** Scattered confetti of circles, diamonds and stars in white. */
function sparkles(rand: () => number, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = round(rand() * width);
    const y = round(rand() * height);
    const r = round(4 + rand() * (Math.min(width, height) / 9));
    const opacity = round(0.06 + rand() * 0.14);
    const kind = Math.floor(rand() * 3);
    if (kind === 0) {
      out += `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`;
    } else if (kind === 1) {
      out += `<rect x="${round(x - r / 2)}" y="${round(y - r / 2)}" width="${r}" height="${r}" transform="rotate(45 ${x} ${y})" fill="#fff" fill-opacity="${opacity}"/>`;
    } else {
      out += `<polygon points="${star(x, y, r)}" fill="#fff" fill-opacity="${opacity}"/>`;
    }
  }
  return out;
}

/** The motif in the middle of a tile, chosen by the game's category. */
function motif(category: string, rand: () => number, hue: number, title: string): string {
  const accent = hsl(hue + 180, 85, 60);
  switch (category) {
    case 'LOTT':
    case 'ELOTT': {
      let out = '';
      for (let i = 0; i < 3; i++) {
        const n = String(Math.floor(rand() * 100)).padStart(2, '0');
        const cx = 90 + i * 60;
        const cy = 115 + (i === 1 ? -14 : 0);
        out +=
          `<circle cx="${cx}" cy="${cy}" r="27" fill="#fff"/>` +
          `<circle cx="${cx}" cy="${cy}" r="27" fill="none" stroke="${accent}" stroke-width="5"/>` +
          `<text x="${cx}" y="${cy + 9}" font-size="24" font-weight="700" text-anchor="middle" fill="#222" ${FONT}>${n}</text>`;
      }
      return out;
    }
    case 'LIVE':
    case 'PVP': {
      const suits = ['♠', '♥', '♦', '♣'];
      let out = '';
      for (let i = 0; i < 3; i++) {
        const suit = suits[Math.floor(rand() * 4)]!;
        const red = suit === '♥' || suit === '♦';
        const angle = (i - 1) * 16;
        out +=
          `<g transform="rotate(${angle} 150 190)"><rect x="118" y="62" width="64" height="92" rx="8" fill="#fff" stroke="#0003"/>` +
          `<text x="150" y="124" font-size="40" text-anchor="middle" fill="${red ? '#d32f2f' : '#222'}" ${FONT}>${suit}</text></g>`;
      }
      return out;
    }
    case 'FISH':
      return (
        `<ellipse cx="140" cy="112" rx="58" ry="32" fill="${accent}"/>` +
        `<polygon points="192,112 236,82 236,142" fill="${accent}"/>` +
        `<circle cx="112" cy="104" r="7" fill="#fff"/><circle cx="112" cy="104" r="3" fill="#222"/>` +
        `<circle cx="70" cy="70" r="8" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>` +
        `<circle cx="84" cy="48" r="5" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>`
      );
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return (
        `<circle cx="150" cy="110" r="52" fill="#fff"/>` +
        `<polygon points="${star(150, 110, 30, 5)}" fill="${accent}"/>` +
        `<circle cx="150" cy="110" r="52" fill="none" stroke="${accent}" stroke-width="4"/>`
      );
    case 'INHOUSE':
      return (
        `<polygon points="150,50 200,100 150,170 100,100" fill="#fff" fill-opacity="0.9"/>` +
        `<polygon points="150,50 200,100 150,100" fill="${accent}" fill-opacity="0.8"/>` +
        `<polygon points="100,100 150,100 150,170" fill="${accent}" fill-opacity="0.5"/>`
      );
    default: {
      // Slot reels showing the title's initial between two symbols.
      const initial = [...title.trim()][0]?.toUpperCase() ?? '7';
      const symbols = ['7', '★', initial, '♦', 'W', '$'];
      let out = '';
      for (let i = 0; i < 3; i++) {
        const symbol = i === 1 ? initial : symbols[Math.floor(rand() * symbols.length)]!;
        out +=
          `<rect x="${63 + i * 60}" y="62" width="54" height="86" rx="10" fill="#fff" fill-opacity="0.92"/>` +
          `<text x="${90 + i * 60}" y="120" font-size="40" font-weight="800" text-anchor="middle" fill="${hsl(hue, 70, 35)}" ${FONT}>${escapeXml(symbol)}</text>`;
      }
      return out;
    }
  }
}

/** A 1:1 game tile: vendor-coloured gradient, a motif for the category, the game's name. */
export function gameTileSvg(options: {
  seed: string;
  title: string;
  vendor: string;
  category: string;
  /** Hue of the vendor's colour; defaults to one derived from the vendor's name. */
  hue?: number;
}): string {
  const rand = seededRandom(options.seed);
  const hue = options.hue ?? hueOf(options.vendor);
  const shift = 20 + Math.floor(rand() * 50);
  const id = `g${hashSeed(options.seed).toString(36)}`;
  const lines = wrapText(options.title, 16, 2);
  const titleY = lines.length === 1 ? 250 : 232;
  const body =
    `<defs>${gradient(id, hsl(hue, 70, 48), hsl(hue + shift, 75, 28))}` +
    `<clipPath id="${id}c"><rect width="300" height="300" rx="28"/></clipPath></defs>` +
    `<g clip-path="url(#${id}c)"><rect width="300" height="300" fill="url(#${id})"/>` +
    sparkles(rand, 300, 300, 9) +
    motif(options.category, rand, hue, options.title) +
    `<rect x="0" y="196" width="300" height="104" fill="#000" fill-opacity="0.28"/></g>` +
    textLines(lines, 150, titleY, 26, 'font-weight="700" fill="#fff" text-anchor="middle"') +
    `<rect x="14" y="14" rx="10" width="${Math.max(44, options.vendor.length * 11 + 18)}" height="26" fill="#000" fill-opacity="0.35"/>` +
    `<text x="23" y="33" font-size="15" font-weight="700" fill="#fff" ${FONT}>${escapeXml(options.vendor)}</text>`;
  return svg(300, 300, options.title, body);
}

/** A 750x300 banner with the title (and an optional second line). */
export function bannerSvg(options: { seed: string; title: string; subtitle?: string }): string {
  const rand = seededRandom(options.seed);
  const hue = hueOf(options.seed);
  const id = `b${hashSeed(options.seed).toString(36)}`;
  const lines = wrapText(options.title, 19, 2);
  let body =
    `<defs>${gradient(id, hsl(hue, 72, 42), hsl(hue + 45, 80, 22))}</defs>` +
    `<rect width="750" height="300" fill="url(#${id})"/>` +
    sparkles(rand, 750, 300, 16) +
    `<circle cx="640" cy="150" r="120" fill="${hsl(hue + 180, 80, 60)}" fill-opacity="0.35"/>` +
    `<polygon points="${star(640, 150, 70)}" fill="#ffd54f"/>` +
    textLines(lines, 48, lines.length === 1 ? 160 : 130, 40, 'font-weight="800" fill="#fff"');
  if (options.subtitle) {
    body += textLines(
      wrapText(options.subtitle, 34, 1),
      48,
      lines.length === 1 ? 210 : 232,
      24,
      'fill="#fff" fill-opacity="0.85"',
    );
  }
  return svg(750, 300, options.title, body);
}

/** A word mark for a vendor: its brand name and, smaller, its product line. 240x80. */
export function vendorLogoSvg(options: { seed: string; name: string; caption?: string }): string {
  const hue = hueOf(options.seed);
  const name = cut(options.name, 14);
  const size = name.length > 9 ? 22 : name.length > 5 ? 28 : 34;
  const hasCaption = Boolean(options.caption);
  const body =
    `<rect width="240" height="80" rx="14" fill="${hsl(hue, 55, 18)}"/>` +
    `<rect x="12" y="16" width="8" height="48" rx="4" fill="${hsl(hue, 85, 58)}"/>` +
    `<text x="32" y="${hasCaption ? 44 : 52}" font-size="${size}" font-weight="900" letter-spacing="1" fill="#fff" ${FONT}>${escapeXml(name)}</text>` +
    (hasCaption
      ? `<text x="33" y="64" font-size="13" fill="${hsl(hue, 85, 75)}" ${FONT}>${escapeXml(cut(options.caption!, 28))}</text>`
      : '');
  return svg(240, 80, options.caption ? `${options.name} ${options.caption}` : options.name, body);
}

/** Promotion art: `card` (list card, 690x260) or `banner` (detail banner, 750x300). */
export function promoSvg(options: { seed: string; title: string; variant: 'card' | 'banner' }) {
  if (options.variant === 'banner') return bannerSvg({ seed: options.seed, title: options.title });
  const rand = seededRandom(options.seed);
  const hue = hueOf(options.seed);
  const id = `p${hashSeed(options.seed).toString(36)}`;
  const lines = wrapText(options.title, 21, 2);
  const body =
    `<defs>${gradient(id, hsl(hue, 80, 55), hsl(hue + 30, 80, 32), true)}` +
    `<clipPath id="${id}c"><rect width="690" height="260" rx="18"/></clipPath></defs>` +
    `<g clip-path="url(#${id}c)"><rect width="690" height="260" fill="url(#${id})"/>` +
    sparkles(rand, 690, 260, 12) +
    '</g>' +
    `<rect x="540" y="70" width="110" height="90" rx="10" fill="#fff" fill-opacity="0.92"/>` +
    `<rect x="530" y="54" width="130" height="30" rx="8" fill="#ffd54f"/>` +
    `<rect x="588" y="54" width="14" height="106" fill="${hsl(hue + 180, 70, 45)}"/>` +
    textLines(lines, 40, lines.length === 1 ? 142 : 118, 36, 'font-weight="800" fill="#fff"');
  return svg(690, 260, options.title, body);
}

/** A payment method's mark: its name on a coloured pill. 160x64. */
export function paymentMarkSvg(options: { name: string }): string {
  const hue = hueOf(options.name);
  const name = cut(options.name, 14);
  const size = name.length > 10 ? 16 : 20;
  const body =
    `<rect width="160" height="64" rx="12" fill="#fff" stroke="${hsl(hue, 60, 45)}" stroke-width="3"/>` +
    `<circle cx="30" cy="32" r="14" fill="${hsl(hue, 70, 48)}"/>` +
    `<text x="30" y="38" font-size="16" font-weight="800" text-anchor="middle" fill="#fff" ${FONT}>${escapeXml([...name][0] ?? '')}</text>` +
    `<text x="52" y="${32 + size / 3}" font-size="${size}" font-weight="700" fill="${hsl(hue, 60, 28)}" ${FONT}>${escapeXml(name)}</text>`;
  return svg(160, 64, options.name, body);
}

/** The app icon: a lotus of petals on the brand colour with the site's initials. 512x512. */
export function appIconSvg(options: { name: string; background?: string }): string {
  const background = options.background ?? '#0f3d3e';
  const initials = options.name
    .split(/\s+/)
    .map((w) => [...w][0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const angle = -60 + i * 30;
    petals += `<ellipse cx="256" cy="190" rx="52" ry="120" transform="rotate(${angle} 256 300)" fill="#f8bbd0" fill-opacity="${0.55 + i * 0.08}"/>`;
  }
  const body =
    `<rect width="512" height="512" rx="112" fill="${escapeXml(background)}"/>` +
    petals +
    `<circle cx="256" cy="300" r="40" fill="#ffd54f"/>` +
    `<text x="256" y="456" font-size="72" font-weight="900" text-anchor="middle" fill="#fff" ${FONT}>${escapeXml(initials)}</text>`;
  return svg(512, 512, options.name, body);
}
