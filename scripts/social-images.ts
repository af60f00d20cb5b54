/**
 * Draws the default social image (public/images/og-default.png, 1200×630) and the publisher logo
 * (public/images/logo.png, 512×512): the two-part "news" + "tax" wordmark in a blocky pixel font, written as
 * PNG with Node's zlib alone. Both files are committed; run `node scripts/social-images.ts` after changing this.
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
  return png(width, height, pixels);
}

function png(width: number, height: number, rgb: Buffer): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rgb.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
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
