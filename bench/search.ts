// `node bench/search.ts [--datasets 10k,100k,1m] [--runs 3] [--named-repeats 10] [--no-build]`
//
// Search at scale: GET /search?q=…[&lang=…] through the production build in workerd (wrangler pages dev), the
// gateway, PostgREST and Postgres, with the edge cache off (EDGE_CACHE=off) and an ignored parameter that
// differs on every request, so no layer can answer from a cache. The texts are bench/search-queries.ts's sets,
// drawn from the dataset: 200 substrings cut at random from titles, 200 strings of common syllables that match
// nothing, the named phrases (in each language and without, asked --named-repeats times per run), and 1–2
// character texts, each with and without lang. Requests go one at a time
// in a shuffled order with a blank query (the floor: answered without a database request) between every few,
// so the floor and the searches share every noisy minute. Per set: p50/p95/p99 end to end against the floor's
// p95, then the database time of the same texts (EXPLAIN ANALYZE of search_all as anon, three passes).
//
// The server side (scripts/bench-server.ts and its children) runs on BENCH_SERVER_CPUS (default 0), this
// process on BENCH_CLIENT_CPUS (default 1). Every loop is bounded by a request count.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  datasetList,
  ensureBuild,
  fmt,
  loadSummary,
  log,
  machine,
  machineLine,
  median,
  outDir,
  percentile,
  pinSelfToClientCpus,
  prepareDataset,
  rngShuffle,
  sampleLoad,
  table,
  timedGet,
  withServer,
} from './lib.ts';
import {
  buildQuerySets,
  type SetName,
  type SetQuery,
  summarizeDbTimes,
  type Timing,
  timeInDb,
} from './search-queries.ts';

/** End to end: p95 ≤ 25 ms, or at most 10 ms above the floor's p95 in the same run. */
const TARGET_P95_MS = 25;
const TARGET_ABOVE_FLOOR_MS = 10;

const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: '10k,100k,1m' },
    runs: { type: 'string', default: '3' },
    'floor-every': { type: 'string', default: '4' },
    // The named phrases are few; asked once per run, their p95 would be the slowest of a handful of requests.
    'named-repeats': { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
  },
});
const datasets = datasetList(values.datasets);
const runs = Number(values.runs);
const floorEvery = Number(values['floor-every']);
const namedRepeats = Number(values['named-repeats']);

const FLOOR: SetQuery = { set: 'named', q: '', lang: 'id' };
type Sample = { query: SetQuery; ms: number; status: number };

let bust = 0;
const searchUrl = (site: string, query: SetQuery) =>
  `${site}/search?q=${encodeURIComponent(query.q)}${query.lang ? `&lang=${query.lang}` : ''}&_bench=${Date.now().toString(36)}-${bust++}`;

async function endToEnd(site: string, queries: SetQuery[]): Promise<{ samples: Sample[]; floor: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: Sample[] = [];
  const floor: number[] = [];
  // Warm-up: JIT in workerd, PostgREST's schema cache, Postgres' buffers for these texts.
  for (const query of queries) await timedGet(agent, searchUrl(site, query));
  const named = queries.filter((query) => query.set === 'named');
  const asked = [...queries, ...Array.from({ length: Math.max(0, namedRepeats - 1) }, () => named).flat()];
  for (let run = 1; run <= runs; run++) {
    for (const [i, query] of rngShuffle(asked, run).entries()) {
      const res = await timedGet(agent, searchUrl(site, query));
      samples.push({ query, ms: res.ms, status: res.status });
      if (i % floorEvery === 0) floor.push((await timedGet(agent, searchUrl(site, FLOOR))).ms);
      if (i % 100 === 0) sampleLoad();
    }
    log(`run ${run}: ${asked.length} searches`);
  }
  agent.destroy();
  return { samples, floor };
}

const SETS: SetName[] = ['substrings', 'no-match', 'named', 'short'];

function report(samples: Sample[], floor: number[]): string {
  const floorP95 = percentile(floor, 95);
  const row = (label: string, lang: string, mine: Sample[], held: boolean) => {
    const ms = mine.map((s) => s.ms);
    const p95 = percentile(ms, 95);
    const errors = mine.filter((s) => s.status !== 200).length;
    const met = p95 <= TARGET_P95_MS || p95 - floorP95 <= TARGET_ABOVE_FLOOR_MS;
    return [
      label,
      lang,
      new Set(mine.map((s) => s.query.q)).size,
      ms.length,
      fmt(median(ms)),
      fmt(p95),
      fmt(percentile(ms, 99)),
      fmt(p95 - floorP95),
      errors,
      held ? (met && errors === 0 ? 'yes' : '**no**') : '(not held)',
    ];
  };
  const rows: (string | number)[][] = [
    [
      '(blank) floor',
      'yes',
      1,
      floor.length,
      fmt(median(floor)),
      fmt(floorP95),
      fmt(percentile(floor, 99)),
      '–',
      0,
      '–',
    ],
  ];
  for (const set of SETS) {
    for (const withLang of [true, false]) {
      const mine = samples.filter((s) => s.query.set === set && (s.query.lang !== null) === withLang);
      rows.push(row(set, withLang ? 'yes' : 'no', mine, set !== 'short'));
    }
  }
  rows.push(
    row(
      'all of 3+ characters',
      'both',
      samples.filter((s) => s.query.set !== 'short'),
      true,
    ),
  );
  return table(
    ['set', 'lang', 'texts', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'p95 − floor p95', 'errors', 'target met'],
    rows,
  );
}

pinSelfToClientCpus();
ensureBuild(values['no-build'] ?? false);
const info = machine();
const sections: string[] = [];
const raw: Record<string, unknown> = { machine: info, runs };
for (const name of datasets) {
  await prepareDataset(name);
  await withServer(name, { edgeCache: 'off' }, async (server) => {
    const site = server.siteUrl;
    if (!site) throw new Error('the bench server has no site');
    const client = new pg.Client({ connectionString: server.dbUrl });
    await client.connect();
    try {
      const queries = await buildQuerySets(client);
      log(`${name}: ${queries.length} texts × ${runs} runs, a floor request every ${floorEvery}`);
      const { samples, floor } = await endToEnd(site, queries);
      await client.query('set role anon');
      const timings: Timing[] = [];
      for (let pass = 0; pass < 3; pass++) for (const query of queries) timings.push(await timeInDb(client, query));
      raw[name] = {
        floor,
        samples: samples.map((s) => ({ ...s.query, ms: s.ms, status: s.status })),
        db: timings.map((t) => ({ ...t.query, ms: t.ms, hits: t.hits })),
      };
      sections.push(
        `#### ${name}\n\nEnd to end, c=1, ms:\n\n${report(samples, floor)}\n\nDatabase time of the same texts (three passes, EXPLAIN ANALYZE as anon), ms:\n\n${summarizeDbTimes(timings)}`,
      );
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, `search-${name}-${info.date}-${info.commit}.md`), `${sections.at(-1)}\n`);
    } finally {
      await client.end();
    }
  });
}
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `search-${info.date}-${info.commit}.json`);
writeFileSync(file, JSON.stringify(raw, null, 2));
console.log('### Search: /search?q=…[&lang=…], EDGE_CACHE=off, cache-busting parameter\n');
console.log(
  `${machineLine(info)} · ${loadSummary()} · ${runs} runs · raw: ${file.replace(`${outDir}/`, 'bench/out/')}\n`,
);
console.log(sections.join('\n\n'));
