import { describe, expect, it } from 'vitest';
import { counterpartIn } from '~/lib/articles';
import { requestContext } from '~/lib/context.server';
import { sql } from '../../tests/setup/db.ts';
import { loaderContext } from '../../tests/setup/loader-context.ts';
import { getArticle, listCategoryPage, listFeaturedSections, listLatest } from './articles.server';

const { db } = requestContext(loaderContext());

describe('getArticle + counterpartIn: an article and its translations in one round trip', () => {
  it('follows translated_from in both directions', async () => {
    const [pair] = await sql<{ source: string; translation: string; cat: string | null }>(
      `select s.slug as source, t.slug as translation, t.category as cat from public.articles t
       join public.articles s on s.id = t.translated_from
       where t.published_at <= now() and s.published_at <= now() limit 1`,
    );
    if (!pair) throw new Error('the seed has no translated pair');
    const source = await getArticle(db, pair.source, 'id');
    const translation = await getArticle(db, pair.translation, 'en');
    if (!source || !translation) throw new Error('pair not found');
    expect(counterpartIn(source, 'en')).toEqual({ slug: pair.translation, category: pair.cat, lang: 'en' });
    expect(counterpartIn(translation, 'id')).toEqual({ slug: pair.source, category: pair.cat, lang: 'id' });
    expect(counterpartIn(source, 'id')).toBeNull();
  });

  it('returns null when there is no counterpart in that language, and no article for an unknown slug', async () => {
    const [lonely] = await sql<{ slug: string }>(
      `select a.slug from public.articles a where a.lang = 'id' and a.published_at <= now()
       and not exists (select 1 from public.articles t where t.translated_from = a.id) limit 1`,
    );
    if (!lonely) throw new Error('the seed has no untranslated article');
    const article = await getArticle(db, lonely.slug, 'id');
    expect(article && counterpartIn(article, 'en')).toBeNull();
    expect(await getArticle(db, 'no-such-article', 'id')).toBeNull();
  });

  it('does not expose a translation that is still a draft', async () => {
    await sql(
      "insert into public.articles (slug, title, lang, published_at) values ('test-counterpart-src', 'x', 'id', now())",
    );
    await sql(
      `insert into public.articles (slug, title, lang, translated_from, published_at)
       values ('test-counterpart-draft', 'x', 'en', (select id from public.articles where slug = 'test-counterpart-src'), null)`,
    );
    try {
      const article = await getArticle(db, 'test-counterpart-src', 'id');
      expect(article).not.toBeNull();
      expect(article && counterpartIn(article, 'en')).toBeNull();
    } finally {
      await sql("delete from public.articles where slug in ('test-counterpart-draft', 'test-counterpart-src')");
    }
  });

  it('embeds the newest related articles of the same category and language, itself excluded', async () => {
    const [row] = await sql<{ slug: string; category: string }>(
      `select slug, category from public.articles where lang = 'id' and category is not null
       and published_at <= now() order by published_at limit 1`,
    );
    if (!row) throw new Error('no categorised article');
    const article = await getArticle(db, row.slug, 'id');
    const expected = await sql<{ slug: string }>(
      `select slug from public.articles where lang = 'id' and category = $1 and slug <> $2
       and published_at <= now() order by published_at desc limit 4`,
      [row.category, row.slug],
    );
    expect(article?.related.map((r) => r.slug)).toEqual(expected.map((r) => r.slug));
  });
});

describe('listings', () => {
  it('pages a category newest first, with uncategorised articles under berita', async () => {
    const all = await sql<{ slug: string }>(
      `select slug from public.articles where lang = 'id' and (category = 'berita' or category is null)
       and published_at <= now() order by published_at desc, id desc`,
    );
    const first = await listCategoryPage(db, { category: 'berita', lang: 'id', page: 1, pageSize: 3 });
    const second = await listCategoryPage(db, { category: 'berita', lang: 'id', page: 2, pageSize: 3 });
    expect(first.articles.map((a) => a.slug)).toEqual(all.slice(0, 3).map((r) => r.slug));
    expect(second.articles.map((a) => a.slug)).toEqual(all.slice(3, 6).map((r) => r.slug));
    expect(first.hasNext).toBe(true);
    const last = await listCategoryPage(db, { category: 'berita', lang: 'id', page: 1, pageSize: all.length });
    expect(last.hasNext).toBe(false);
  });

  it('lists the newest stories per language and per featured category', async () => {
    // The oracle: what the database holds, read without the data module (published rows, newest first).
    const newest = (lang: string, category: string | null, limit: number) =>
      sql<{ slug: string; published_at: Date }>(
        `select slug, published_at from public.articles
         where lang = $1 and published_at <= now() and ($2::text is null or category = $2)
         order by published_at desc, id desc limit $3`,
        [lang, category, limit],
      );
    const latest = await listLatest(db, 'en', 5);
    expect(latest).toHaveLength(5);
    expect(latest.map((a) => a.slug)).toEqual((await newest('en', null, 5)).map((row) => row.slug));
    expect(latest.every((a) => a.lang === 'en')).toBe(true);
    const sections = await listFeaturedSections(db, 'id', 2);
    expect(sections.map((s) => s.category)).toEqual(['berita', 'kebijakan', 'bisnis', 'edukasi', 'data', 'opini']);
    for (const section of sections) {
      const expected = await newest('id', section.category, 2);
      expect(expected, section.category).toHaveLength(2);
      // Dates, not slugs: the sections break ties between equal dates however the database likes.
      expect(
        section.articles.map((a) => Date.parse(a.publishedAt)),
        section.category,
      ).toEqual(expected.map((row) => row.published_at.getTime()));
      expect(section.articles.every((a) => a.category === section.category && a.lang === 'id')).toBe(true);
    }
  });
});
