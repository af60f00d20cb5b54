import { describe, expect, it } from 'vitest';
import { rolledBackTransactions } from './support/rolled-back.ts';

/**
 * An article's cover goes into <img src> and og:image as it is written. Studio, an import or SQL could write an
 * address no reader or crawler can fetch from an article's page: the database refuses those.
 */

const { refusalOf } = rolledBackTransactions();

/** Writes `value` as one seed article's cover and answers the error code, or null when the write went through. */
const writeCover = (value: string) =>
  refusalOf(
    `update public.articles set cover_image_url = $1
     where id = (select id from public.articles where slug not like 'test-%' order by id limit 1)`,
    [value],
  );

describe('cover image addresses', () => {
  it('takes a path on the site or an https address', async () => {
    for (const value of [
      '/images/covers/coretax.svg',
      '/images/covers/ppn%2012.jpg?v=2',
      'https://abcd.supabase.co/storage/v1/object/public/covers/ppn-12.jpg',
      'https://cdn.example.id/2026/11/cover.webp#x',
      `https://cdn.example.id/${'a'.repeat(2000)}.jpg`,
    ]) {
      expect(await writeCover(value), value).toBeNull();
    }
  });

  it('refuses what would not load from an article page, or load over http', async () => {
    const refused: Record<string, string | null> = {};
    for (const value of [
      'images/covers/coretax.svg', // resolves under /id/{category}/{slug}/
      'http://cdn.example.id/cover.jpg', // mixed content
      '//cdn.example.id/cover.jpg',
      '/\\cdn.example.id/cover.jpg', // browsers read "/\" as "//"
      'https:///cover.jpg',
      'https:cover.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      '/images/covers/ppn 12.jpg',
      ' /images/covers/coretax.svg',
      '/images/covers/coretax.svg\n',
      '',
      '/',
      `https://cdn.example.id/${'a'.repeat(2100)}.jpg`,
    ]) {
      refused[value] = await writeCover(value);
    }
    expect(Object.entries(refused).filter(([, code]) => code !== '23514')).toEqual([]);
  });
});
