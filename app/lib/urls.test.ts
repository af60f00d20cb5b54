import { describe, expect, it } from 'vitest';
import { articlePath, categoryPath, swapLang } from './urls';

describe('urls', () => {
  it('puts an uncategorised article under "berita"', () => {
    expect(articlePath({ slug: 'a', category: null, lang: 'id' })).toBe('/id/berita/a');
    expect(articlePath({ slug: 'a', category: 'ppn', lang: 'en' })).toBe('/en/ppn/a');
  });

  it('adds ?page only beyond the first page', () => {
    expect(categoryPath('id', 'ppn')).toBe('/id/ppn');
    expect(categoryPath('id', 'ppn', 1)).toBe('/id/ppn');
    expect(categoryPath('id', 'ppn', 3)).toBe('/id/ppn?page=3');
  });

  it('replaces the language segment, or adds one', () => {
    expect(swapLang('/id', 'en')).toBe('/en');
    expect(swapLang('/id/ppn/x', 'en')).toBe('/en/ppn/x');
    expect(swapLang('/en/ppn', 'id')).toBe('/id/ppn');
    expect(swapLang('/', 'en')).toBe('/en');
    expect(swapLang('/fr/x', 'id')).toBe('/id/fr/x');
  });
});
