import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Title search must stay fast with a million articles: a selective pattern of 3 or more characters
 * must be answered from the trigram GIN index (articles_title_trgm), not by reading the table.
 *
 * The bulk rows live only inside one transaction on one connection, rolled back at the end, so the other test
 * files (which share this database and count its rows) never see them; ANALYZE's statistics roll back too.
 * The plan is the one Postgres really runs inside public.search_articles when anon calls it, as PostgREST does:
 * auto_explain sends the nested statement's plan back to this client as a NOTICE.
 */

const BULK_ROWS = 50_000;
let client: pg.Client;
const notices: string[] = [];

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('backend').dbUrl });
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
  await client.query('analyze public.articles');
  await client.query("load 'auto_explain'");
});

afterAll(async () => {
  if (!client) return;
  await client.query('rollback');
  // ANALYZE wrote the bulk's row count into pg_class in place (that part does not roll back), and the rolled
  // back rows are dead tuples now: leave the table as the other test files expect it.
  await client.query('vacuum analyze public.articles');
  await client.end();
});

/** Runs `work` as anon in a savepoint that is rolled back: settings and role do not leak into the next test. */
async function asAnon<T>(work: () => Promise<T>): Promise<T> {
  await client.query('savepoint as_anon');
  try {
    await client.query('set local role anon');
    return await work();
  } finally {
    await client.query('rollback to savepoint as_anon');
  }
}

/**
 * Calls search_articles as anon and returns its rows, the plan of the statement that returned them (the last
 * one inside the function) and the plans of every statement in it.
 */
async function search(text: string, lang?: 'id' | 'en') {
  await client.query('savepoint explain');
  try {
    await client.query("set local auto_explain.log_level = 'notice'");
    await client.query('set local auto_explain.log_min_duration = 0');
    await client.query('set local auto_explain.log_nested_statements = on');
    notices.length = 0;
    const { rows } = await asAnon(() =>
      client.query<{ slug: string; title: string }>('select slug, title from public.search_articles($1, $2)', [
        text,
        lang ?? null,
      ]),
    );
    const plans = notices.filter((notice) => /Query Text:[\s\S]*public\.articles/.test(notice));
    const plan = plans.at(-1);
    if (!plan)
      throw new Error(`auto_explain reported no plan for the query inside the function:\n${notices.join('\n')}`);
    return { rows, plan, allPlans: plans.join('\n') };
  } finally {
    await client.query('rollback to savepoint explain');
  }
}

/** The answer, computed without any index or pattern: published titles containing the text, newest first. */
async function expected(text: string, lang?: 'id' | 'en') {
  const { rows } = await client.query<{ slug: string }>(
    `select slug from public.articles
     where published_at is not null and published_at <= now()
       and position(lower($1) in lower(title)) > 0 and ($2::text is null or lang = $2)
     order by published_at desc, id desc limit 10`,
    [text, lang ?? null],
  );
  return rows.map((row) => row.slug);
}

describe('title search on a bulk table', () => {
  it('sees the bulk rows inside its own transaction', async () => {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from public.articles where slug like 'plan-test-%'",
    );
    expect(Number(rows[0]?.count)).toBe(BULK_ROWS + 2);
  });

  it.each([
    ['pajak daerah', undefined],
    ['pajak daerah', 'id'],
    ['Pajak Daerah di Medan', 'en'],
    ['laporan 31337', undefined],
    ['PPh 21 (TER)', 'id'],
    ['Kode_Billing', undefined],
    ['50% & <diskon>', undefined],
  ] as const)('answers %j (lang %s) from the trigram index, planned for that text', async (text, lang) => {
    const { rows, plan } = await search(text, lang);
    expect(plan).toContain('articles_title_trgm');
    expect(plan).not.toMatch(/Seq Scan on articles/);
    // A custom plan, made for this text: the pattern is a constant in it, not a parameter.
    expect(plan).toContain(`'%${text.replace(/[\\%_]/g, '\\$&')}%'`);
    expect(rows.map((row) => row.slug)).toEqual(await expected(text, lang));
  });

  it('plans every call for its text, even where the session would reuse a generic plan', async () => {
    // A generic plan cannot know the pattern is rare. The function's own SET clause must win over this.
    await client.query('savepoint generic');
    try {
      await client.query('set local plan_cache_mode = force_generic_plan');
      for (let i = 0; i < 8; i++) {
        const text = `laporan ${40_000 + i * 1111}`;
        const { plan, rows } = await search(text);
        expect(plan, text).toContain('articles_title_trgm');
        expect(plan, text).toContain(`'%${text}%'`);
        expect(rows.map((row) => row.slug)).toEqual(await expected(text));
      }
    } finally {
      await client.query('rollback to savepoint generic');
    }
  });

  it('returns the newest published matches only: never the draft or the scheduled article', async () => {
    const { rows } = await search('pajak daerah');
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.slug)).not.toContain('plan-test-draft');
    expect(rows.map((row) => row.slug)).not.toContain('plan-test-scheduled');
    expect(rows[0]?.slug).toBe('plan-test-1000');
  });

  it('answers a common text by walking the newest titles, without the trigram index', async () => {
    for (const text of ['PPh 21', 'di medan', 'LAPORAN']) {
      const { rows, allPlans } = await search(text, 'id');
      expect(allPlans, text).not.toContain('articles_title_trgm');
      expect(allPlans, text).toMatch(/Index Scan using articles_(lang_)?published /);
      expect(rows.map((row) => row.slug)).toEqual(await expected(text, 'id'));
    }
  });

  it('bounds a text without three letters or digits in a row to the newest 10,000 titles', async () => {
    await client.query('savepoint short_texts');
    try {
      // Two titles with a character no other title has: one among the newest, one older than 10,000 others.
      await client.query(
        `insert into public.articles (slug, title, lang, published_at) values
           ('plan-test-omega-new', 'Ω baru', 'id', now() - interval '30 seconds'),
           ('plan-test-omega-old', 'Ω lama', 'id', now() - interval '60000 minutes')`,
      );
      const { rows, allPlans } = await search('Ω', 'id');
      expect(allPlans).toMatch(/Limit.*rows=10000/);
      expect(allPlans).not.toContain('articles_title_trgm');
      expect(rows.map((row) => row.slug)).toEqual(['plan-test-omega-new']);
      // A common short text is still exact: ten matches among the newest are the newest ten of all.
      for (const text of ['pp', '21', ', ']) {
        const common = await search(text);
        expect(common.rows.map((row) => row.slug)).toEqual(await expected(text));
      }
      // With three letters in a row the same article is found wherever it is.
      const { rows: exhaustive } = await search('Ω lama', 'id');
      expect(exhaustive.map((row) => row.slug)).toEqual(['plan-test-omega-old']);
    } finally {
      await client.query('rollback to savepoint short_texts');
    }
  });

  // Why search_articles exists: filtering the table itself as anon (what `title=imatch.…` or `ilike` through
  // PostgREST does) puts the RLS policy first, and a non-leakproof operator may not become an index condition
  // before it. If this ever starts using the index, the function could go.
  it('cannot use the trigram index through the table under RLS', async () => {
    const plan = await asAnon(async () => {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select slug from public.articles where title ~* $1 order by published_at desc, id desc limit 10`,
        ['pajak daerah'],
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toContain('articles_title_trgm');
  });
});
