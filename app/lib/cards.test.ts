import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from './articles';
import { toCards } from './cards';

const categories = [
  { slug: 'berita', name: 'Berita', nameEn: 'News' },
  { slug: 'pph', name: 'PPh', nameEn: 'Income Tax' },
];

const story = (category: string | null): ArticleSummary => ({
  slug: 'contoh',
  category,
  lang: 'id',
  title: 'Contoh',
  excerpt: 'Ringkasan',
  coverImageUrl: null,
  coverImageAlt: null,
  publishedAt: '2026-11-20T01:00:00.000Z',
});

describe('toCards', () => {
  it('labels a story with its category in the page language', () => {
    expect(toCards([story('pph')], categories, 'id')[0]?.categoryLabel).toBe('PPh');
    expect(toCards([story('pph')], categories, 'en')[0]?.categoryLabel).toBe('Income Tax');
  });

  it('labels an uncategorised story with the section its address puts it in', () => {
    expect(toCards([story(null)], categories, 'id')[0]?.categoryLabel).toBe('Berita');
    expect(toCards([story(null)], categories, 'en')[0]?.categoryLabel).toBe('News');
  });

  it('leaves a story unlabelled when its category is not one the site lists', () => {
    expect(toCards([story('hapus')], categories, 'id')[0]?.categoryLabel).toBeNull();
    expect(toCards([story(null)], categories.slice(1), 'id')[0]?.categoryLabel).toBeNull();
  });
});
