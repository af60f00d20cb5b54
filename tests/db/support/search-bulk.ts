import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { testBackend } from '../../setup/backend.ts';
import { PLAIN_TITLE_SEARCH } from '../../setup/db.ts';

/**
 * The bulk of titles that tests/db/search-plan.test.ts reads search_articles' plans over, and the helpers that
 * call the function as anon and bring back the plans Postgres ran inside it.
 */

export const BULK_ROWS = 12_000;
/** The one connection whose transaction holds the bulk: every query that should see it goes through here. */
export let client: pg.Client;
const notices: string[] = [];

/**
 * Registers the calling file's hooks that insert the bulk and take it away again. The rows live only inside one
 * transaction on `client`, rolled back at the end, so the other test files (which share this database and count
 * its rows) never see them; ANALYZE's statistics roll back too. The plans are the ones Postgres really runs
 * inside public.search_articles when anon calls it, as PostgREST does: auto_explain sends each nested
 * statement's plan back to this client as a NOTICE.
 */
export function setUpBulkTitles() {
  beforeAll(async () => {
    client = new pg.Client({ connectionString: testBackend().dbUrl });
    await client.connect();
    client.on('notice', (notice) => notices.push(notice.message ?? ''));
    await client.query('begin');
    // Other test files insert and delete articles meanwhile, which can start autovacuum's ANALYZE on the table;
    // it would overwrite the bulk's row count in pg_class (written in place) and change the plans below. This
    // lock keeps VACUUM and ANALYZE off the table until the rollback, and lets reads and writes through.
    await client.query('lock table public.articles in share update exclusive mode');
    // Titles shaped like the bulk seeder's (scripts/seed-bulk.ts): topic, verb, place, number. Every topic is
    // common except "Pajak Daerah", which is in one title in a thousand: a selective pattern.
    await client.query(
      `insert into public.articles (slug, title, excerpt, lang, published_at)
       select
         'plan-test-' || i,
         case when i % 1000 = 0 then 'Pajak Daerah' else (array['PPh 21', 'PPN', 'Coretax', 'SPT Tahunan',
           'Bea Meterai', 'Cukai', 'NPWP', 'e-Faktur', 'Restitusi', 'Tax Holiday', 'Insentif Pajak', 'PPnBM'])[1 + i % 12]
         end
           || ' ' || (array['naik', 'turun', 'direvisi', 'diperpanjang', 'ditunda', 'diperluas'])[1 + (i / 7) % 6]
           || ' di ' || (array['Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Makassar', 'Denpasar'])[1 + (i / 3) % 6]
           || ', laporan ' || i,
         'Ringkasan sintetis ' || i,
         case when i % 2 = 0 then 'id' else 'en' end,
         now() - i * interval '1 minute'
       from generate_series(1, $1::int) as i`,
      [BULK_ROWS],
    );
    // The newest "Pajak Daerah" titles of all are a draft and a scheduled article: they must never come out.
    await client.query(
      `insert into public.articles (slug, title, lang, published_at) values
         ('plan-test-draft', 'Pajak Daerah draf rahasia', 'id', null),
         ('plan-test-scheduled', 'Pajak Daerah terjadwal rahasia', 'id', now() + interval '1 day')`,
    );
    await client.query('analyze public.articles, search.article_titles');
    await client.query('select search.refresh_gram_frequencies()');
    await client.query("load 'auto_explain'");
    // The machine running the tests may be shared; a bulk insert with its triggers can take a while there.
  }, 180_000);

  afterAll(async () => {
    if (!client) return;
    await client.query('rollback');
    // ANALYZE wrote the bulk's row count into pg_class in place (that part does not roll back), and the rolled
    // back rows are dead tuples now: leave the table as the other test files expect it.
    await client.query('vacuum analyze public.articles, search.article_titles');
    await client.end();
  }, 180_000);
}

/** Runs `work` as anon in a savepoint that is rolled back: settings and role do not leak into the next test. */
export async function asAnon<T>(work: () => Promise<T>): Promise<T> {
  await client.query('savepoint as_anon');
  try {
    await client.query('set local role anon');
    return await work();
  } finally {
    await client.query('rollback to savepoint as_anon');
  }
}

/**
 * The gram index a text that the walk cannot answer is looked up in: texts of 8 or more characters ask the
 * index of 8-character grams, shorter ones the index of 1-, 2-, 3- and 5-character grams.
 */
export const gramIndexFor = (text: string) =>
  text.toLowerCase().length >= 8 ? 'article_titles_long_grams' : 'article_titles_grams';

/**
 * Calls search_articles as anon (search_articles_page with `page`, 20 a page) and returns its rows, the plan of
 * the walk over the newest titles, the plan of the gram index lookup (undefined when the walk answered) and the
 * plans of every statement in it.
 */
export async function search(text: string, lang?: 'id' | 'en', page?: number) {
  await client.query('savepoint explain');
  try {
    await client.query("set local auto_explain.log_level = 'notice'");
    await client.query('set local auto_explain.log_min_duration = 0');
    await client.query('set local auto_explain.log_nested_statements = on');
    await client.query('set local auto_explain.log_analyze = on');
    await client.query('set local auto_explain.log_buffers = on');
    notices.length = 0;
    const { rows } = await asAnon(() =>
      page === undefined
        ? client.query<{ slug: string; title: string }>('select slug, title from public.search_articles($1, $2)', [
            text,
            lang ?? null,
          ])
        : client.query<{ slug: string; title: string }>(
            'select slug, title from public.search_articles_page($1, $2, $3, 20)',
            [text, lang ?? null, page],
          ),
    );
    const plans = notices.filter((notice) => /Query Text:[\s\S]*search\.article_titles/.test(notice));
    if (plans.length === 0)
      throw new Error(`auto_explain reported no plan for the queries inside the function:\n${notices.join('\n')}`);
    const gramPlan = plans.find((plan) => /title_(long_)?grams/.test(plan));
    return { rows, walkPlan: plans[0] ?? '', gramPlan, allPlans: notices.join('\n') };
  } finally {
    await client.query('rollback to savepoint explain');
  }
}

/** The answer, computed without any index or pattern: published titles containing the text, newest first. */
export async function expected(text: string, lang?: 'id' | 'en') {
  const { rows } = await client.query<{ slug: string }>(PLAIN_TITLE_SEARCH, [text, lang ?? null]);
  return rows.map((row) => row.slug);
}

/** The same for page `page` of 20 and the first row of the next page, as search_articles_page answers. */
export async function expectedPage(text: string, lang: 'id' | 'en' | undefined, page: number) {
  const { rows } = await client.query<{ slug: string }>(PLAIN_TITLE_SEARCH.replace('limit 10', 'offset $3 limit 21'), [
    text,
    lang ?? null,
    (page - 1) * 20,
  ]);
  return rows.map((row) => row.slug);
}
