import { describe, expect, it } from 'vitest';
import { categoryName, inNavigationOrder, splitFeatured } from './categories';

const categories = [
  { slug: 'ppn', name: 'PPN', nameEn: 'VAT' },
  { slug: 'opini', name: 'Opini', nameEn: 'Opinion' },
  { slug: 'berita', name: 'Berita', nameEn: 'News' },
  { slug: 'kepabeanan', name: 'Kepabeanan & Cukai', nameEn: 'Customs & Excise' },
  { slug: 'pph', name: 'PPh', nameEn: null },
];

describe('categories', () => {
  it('falls back to the Indonesian name on English pages', () => {
    expect(categoryName(categories[0] as (typeof categories)[0], 'en')).toBe('VAT');
    expect(categoryName(categories[4] as (typeof categories)[0], 'en')).toBe('PPh');
    expect(categoryName(categories[0] as (typeof categories)[0], 'id')).toBe('PPN');
  });

  it('puts featured categories first in the fixed order and the rest by name in the page language', () => {
    const id = splitFeatured(inNavigationOrder(categories, 'id'));
    expect(id.featured.map((c) => c.slug)).toEqual(['berita', 'opini']);
    expect(id.more.map((c) => c.slug)).toEqual(['kepabeanan', 'pph', 'ppn']);
    expect(splitFeatured(inNavigationOrder(categories, 'en')).more.map((c) => c.slug)).toEqual([
      'kepabeanan',
      'pph',
      'ppn',
    ]);
  });

  it('orders by the name in the page language, so an English name can move a category', () => {
    const withEnglishOrder = [
      { slug: 'a', name: 'Zakat', nameEn: 'Alms' },
      { slug: 'b', name: 'Bea Meterai', nameEn: 'Stamp Duty' },
    ];
    expect(inNavigationOrder(withEnglishOrder, 'id').map((c) => c.slug)).toEqual(['b', 'a']);
    expect(inNavigationOrder(withEnglishOrder, 'en').map((c) => c.slug)).toEqual(['a', 'b']);
  });

  it('splits without reordering, so the browser does no collation', () => {
    const given = [categories[3], categories[2], categories[0]] as typeof categories;
    expect(splitFeatured(given).more.map((c) => c.slug)).toEqual(['kepabeanan', 'ppn']);
  });
});
