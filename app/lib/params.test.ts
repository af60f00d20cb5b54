import { describe, expect, it } from 'vitest';
import { isSlug, parsePage } from './params';

describe('isSlug', () => {
  it('accepts lowercase words joined by hyphens, and nothing else', () => {
    expect(isSlug('ppn-12-persen')).toBe(true);
    for (const bad of ['', 'PPN', 'a--b', '-a', 'a-', 'a_b', 'a b', '%00', '..', 'a/b', 'é', 'x'.repeat(201)]) {
      expect(isSlug(bad), bad).toBe(false);
    }
  });
});

describe('parsePage', () => {
  const page = (query: string) => parsePage(new URLSearchParams(query));
  it('reads whole pages from 1 to 10000', () => {
    expect(page('')).toBe(1);
    expect(page('page=1')).toBe(1);
    expect(page('page=7')).toBe(7);
    expect(page('page=10000')).toBe(10_000);
  });
  it('rejects everything else', () => {
    for (const bad of [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      'page=',
      'page=01',
      'page=10001',
      'page=1&page=2',
      'page=1e3',
    ]) {
      expect(page(bad), bad).toBeNull();
    }
  });
});
