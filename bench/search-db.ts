// `node bench/search-db.ts [--datasets 10k,100k,1m] [--runs 3] [--page N]`
//
// Database time of title search, without HTTP: every text of bench/search-queries.ts's sets, with and without
// lang, through EXPLAIN (ANALYZE, BUFFERS) of `public.search_all(…)` (articles, regulations and terms) as anon, which is
// what PostgREST runs; with --page N, of `public.search_page(…)` at page N of the search results page instead. One warm-up pass, then `runs` passes; per set the median, p95 and maximum of the
// execution times over all texts and passes, the shared buffers read, and the slowest texts. Also the sizes
// of the search structures. The backend runs pinned to BENCH_SERVER_CPUS like the other benchmarks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  datasetList,
  loadSummary,
  log,
  machine,
  machineLine,
  outDir,
  prepareDataset,
  sampleLoad,
  withServer,
} from './lib.ts';
import { buildQuerySets, summarizeDbTimes, type Timing, timeInDb } from './search-queries.ts';

const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: '10k,100k,1m' },
    runs: { type: 'string', default: '3' },
    page: { type: 'string' },
  },
});
const datasets = datasetList(values.datasets);
const runs = Number(values.runs);
const page = values.page === undefined ? undefined : Number(values.page);
if (page !== undefined && !(Number.isInteger(page) && page >= 1)) throw new Error('--page takes a whole number from 1');
const measured = page ? `search_page, page ${page}` : 'search_all';

async function sizes(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ name: string; size: string }>(
    `select c.relname as name, pg_size_pretty(pg_relation_size(c.oid)) as size
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where (n.nspname = 'search' and c.relkind in ('r', 'i'))
        or c.relname in ('articles', 'articles_title_trgm', 'articles_published', 'articles_lang_published')
     order by c.relname`,
  );
  return rows.map((r) => `${r.name} ${r.size}`).join(', ');
}

const info = machine();
const sections: string[] = [];
const raw: Record<string, unknown> = { machine: info, runs, measured };
for (const name of datasets) {
  await prepareDataset(name);
  await withServer(name, { edgeCache: 'off', site: false }, async (server) => {
    const client = new pg.Client({ connectionString: server.dbUrl });
    await client.connect();
    try {
      log(`${name}: building the query sets`);
      const queries = await buildQuerySets(client);
      await client.query('set role anon');
      log(`${name}: ${queries.length} searches, warm-up`);
      for (const query of queries) await timeInDb(client, query, page);
      const timings: Timing[] = [];
      for (let run = 1; run <= runs; run++) {
        for (const query of queries) timings.push(await timeInDb(client, query, page));
        sampleLoad();
        log(`${name}: run ${run} done`);
      }
      await client.query('reset role');
      const structures = await sizes(client);
      raw[name] = { structures, timings: timings.map((t) => ({ ...t.query, ms: t.ms, hits: t.hits })) };
      sections.push(`#### ${name}\n\nSizes: ${structures}.\n\n${summarizeDbTimes(timings)}`);
      mkdirSync(outDir, { recursive: true });
      writeFileSync(
        join(outDir, `search-db-${name}${page ? `-page${page}` : ''}-${info.date}-${info.commit}.md`),
        `${sections.at(-1)}\n`,
      );
    } finally {
      await client.end();
    }
  });
}
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `search-db${page ? `-page${page}` : ''}-${info.date}-${info.commit}.json`);
writeFileSync(file, JSON.stringify(raw, null, 2));
console.log(`### Search: database time of ${measured} (EXPLAIN ANALYZE, as anon)\n`);
console.log(
  `${machineLine(info)} · ${loadSummary()} · ${runs} passes after a warm-up · raw: ${file.replace(`${outDir}/`, 'bench/out/')}\n`,
);
console.log(sections.join('\n\n'));
