import { afterAll, describe, expect, it } from 'vitest';
import { sql } from '../setup/db.ts';

const SLUG = 'test-authors-db';

afterAll(async () => {
  await sql("delete from public.articles where slug like 'test-authors-db%'");
  await sql("delete from public.authors where slug like 'test-authors-db%'");
});

describe('authors in the seed', () => {
  it('gives every seed article an author, and every author a role and bio in both languages and an article', async () => {
    // A seed article names its author by slug; a misspelt slug would leave it silently without one.
    expect(await sql("select slug from public.articles where author_id is null and slug not like 'test-%'")).toEqual(
      [],
    );
    const authors = await sql<{ slug: string; incomplete: boolean; articles: number }>(
      `select au.slug, (au.role_id is null or au.role_en is null or au.bio_id is null or au.bio_en is null) as incomplete,
              (select count(*)::int from public.articles a where a.author_id = au.id) as articles
       from public.authors au where au.slug not like 'test-%'`,
    );
    expect(authors.length).toBeGreaterThanOrEqual(10);
    for (const author of authors) expect(author, author.slug).toMatchObject({ incomplete: false });
    for (const author of authors) expect(author.articles, author.slug).toBeGreaterThan(0);
  });
});

describe('the authors table', () => {
  const insert = (slug: string, name: string, links = '{}') =>
    sql('insert into public.authors (slug, name, links) values ($1, $2, $3::text[])', [slug, name, links]);

  it('keeps slugs URL-shaped, names present, and links to at most five https URLs', async () => {
    for (const slug of ['Rina', 'rina hapsari', 'rina_hapsari', '-rina', 'rína']) {
      await expect(insert(slug, 'x'), slug).rejects.toThrow(/authors_slug_format/);
    }
    for (const name of ['', '   ']) await expect(insert(`${SLUG}-blank`, name)).rejects.toThrow(/authors_name_present/);
    for (const links of [
      '{http://example.org}',
      '{javascript:alert(1)}',
      '{"https://example.org/a b"}',
      '{NULL}',
      `{${Array.from({ length: 6 }, (_, i) => `https://example.org/${i}`).join(',')}}`,
    ]) {
      await expect(insert(`${SLUG}-links`, 'x', links), links).rejects.toThrow(/authors_links_valid/);
    }
    await insert(`${SLUG}-ok`, 'Penulis Uji', '{https://example.org/profile}');
  });

  it('leaves the articles of a deleted author in place, without a byline', async () => {
    await insert(SLUG, 'Penulis Dihapus');
    await sql(
      `insert into public.articles (slug, title, lang, author_id, published_at)
       values ($1, 'Artikel uji', 'id', (select id from public.authors where slug = $1), now())`,
      [SLUG],
    );
    await sql('delete from public.authors where slug = $1', [SLUG]);
    expect(await sql('select author_id from public.articles where slug = $1', [SLUG])).toEqual([{ author_id: null }]);
  });
});
