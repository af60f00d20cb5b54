// The search benchmarks' query sets, drawn from the dataset itself so that no hand-picked list decides the
// result: substrings cut at random from published titles, strings of common syllables that match nothing,
// the phrases that were slow before decision 0023, and 1–2 character texts. A fixed seed makes every run of a
// dataset ask the same texts. Used by bench/search.ts (end to end) and bench/search-db.ts (database time).
import type pg from 'pg';
import { seededRandom } from '../scripts/lib/seeded-random.ts';
import { fmt, median, percentile, table } from './lib.ts';

export type Lang = 'id' | 'en';
export type SetName = 'substrings' | 'no-match' | 'named' | 'short';
/** `lang`: the API's lang parameter; null leaves it out (both languages). */
export type SetQuery = { set: SetName; q: string; lang: Lang | null };

/** The phrases of common words that the trigram index could not narrow (issue "Search at scale"). */
export const NAMED_PHRASES = ['laporan pajak', 'PPN di Jakarta', 'a di S', 'turun di Ba', 'ng di M'];

/** Syllables common in the titles (Indonesian and English), so that their combinations share many grams. */
const SYLLABLES = [
  'pa',
  'jak',
  'la',
  'por',
  'an',
  'di',
  'ka',
  'ta',
  'ra',
  'ng',
  'ber',
  'me',
  'si',
  'tu',
  'ru',
  'ba',
  'na',
  'ma',
  'in',
  'ter',
  'ya',
  'ja',
  'ku',
  'sa',
  'da',
  're',
  'ti',
  'on',
  'ex',
  'ed',
  'per',
  'an ',
  ' di',
  'ng ',
];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/**
 * Two to four words of `title`, starting anywhere inside the first word and ending anywhere inside the last,
 * so a cut often begins or ends mid-word ("an di Medan, lap"). At least 3 characters; null if the title has
 * fewer than two words.
 */
export function cutPhrase(random: () => number, title: string): string | null {
  const words = title.split(' ').filter(Boolean);
  if (words.length < 2) return null;
  const count = between(random, 2, Math.min(4, words.length));
  const first = between(random, 0, words.length - count);
  const chosen = words.slice(first, first + count);
  const head = chosen[0] as string;
  const tail = chosen.at(-1) as string;
  const start = between(random, 0, head.length - 1);
  const end = between(random, 1, tail.length);
  const middle = chosen.slice(1, -1);
  const text = [head.slice(start), ...middle, tail.slice(0, end)].join(' ').trim();
  return [...text].length >= 3 ? text : null;
}

/** Published titles picked by a seeded hash of their id: the same ones on every run of a dataset. */
async function sampleTitles(client: pg.Client, count: number, seed: number) {
  const { rows } = await client.query<{ title: string; lang: Lang }>(
    `select title, lang from public.articles
     where published_at is not null and published_at <= now()
     order by md5(id::text || $2::text) limit $1`,
    [count, seed],
  );
  return rows;
}

/** Whether any published title contains `q` (of `lang`), asked through the search itself. */
async function matches(client: pg.Client, q: string, lang: Lang | null): Promise<boolean> {
  const { rows } = await client.query('select 1 from public.search_articles($1, $2, 1)', [q, lang]);
  return rows.length > 0;
}

/**
 * The query sets of one dataset. Every text is asked twice: with the lang of the title it was cut from (or
 * alternately id/en) and without lang.
 */
export async function buildQuerySets(
  client: pg.Client,
  opts: { substrings?: number; noMatch?: number; short?: number; seed?: number } = {},
): Promise<SetQuery[]> {
  const seed = opts.seed ?? 23;
  const random = seededRandom(seed);
  const out: SetQuery[] = [];
  const both = (set: SetName, q: string, lang: Lang) => {
    out.push({ set, q, lang }, { set, q, lang: null });
  };

  const wanted = opts.substrings ?? 200;
  const titles = await sampleTitles(client, wanted * 2, seed);
  let cut = 0;
  for (const { title, lang } of titles) {
    if (cut >= wanted) break;
    const text = cutPhrase(random, title);
    if (!text) continue;
    both('substrings', text, lang);
    cut++;
  }

  const noMatch = opts.noMatch ?? 200;
  const seen = new Set<string>();
  for (let tries = 0; seen.size < noMatch && tries < noMatch * 50; tries++) {
    const parts = Array.from({ length: between(random, 2, 5) }, () => pick(random, SYLLABLES));
    const text = parts.join(random() < 0.3 ? ' ' : '').trim();
    if ([...text].length < 3 || seen.has(text)) continue;
    if (await matches(client, text, null)) continue;
    seen.add(text);
    both('no-match', text, seen.size % 2 ? 'id' : 'en');
  }

  // In both languages: a phrase of Indonesian words asked for in English (no match there) is a case of its own.
  for (const phrase of NAMED_PHRASES) {
    out.push({ set: 'named', q: phrase, lang: 'id' }, { set: 'named', q: phrase, lang: 'en' });
    out.push({ set: 'named', q: phrase, lang: null });
  }

  const shortCount = opts.short ?? 40;
  const shortTitles = await sampleTitles(client, shortCount, seed + 1);
  const rare = ['z', 'zq', 'q', 'x7', '€', 'Ω', '%', '_', '\\', '日'];
  for (const [i, { title, lang }] of shortTitles.entries()) {
    const chars = [...title.toLowerCase()];
    const start = between(random, 0, Math.max(0, chars.length - 2));
    const text = i % 4 === 3 ? pick(random, rare) : chars.slice(start, start + between(random, 1, 2)).join('');
    if (text.trim()) both('short', text, lang);
  }
  return out;
}

export type Timing = { query: SetQuery; ms: number; hits: number; buffers: number };

/**
 * One search's execution time inside Postgres, from EXPLAIN (ANALYZE, BUFFERS) of the call /search makes:
 * search_all, so the regulation and glossary lookups count too. Unnesting its articles makes the plan's row
 * count the number of hits.
 */
/**
 * The database time of one search as anon: `search_all` (the API and the modal), or with `page` the search
 * results page's `search_page` at that page (20 a page).
 */
export async function timeInDb(client: pg.Client, query: SetQuery, page?: number): Promise<Timing> {
  const call = page ? 'public.search_page($1, $2, $3)' : 'public.search_all($1, $2)';
  const { rows } = await client.query<{ 'QUERY PLAN': [Record<string, unknown>] }>(
    `explain (analyze, buffers, format json) select * from json_array_elements(${call} -> 'articles')`,
    page ? [query.q, query.lang, page] : [query.q, query.lang],
  );
  const plan = rows[0]?.['QUERY PLAN'][0] as { 'Execution Time': number; Plan: Record<string, number> };
  return {
    query,
    ms: plan['Execution Time'],
    hits: plan.Plan['Actual Rows'] ?? 0,
    buffers: (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0),
  };
}

const SETS: SetName[] = ['substrings', 'no-match', 'named', 'short'];

/**
 * Each text's fastest pass: on a shared machine a pass may wait for a core, and the fastest of several is the
 * closest to what the query itself costs. Reported beside, never instead of, the plain percentiles.
 */
function bestPerText(timings: Timing[]): number[] {
  const best = new Map<string, number>();
  for (const t of timings) {
    const key = `${t.query.lang}\u0000${t.query.q}`;
    best.set(key, Math.min(best.get(key) ?? Number.POSITIVE_INFINITY, t.ms));
  }
  return [...best.values()];
}

/** Per set and with/without lang: median, p95 and maximum database time, buffers and the slowest text. */
export function summarizeDbTimes(timings: Timing[]): string {
  const line = (label: string, lang: string, mine: Timing[]) => {
    const ms = mine.map((t) => t.ms);
    const worst = [...mine].sort((a, b) => b.ms - a.ms)[0];
    return [
      label,
      lang,
      new Set(mine.map((t) => t.query.q)).size,
      ms.length,
      fmt(median(ms), 2),
      fmt(percentile(ms, 95), 2),
      fmt(percentile(bestPerText(mine), 95), 2),
      fmt(Math.max(...ms), 2),
      fmt(median(mine.map((t) => t.buffers)), 0),
      fmt(
        percentile(
          mine.map((t) => t.buffers),
          95,
        ),
        0,
      ),
      worst ? `\`${worst.query.q}\` (${worst.hits} hits)` : '–',
    ];
  };
  const rows = SETS.flatMap((set) =>
    [true, false].map((withLang) =>
      line(
        set,
        withLang ? 'yes' : 'no',
        timings.filter((t) => t.query.set === set && (t.query.lang !== null) === withLang),
      ),
    ),
  );
  rows.push(
    line(
      'all of 3+ characters',
      'both',
      timings.filter((t) => t.query.set !== 'short'),
    ),
  );
  return table(
    [
      'set',
      'lang',
      'texts',
      'timings',
      'median ms',
      'p95 ms',
      'p95 of each text’s best ms',
      'max ms',
      'buffers p50',
      'buffers p95',
      'slowest',
    ],
    rows,
  );
}
