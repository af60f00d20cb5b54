import { describe, expect, it } from 'vitest';
import { sql } from '../../tests/setup/db.ts';
import { DEAD_SUPABASE_URL, loaderContext } from '../../tests/setup/loader-context.ts';
import { requestContext } from './context.server';
import { DataUnavailableError, findCounterpart, listCategories, literalRegex, searchArticles } from './news.server';

const { db } = requestContext(loaderContext());

describe('listCategories (spec §7 call 1)', () => {
  it('returns every category ordered by name, with the English name', async () => {
    const expected = await sql<{ slug: string; name: string; name_en: string | null }>(
      'select slug, name, name_en from public.categories order by name',
    );
    const categories = await listCategories(db);
    expect(categories).toEqual(expected.map((c) => ({ slug: c.slug, name: c.name, nameEn: c.name_en })));
    expect(categories.length).toBeGreaterThanOrEqual(12);
  });

  it('throws DataUnavailableError when the database cannot be reached', async () => {
    const down = requestContext(loaderContext({ SUPABASE_URL: DEAD_SUPABASE_URL })).db;
    await expect(listCategories(down)).rejects.toBeInstanceOf(DataUnavailableError);
  });
});

describe('searchArticles (spec §7 call 2)', () => {
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

describe('literalRegex', () => {
  it('escapes every regex metacharacter and nothing else', () => {
    expect(literalRegex('a.b*c(d)[e]{f}|g^h$i?j+k\\l')).toBe('a\\.b\\*c\\(d\\)\\[e\\]\\{f\\}\\|g\\^h\\$i\\?j\\+k\\\\l');
    expect(literalRegex('PPh 21 – pajak')).toBe('PPh 21 – pajak');
  });
});

describe('findCounterpart (spec §7 call 3)', () => {
  it('follows translated_from in both directions', async () => {
    const [pair] = await sql<{ source: string; translation: string; cat: string | null }>(
      `select s.slug as source, t.slug as translation, t.category as cat from public.articles t
       join public.articles s on s.id = t.translated_from
       where t.published_at <= now() and s.published_at <= now() limit 1`,
    );
    if (!pair) throw new Error('the seed has no translated pair');
    expect(await findCounterpart(db, pair.source, 'en')).toEqual({
      slug: pair.translation,
      category: pair.cat,
      lang: 'en',
    });
    expect(await findCounterpart(db, pair.translation, 'id')).toEqual({
      slug: pair.source,
      category: pair.cat,
      lang: 'id',
    });
  });

  it('returns null when there is no counterpart in that language', async () => {
    const [lonely] = await sql<{ slug: string }>(
      `select a.slug from public.articles a where a.lang = 'id' and a.published_at <= now()
       and not exists (select 1 from public.articles t where t.translated_from = a.id) limit 1`,
    );
    if (!lonely) throw new Error('the seed has no untranslated article');
    expect(await findCounterpart(db, lonely.slug, 'en')).toBeNull();
    expect(await findCounterpart(db, 'no-such-article', 'en')).toBeNull();
  });
});
