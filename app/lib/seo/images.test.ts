import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The files the Open Graph tags and the publisher's JSON-LD name, at the sizes they declare.
describe('the default social image and the publisher logo', () => {
  it.each([
    ['public/images/og-default.png', 1200, 630],
    ['public/images/logo.png', 512, 512],
  ])('%s is a PNG of %i×%i', (file, width, height) => {
    const png = readFileSync(file);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
  });
});
