// `node bench/search-ab.ts --dataset 1m [--current search_articles] --candidate NAME [--setup FILE.sql]
//   [--teardown FILE.sql] [--runs 3]`
//
// Search side by side: public.search_articles (or `--current`, e.g. search_all) against a candidate function
// public.NAME with the same arguments (text, lang) and result, over the texts of bench/search-queries.ts, as anon. Each text's two calls run back to
// back in alternating order, so both share every noisy moment; database time is EXPLAIN ANALYZE's execution
// time. Every answer is compared, and a difference fails the run. `--setup` runs a SQL file first, as the
// table owner (the candidate function and whatever index it reads), `--teardown` one afterwards. A migration
// under test becomes a setup file by renaming its `public.search_articles(` to the candidate's name and giving
// the objects it adds names of their own (decision 0026, addendum "grams keyed by language").
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { isDataset } from '../scripts/bench-server.ts';
import { fmt, log, machineLine, median, percentile, prepareDataset, table, withServer } from './lib.ts';
import { buildQuerySets, type SetQuery } from './search-queries.ts';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: '1m' },
    current: { type: 'string', default: 'search_articles' },
    candidate: { type: 'string' },
    setup: { type: 'string' },
    teardown: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const dataset = values.dataset ?? '';
if (!isDataset(dataset)) throw new Error(`unknown dataset ${dataset}`);
const [current, candidate] = [values.current ?? '', values.candidate ?? ''];
for (const name of [current, candidate]) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('--current and --candidate: functions in schema public');
}
const runs = Number(values.runs);
const FUNCTIONS = [current, candidate] as const;

type Timing = { query: SetQuery; ms: number };

async function executionMs(client: pg.Client, fn: string, query: SetQuery): Promise<number> {
  const { rows } = await client.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
    `explain (analyze, format json) select * from public.${fn}($1, $2)`,
    [query.q, query.lang],
  );
  return rows[0]?.['QUERY PLAN'][0]['Execution Time'] ?? Number.NaN;
}

/** The whole answer, rows or a single JSON value, as text. */
async function answer(client: pg.Client, fn: string, query: SetQuery): Promise<string> {
  const { rows } = await client.query<{ answer: unknown }>(
    `select json_agg(result)::text as answer from public.${fn}($1, $2) as result`,
    [query.q, query.lang],
  );
  return String(rows[0]?.answer);
}

function summary(timings: Record<string, Timing[]>): string {
  const groups: [string, (query: SetQuery) => boolean][] = [
    ['all', () => true],
    ['with lang', (query) => query.lang !== null],
    ['without lang', (query) => query.lang === null],
    ['named', (query) => query.set === 'named'],
  ];
  const rows = groups.flatMap(([group, keep]) =>
    FUNCTIONS.map((fn) => {
      const ms = (timings[fn] ?? []).filter((t) => keep(t.query)).map((t) => t.ms);
      return [
        group,
        fn,
        ms.length,
        fmt(median(ms), 2),
        fmt(percentile(ms, 95), 2),
        fmt(percentile(ms, 99), 2),
        fmt(Math.max(...ms), 2),
      ];
    }),
  );
  const slowest = FUNCTIONS.map((fn) => {
    const best = new Map<string, number>();
    for (const { query, ms } of timings[fn] ?? []) {
      const key = `${query.lang ?? '–'} \`${query.q}\``;
      best.set(key, Math.min(best.get(key) ?? Number.POSITIVE_INFINITY, ms));
    }
    const top = [...best.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
    return [fn, fmt(percentile([...best.values()], 95), 2), top.map(([key, ms]) => `${key} ${fmt(ms)}`).join('; ')];
  });
  return `${table(['texts', 'function', 'timings', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'], rows)}\n\nEach text's best of ${runs} passes:\n\n${table(['function', 'p95 ms', 'slowest (lang, text, ms)'], slowest)}`;
}

await prepareDataset(dataset);
await withServer(dataset, { edgeCache: 'off', site: false }, async (server) => {
  const client = new pg.Client({ connectionString: server.dbUrl });
  await client.connect();
  try {
    if (values.setup) await client.query(readFileSync(values.setup, 'utf8'));
    const queries = await buildQuerySets(client);
    await client.query('set role anon');
    log(`${dataset}: ${queries.length} texts, comparing answers`);
    const differences: string[] = [];
    for (const query of queries) {
      const [before, after] = [await answer(client, current, query), await answer(client, candidate, query)];
      if (before !== after) differences.push(`${query.lang ?? '–'} ${JSON.stringify(query.q)}: ${before} ≠ ${after}`);
    }
    if (differences.length > 0) throw new Error(`different answers:\n${differences.slice(0, 10).join('\n')}`);
    const timings: Record<string, Timing[]> = { [current]: [], [candidate]: [] };
    for (let run = 1; run <= runs; run++) {
      for (const [i, query] of queries.entries()) {
        const order = (run + i) % 2 === 0 ? FUNCTIONS : [...FUNCTIONS].reverse();
        for (const fn of order) timings[fn]?.push({ query, ms: await executionMs(client, fn, query) });
      }
      log(`${dataset}: pass ${run} of ${runs} done`);
    }
    await client.query('reset role');
    console.log(`### ${current} against ${candidate} (${dataset}, database time, as anon)\n`);
    console.log(`${machineLine()} · ${queries.length} texts, same answers for all · ${runs} passes\n`);
    console.log(summary(timings));
  } finally {
    if (values.teardown)
      await client.query('reset role').then(() => client.query(readFileSync(values.teardown ?? '', 'utf8')));
    await client.end();
  }
});
