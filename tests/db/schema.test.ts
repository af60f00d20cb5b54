import { afterAll, describe, expect, it } from 'vitest';
import { sql } from '../setup/db.ts';

const created: string[] = [];
async function insertArticle(slug: string, lang: 'id' | 'en', translatedFrom: string | null = null) {
  created.push(slug);
  const rows = await sql<{ id: string }>(
    `insert into public.articles (slug, title, lang, translated_from, published_at)
     values ($1, $1, $2, (select id from public.articles where slug = $3), now()) returning id`,
    [slug, lang, translatedFrom],
  );
  return rows[0]?.id;
}

afterAll(async () => {
  await sql('delete from public.articles where slug = any($1)', [created]);
});

describe('schema integrity', () => {
  it('keeps category slugs to lowercase a-z, 0-9 and hyphens', async () => {
    for (const slug of ['Pajak', 'pajak daerah', 'pajak_daerah', '-pajak', 'pájak']) {
      await expect(sql("insert into public.categories (slug, name) values ($1, 'x')", [slug]), slug).rejects.toThrow(
        /categories_slug_format/,
      );
    }
  });

  it('keeps a category description, in either language, non-blank and at most 300 characters', async () => {
    for (const [column, value] of [
      ['description', '   '],
      ['description_en', ''],
      ['description', 'x'.repeat(301)],
    ] as const) {
      await expect(
        sql(`insert into public.categories (slug, name, ${column}) values ('test-desc-check', 'x', $1)`, [value]),
        `${column} of ${value.length}`,
      ).rejects.toThrow(new RegExp(`categories_${column}_present`));
    }
  });

  it('reserves the slugs that routes use for their own pages', async () => {
    for (const slug of ['search', 'cari', 'feed', 'sitemap']) {
      await expect(sql("insert into public.categories (slug, name) values ($1, 'x')", [slug]), slug).rejects.toThrow(
        /categories_slug_not_reserved/,
      );
    }
  });

  it('makes a translation differ in language from its source', async () => {
    await insertArticle('test-schema-source-a', 'id');
    await expect(insertArticle('test-schema-same-lang', 'id', 'test-schema-source-a')).rejects.toThrow(
      /differ in language/,
    );
  });

  it('allows one translation per language per source', async () => {
    await insertArticle('test-schema-source-b', 'id');
    await insertArticle('test-schema-translation-b', 'en', 'test-schema-source-b');
    await expect(insertArticle('test-schema-translation-b2', 'en', 'test-schema-source-b')).rejects.toThrow(
      /articles_one_translation_per_lang/,
    );
  });

  it('forbids chains: a translation cannot be translated, a source cannot become a translation', async () => {
    await insertArticle('test-schema-source-c', 'id');
    await insertArticle('test-schema-translation-c', 'en', 'test-schema-source-c');
    await expect(insertArticle('test-schema-chain-c', 'id', 'test-schema-translation-c')).rejects.toThrow(
      /itself a translation/,
    );
    await insertArticle('test-schema-other-c', 'en');
    await expect(
      sql(
        `update public.articles set translated_from = (select id from public.articles where slug = 'test-schema-other-c')
         where slug = 'test-schema-source-c'`,
      ),
    ).rejects.toThrow(/has translations/);
  });

  it('leaves no dangling pointer when a source is deleted', async () => {
    await insertArticle('test-schema-source-d', 'id');
    await insertArticle('test-schema-translation-d', 'en', 'test-schema-source-d');
    await sql("delete from public.articles where slug = 'test-schema-source-d'");
    const [row] = await sql<{ translated_from: string | null }>(
      "select translated_from from public.articles where slug = 'test-schema-translation-d'",
    );
    expect(row).toEqual({ translated_from: null });
  });

  it('bumps updated_at on every change', async () => {
    await insertArticle('test-schema-touch', 'id');
    const [before] = await sql<{ updated_at: Date }>(
      "select updated_at from public.articles where slug = 'test-schema-touch'",
    );
    await sql("update public.articles set title = 'changed' where slug = 'test-schema-touch'");
    const [after] = await sql<{ updated_at: Date }>(
      "select updated_at from public.articles where slug = 'test-schema-touch'",
    );
    expect(after?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it('has a trigram index on title and newest-first indexes', async () => {
    const rows = await sql<{ indexdef: string }>("select indexdef from pg_indexes where tablename = 'articles'");
    const defs = rows.map((r) => r.indexdef).join('\n');
    expect(defs).toMatch(/gin \(title extensions\.gin_trgm_ops\)/);
    expect(defs).toMatch(/\(lang, published_at DESC, id DESC\)/);
    expect(defs).toMatch(/\(category, lang, published_at DESC, id DESC\)/);
  });
});
