/**
 * Draws the default social image (public/images/og-default.png, 1200×630), the publisher logo
 * (public/images/logo.png, 512×512), the favicon (public/favicon.png, 32×32) and the icon a phone puts on its home
 * screen (public/apple-touch-icon.png, 180×180, opaque: the phone rounds its corners): the two-part "news" + "tax"
 * wordmark, or its "nt" monogram, in a blocky pixel font, written as PNG with Node's zlib alone. The files are
 * committed; run `node scripts/social-images.ts` after changing this.
 *
 * The favicon is a PNG, not an SVG: the browser decodes a page's icon in the page's own renderer, and an SVG icon
 * with text cost 10-30 ms of main-thread time on every first load there (docs/decisions/0027).
 */
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

const BACKGROUND: Rgb = [0x0f, 0x17, 0x2a];
const INK: Rgb = [0xf5, 0xf5, 0xf4];
const ACCENT: Rgb = [0xf5, 0x9e, 0x0b];

// 5×7 lowercase glyphs, '#' = ink.
const GLYPHS: Record<string, string[]> = {
  n: ['.....', '.....', '####.', '#...#', '#...#', '#...#', '#...#'],
  e: ['.....', '.....', '.###.', '#...#', '#####', '#....', '.###.'],
  w: ['.....', '.....', '#...#', '#...#', '#.#.#', '#.#.#', '.#.#.'],
  s: ['.....', '.....', '.####', '#....', '.###.', '....#', '####.'],
  t: ['.#...', '.#...', '####.', '.#...', '.#...', '.#..#', '..##.'],
  a: ['.....', '.....', '.###.', '....#', '.####', '#...#', '.####'],
  x: ['.....', '.....', '#...#', '.#.#.', '..#..', '.#.#.', '#...#'],
};

function draw(width: number, height: number, scale: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(BACKGROUND, i * 3);
  const word = [...'news'].map((c) => [c, INK] as const).concat([...'tax'].map((c) => [c, ACCENT] as const));
  const columns = word.length * 6 - 1;
  const left = Math.floor((width - columns * scale) / 2);
  const top = Math.floor((height - 7 * scale) / 2);
  word.forEach(([char, colour], index) => {
    const glyph = GLYPHS[char] ?? [];
    glyph.forEach((row, y) => {
      [...row].forEach((cell, x) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const px = left + (index * 6 + x) * scale + dx;
            const py = top + y * scale + dy;
            pixels.set(colour, (py * width + px) * 3);
          }
        }
      });
    });
  });
  // An accent rule under the wordmark.
  const ruleTop = top + 8 * scale + Math.floor(scale / 2);
  for (let py = ruleTop; py < ruleTop + Math.max(2, Math.floor(scale / 3)); py++) {
    for (let px = left; px < left + columns * scale; px++) pixels.set(ACCENT, (py * width + px) * 3);
  }
  return png(width, height, pixels, 3);
}

/** The "nt" monogram in the accent colour on a rounded dark square, transparent outside it. */
function drawIcon(size: number, radius: number, scale: number): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const inside = (x: number, y: number) => {
    const cx = Math.min(Math.max(x + 0.5, radius), size - radius);
    const cy = Math.min(Math.max(y + 0.5, radius), size - radius);
    return (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius ** 2;
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (inside(x, y)) pixels.set([...BACKGROUND, 255], (y * size + x) * 4);
  }
  const letters = ['n', 't'];
  const left = Math.floor((size - (letters.length * 6 - 1) * scale) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  letters.forEach((char, index) => {
    (GLYPHS[char] ?? []).forEach((row, y) => {
      [...row].forEach((cell, x) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const px = left + (index * 6 + x) * scale + dx;
            pixels.set([...ACCENT, 255], ((top + y * scale + dy) * size + px) * 4);
          }
        }
      });
    });
  });
  return png(size, size, pixels, 4);
}

/** A PNG of 8-bit RGB (3 channels) or RGBA (4) pixels. */
function png(width: number, height: number, pixels: Buffer, channels: 3 | 4): Buffer {
  const stride = width * channels;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits per channel, RGB (2) or RGBA (6), deflate, no filter method, no interlace.
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

writeFileSync('public/images/og-default.png', draw(1200, 630, 20));
writeFileSync('public/images/logo.png', draw(512, 512, 10));
writeFileSync('public/favicon.png', drawIcon(32, 6, 2));
writeFileSync('public/apple-touch-icon.png', drawIcon(180, 0, 10));
