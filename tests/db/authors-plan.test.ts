import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testBackend } from '../setup/backend.ts';

/**
 * An author's page reads their newest articles in one language from articles_author_lang_published, however
 * large the archive: a walk of the index that stops after the page, not a scan and a sort of the table. The bulk
 * rows live in one transaction, rolled back at the end, as in search-plan.test.ts.
 */

const BULK_ROWS = 30_000;
let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: testBackend().dbUrl });
  await client.connect();
  await client.query('begin');
  // Keeps autovacuum's ANALYZE from overwriting the bulk's statistics until the rollback (see tests/db/support/search-bulk.ts).
  await client.query('lock table public.articles in share update exclusive mode');
  await client.query(
    `insert into public.articles (slug, title, lang, author_id, published_at)
     select 'plan-author-' || i, 'Artikel ' || i, case when i % 2 = 0 then 'id' else 'en' end,
            (select array_agg(id order by id) from public.authors)[1 + i % (select count(*)::int from public.authors)],
            now() - i * interval '1 minute'
     from generate_series(1, $1::int) as i`,
    [BULK_ROWS],
  );
  await client.query('analyze public.articles');
}, 60_000);

afterAll(async () => {
  if (!client) return;
  await client.query('rollback');
  await client.query('vacuum analyze public.articles');
  await client.end();
});

it("reads page 3 of an author's articles as anon from the author index, in order, without sorting", async () => {
  await client.query('savepoint as_anon');
  try {
    await client.query('set local role anon');
    // The shape PostgREST gives authors?select=…,articles(…)&articles.lang=eq.id&articles.order=…&offset/limit.
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain select au.slug, (
         select json_agg(page) from (
           select a.slug, a.title from public.articles a
           where a.author_id = au.id and a.lang = 'id'
           order by a.published_at desc, a.id desc limit 21 offset 40
         ) as page
       ) from public.authors au where au.slug = 'rina-hapsari'`,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('articles_author_lang_published');
    expect(plan).not.toMatch(/Seq Scan on articles|Sort\b/);
  } finally {
    await client.query('rollback to savepoint as_anon');
  }
});
