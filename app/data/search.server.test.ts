import { describe, expect, it } from 'vitest';
import { requestContext } from '~/lib/context.server';
import { sql } from '../../tests/setup/db.ts';
import { loaderContext } from '../../tests/setup/loader-context.ts';
import { search } from './search.server';

const { db } = requestContext(loaderContext());

const searchArticles = async (...args: Parameters<typeof search>) => (await search(...args)).articles;

describe('search: articles', () => {
  it('finds titles containing the text, case-insensitively, newest first, at most 10', async () => {
    const hits = await searchArticles(db, 'pAjAk');
    expect(hits).toHaveLength(10);
    for (const hit of hits) expect(hit.title.toLowerCase()).toContain('pajak');
    const dates = await sql<{ slug: string; published_at: Date }>(
      'select slug, published_at from public.articles where slug = any($1)',
      [hits.map((h) => h.slug)],
    );
    const order = hits.map((h) => dates.find((d) => d.slug === h.slug)?.published_at.getTime() ?? 0);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('filters by language', async () => {
    for (const lang of ['id', 'en'] as const) {
      const hits = await searchArticles(db, 'tax', { lang });
      for (const hit of hits) expect(hit.lang).toBe(lang);
    }
    expect((await searchArticles(db, 'pph 21', { lang: 'en' })).length).toBeGreaterThan(0);
  });

  it('matches %, _ and regex or PostgREST syntax literally', async () => {
    expect((await searchArticles(db, '2%')).every((h) => h.title.includes('2%'))).toBe(true);
    expect((await searchArticles(db, '2%')).length).toBeGreaterThan(0);
    expect((await searchArticles(db, 'Kode_Billing')).map((h) => h.title)).toEqual([
      expect.stringContaining('Kode_Billing'),
    ]);
    // `_` is not a wildcard: "Kode Billing" (a space) must not match "Kode_Billing"'s underscore and vice versa.
    expect((await searchArticles(db, 'e_B')).every((h) => h.title.includes('e_B'))).toBe(true);
    for (const hostile of [',', '.', ':', '(', ')', '*', '"', "'", '\\', '.*', 'or=(id.gt.0)', '%', '_', '[a-z]']) {
      const hits = await searchArticles(db, hostile);
      for (const hit of hits) expect(hit.title, hostile).toContain(hostile);
    }
  });

  it('does not return drafts or scheduled articles', async () => {
    expect(await searchArticles(db, 'DRAF')).toEqual([]);
    expect(await searchArticles(db, 'TERJADWAL')).toEqual([]);
  });
});

describe('search: one call, three answers', () => {
  // Each part must be exactly what its own database function answers, in the same order; search_all only
  // calls them. Texts that hit each part, several parts, none, and texts special to LIKE or JSON.
  const texts = ['pmk 168', '168/2023', 'ppn', 'PPh', 'tax', 'VAT', 'hpp', 'pajak', '%', '_', '"', '\\', 'zzqx', 'a'];
  it.each(texts)('%s', async (text) => {
    for (const lang of [undefined, 'id', 'en'] as const) {
      const answer = await search(db, text, { lang });
      const articles = await sql<{ slug: string }>('select slug from public.search_articles($1, $2)', [
        text,
        lang ?? null,
      ]);
      expect(
        answer.articles.map((hit) => hit.slug),
        `${text} ${lang}`,
      ).toEqual(articles.map((row) => row.slug));
    }
    const answer = await search(db, text);
    const regulations = await sql<{ slug: string; status: string }>(
      'select slug, status from public.search_regulations($1, 5)',
      [text],
    );
    expect(answer.regulations.map((r) => [r.slug, r.status])).toEqual(regulations.map((r) => [r.slug, r.status]));
    const terms = await sql<{ slug: string }>('select slug from public.search_glossary($1, 5)', [text]);
    expect(answer.terms.map((term) => term.slug)).toEqual(terms.map((row) => row.slug));
  });

  it('finds all three kinds for a text that names a regulation, a term and articles', async () => {
    const answer = await search(db, 'PPN');
    expect(answer.articles.length).toBeGreaterThan(0);
    expect(answer.terms.map((term) => term.slug)).toContain('ppn');
    expect((await search(db, 'pmk 168')).regulations.map((r) => r.slug)).toContain('pmk-168-2023');
  });
});
