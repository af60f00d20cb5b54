import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../scripts/lib/seeded-random.ts';
import { testBackend } from '../setup/backend.ts';

/**
 * The oracle for title search: public.search_articles, called as anon like PostgREST does, must answer exactly
 * what a plain ILIKE over public.articles answers (published only, optional lang, newest first, at most 10)
 * for thousands of random texts over a bulk of generated titles: substrings cut anywhere (across words too),
 * texts that match nothing, `%`, `_` and `\`, mixed case, non-ASCII, 1–2 characters. Then again after
 * titles are edited, articles unpublished, rescheduled, moved to the other language and deleted, which only
 * the trigger keeps search.article_titles in step with.
 *
 * The bulk is larger than the function's newest-first walk (3,000 titles), so both of its paths answer here:
 * the walk for common texts, the gram index for the rest, as at a million articles. Everything happens in
 * one REPEATABLE READ transaction that is rolled back: both sides read the same snapshot while other test
 * files add and remove their own articles, and none of them ever sees these rows.
 */

const BULK = 6000;
const QUERIES = 2000;
const QUERIES_AFTER_EDITS = 800;

let client: pg.Client;

const random = seededRandom(16);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const WORDS = [
  'Pajak',
  'PPN',
  'PPh 21',
  'laporan',
  'Coretax',
  'naik',
  'turun',
  'di',
  'Jakarta',
  'Medan',
  'Bandung',
  'SPT',
  'Tahunan',
  'e-Faktur',
  'Bea',
  'Meterai',
  'tax',
  'rises',
  'in',
  'report',
  'Surabaya',
  'UMKM',
  'Cukai',
  'diperketat',
  'Ñandú',
  'Größe',
  'ÉTÉ',
  'İstanbul',
  'ΣΟΦΊΑ',
  '日本の税',
  '€750',
  "Jum'at",
  '12%',
  '50%',
  'Kode_Billing',
  'a_b',
  'C:\\pajak',
  '\\',
  '%',
  '_',
  '%_',
  'ünïcödé',
  'naïve',
  '🙂',
  'x',
  'PP',
  'Rp1.000',
];
const SYLLABLES = ['pa', 'jak', 'la', 'por', 'an', 'di', 'ka', 'ta', 'ng', 'ber', 'ma', 'in', 'ter', 'ja', ' '];
const SPECIAL = ['%', '_', '\\', '%%', '\\%', '\\_', '_%', '%_', 'a%', '%a', '\\\\', '12%', 'a_b', '%_\\'];

function title(): string {
  return Array.from({ length: int(2, 8) }, () => {
    const word = pick(WORDS);
    const shape = random();
    return shape < 0.15 ? word.toUpperCase() : shape < 0.3 ? word.toLowerCase() : word;
  }).join(pick([' ', ' ', ' ', ', ', ' - ', ' ']));
}

/** A random text: cut from a title, made of syllables, special characters, or 1–2 characters. */
function text(titles: string[]): string {
  const kind = random();
  const source = [...pick(titles)];
  // Whole titles too: some are longer than the 64 characters whose grams the function asks the index for.
  if (kind < 0.05) return random() < 0.5 ? source.join('') : source.join('').toUpperCase();
  if (kind < 0.45) {
    const start = int(0, source.length - 1);
    const cut = source.slice(start, start + int(3, 24)).join('');
    return random() < 0.3 ? cut.toUpperCase() : random() < 0.3 ? cut.toLowerCase() : cut;
  }
  if (kind < 0.6) {
    const start = int(0, Math.max(0, source.length - 2));
    return source.slice(start, start + int(1, 2)).join('');
  }
  if (kind < 0.8) return Array.from({ length: int(2, 5) }, () => pick(SYLLABLES)).join('');
  if (kind < 0.9) return pick(SPECIAL);
  return String.fromCodePoint(
    ...Array.from({ length: int(1, 6) }, () => pick([0x7a, 0x71, 0xe9, 0x3a3, 0x65e5, 0x25])),
  );
}

beforeAll(async () => {
  client = new pg.Client({ connectionString: testBackend().dbUrl });
  await client.connect();
  await client.query('begin isolation level repeatable read');
  const rows = Array.from({ length: BULK }, (_, i) => {
    const state = random();
    // Most published in the past; some drafts and scheduled ones, whose titles must never come out.
    const minutes = state < 0.08 ? null : state < 0.12 ? -int(60, 100_000) : int(1, 2_000_000);
    return [`oracle-${i}`, title(), random() < 0.5 ? 'id' : 'en', minutes];
  });
  await client.query(
    `insert into public.articles (slug, title, lang, published_at)
     select slug, title, lang, case when minutes is null then null else now() - minutes * interval '1 minute' end
     from unnest($1::text[], $2::text[], $3::text[], $4::int[]) as r(slug, title, lang, minutes)`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
  );
});

afterAll(async () => {
  if (!client) return;
  await client.query('rollback');
  await client.end();
});

async function titles(): Promise<string[]> {
  const { rows } = await client.query<{ title: string }>(
    "select title from public.articles where slug like 'oracle-%'",
  );
  return rows.map((row) => row.title);
}

type Ask = { q: string; lang: string | null; page?: number; size?: number };

/** The rows a search_articles_page call asks for, or search_articles' 10 when the ask names no page. */
const window = (ask: Ask) => {
  if (!ask.page || !ask.size) return { offset: 0, limit: 10 };
  // Nothing past the newest 100 matches: a page that would reach further is empty; the +1 tells a next page.
  if (ask.page * ask.size > 100) return { offset: 0, limit: 0 };
  return { offset: (ask.page - 1) * ask.size, limit: ask.size + 1 };
};

/**
 * The specification, spelled as plainly as SQL allows, for a batch of texts in one round trip. As the table's
 * owner: RLS would only repeat the published condition written out here.
 */
async function expected(asks: Ask[]): Promise<string[][]> {
  const { rows } = await client.query<{ slugs: string[] }>(
    `select array(
       select a.slug from public.articles as a
       where a.published_at is not null and a.published_at <= now() and a.title ilike ask.pattern
         and (ask.lang is null or a.lang = ask.lang)
       order by a.published_at desc, a.id desc offset ask.skip limit ask.take
     ) as slugs
     from unnest($1::text[], $2::text[], $3::int[], $4::int[]) with ordinality as ask(pattern, lang, skip, take, n)
     order by ask.n`,
    [
      asks.map((ask) => `%${ask.q.replace(/[\\%_]/g, '\\$&')}%`),
      asks.map((ask) => ask.lang),
      asks.map((ask) => window(ask).offset),
      asks.map((ask) => window(ask).limit),
    ],
  );
  return rows.map((row) => row.slugs);
}

/** What search answers, called as anon as PostgREST calls it, for a batch of texts. */
async function actual(asks: Ask[]): Promise<string[][]> {
  await client.query('savepoint as_anon');
  try {
    await client.query('set local role anon');
    const { rows } = await client.query<{ slugs: string[] }>(
      `select case when ask.page is null
         then array(select hit.slug from public.search_articles(ask.q, ask.lang) as hit)
         else array(select hit.slug from public.search_articles_page(ask.q, ask.lang, ask.page, ask.size) as hit)
       end as slugs
       from unnest($1::text[], $2::text[], $3::int[], $4::int[]) with ordinality as ask(q, lang, page, size, n)
       order by ask.n`,
      [
        asks.map((ask) => ask.q),
        asks.map((ask) => ask.lang),
        asks.map((ask) => ask.page ?? null),
        asks.map((ask) => ask.size ?? null),
      ],
    );
    return rows.map((row) => row.slugs);
  } finally {
    await client.query('rollback to savepoint as_anon');
  }
}

/**
 * Runs `count` random texts and returns every difference (empty when search is exact). With `paged`, each text
 * asks search_articles_page for a random page (1 to 6) of 20 or of 7 rows instead.
 */
async function differences(count: number, paged = false) {
  const pool = await titles();
  const asks: Ask[] = [];
  while (asks.length < count) {
    const q = text(pool);
    // A blank text is "no search" by contract (the API never sends one); ILIKE would match every title.
    if (!q.trim()) continue;
    const lang = pick([null, 'id', 'en']);
    asks.push(paged ? { q, lang, page: int(1, 6), size: pick([20, 7]) } : { q, lang });
  }
  const found: (Ask & { expected: string[]; actual: string[] })[] = [];
  const paths = { some: 0, none: 0 };
  for (let from = 0; from < asks.length; from += 250) {
    const batch = asks.slice(from, from + 250);
    const [want, got] = [await expected(batch), await actual(batch)];
    batch.forEach((ask, i) => {
      paths[want[i]?.length ? 'some' : 'none']++;
      if (JSON.stringify(want[i]) !== JSON.stringify(got[i]))
        found.push({ ...ask, expected: want[i] ?? [], actual: got[i] ?? [] });
    });
  }
  return { found, paths };
}

describe('search_articles against a plain ILIKE', () => {
  it(`answers ${QUERIES} random texts exactly as ILIKE does`, { timeout: 120_000 }, async () => {
    const { found, paths } = await differences(QUERIES);
    expect(found.slice(0, 5)).toEqual([]);
    // Both kinds of answer were exercised, not only empty ones.
    expect(paths.some).toBeGreaterThan(QUERIES / 3);
    expect(paths.none).toBeGreaterThan(QUERIES / 20);
  });

  it('stays exact after titles are edited and articles unpublished, rescheduled, moved and deleted', {
    timeout: 120_000,
  }, async () => {
    const slugs = (
      await client.query<{ slug: string }>("select slug from public.articles where slug like 'oracle-%'")
    ).rows.map((row) => row.slug);
    const changed = (n: number) => Array.from({ length: n }, () => pick(slugs));
    const retitled = [...new Set(changed(300))];
    await client.query(
      'update public.articles as a set title = r.title from unnest($1::text[], $2::text[]) as r(slug, title) where a.slug = r.slug',
      [retitled, retitled.map(() => title())],
    );
    await client.query('update public.articles set published_at = null where slug = any($1)', [changed(150)]);
    await client.query("update public.articles set published_at = now() + interval '1 day' where slug = any($1)", [
      changed(100),
    ]);
    await client.query("update public.articles set published_at = now() - interval '1 second' where slug = any($1)", [
      changed(100),
    ]);
    await client.query(
      "update public.articles set lang = case lang when 'id' then 'en' else 'id' end where slug = any($1)",
      [changed(100)],
    );
    // An update that leaves the searched columns alone must leave the search row alone too.
    await client.query("update public.articles set excerpt = 'diubah' where slug = any($1)", [changed(100)]);
    await client.query('delete from public.articles where slug = any($1)', [changed(200)]);
    const { rows: stale } = await client.query(
      `select a.slug from public.articles a left join search.article_titles t on t.article_id = a.id
       where t.article_id is null or t.folded <> lower(a.title) or t.lang <> a.lang
          or t.published_at is distinct from a.published_at`,
    );
    expect(stale).toEqual([]);
    const { rows: orphans } = await client.query(
      'select t.article_id from search.article_titles t left join public.articles a on a.id = t.article_id where a.id is null',
    );
    expect(orphans).toEqual([]);
    const { found } = await differences(QUERIES_AFTER_EDITS);
    expect(found.slice(0, 5)).toEqual([]);
  });
});

describe('search_articles_page against a plain ILIKE', () => {
  it('answers every page as ILIKE with OFFSET does, with one row more when a next page exists, nothing past the 100th', {
    timeout: 120_000,
  }, async () => {
    const { found, paths } = await differences(QUERIES_AFTER_EDITS, true);
    expect(found.slice(0, 5)).toEqual([]);
    expect(paths.some).toBeGreaterThan(QUERIES_AFTER_EDITS / 10);
  });

  it('reaches past the first 10 to the 100th match of a common text, and no further', async () => {
    const asks = [1, 2, 5, 6].map((page) => ({ q: 'pajak', lang: null, page, size: 20 }));
    const [first, second, fifth, sixth] = await actual(asks);
    expect(await expected(asks)).toEqual([first, second, fifth, sixth]);
    expect(first).toHaveLength(21);
    expect(second?.[0]).toBe(first?.[20]);
    expect(fifth).toHaveLength(21);
    expect(sixth).toEqual([]);
    // The page's first 10 are the API's 10.
    expect(first?.slice(0, 10)).toEqual((await actual([{ q: 'pajak', lang: null }]))[0]);
  });
});
