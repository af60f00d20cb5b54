// `node bench/search-hops.ts [--datasets 1m] [--texts 200] [--runs 2] [--no-build]`
//
// Where a search's time goes between the reader and Postgres. For each text (the 3+ character sets of
// bench/search-queries.ts, shuffled), one request to every hop of the path, back to back, so all hops share
// every noisy minute:
//   floor          GET /search?q= on the site: workerd answers without a database request
//   site           GET /search?q=TEXT on the site (edge cache off): workerd → gateway → PostgREST → Postgres
//   gateway        POST /rest/v1/rpc/search_all through the local stand-in for Supabase's gateway
//   postgrest      POST /rpc/search_all to PostgREST directly
//   postgrest-idle POST /rpc/search_all with a blank text: PostgREST's own cost (role, claims, transaction)
// and the database time of search_all alone (EXPLAIN ANALYZE as anon). The differences between rows are the
// cost of each hop; the server side runs on BENCH_SERVER_CPUS, this process on BENCH_CLIENT_CPUS.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchPorts } from '../scripts/bench-server.ts';
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
import { buildQuerySets, type SetQuery, timeInDb } from './search-queries.ts';

const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: '1m' },
    texts: { type: 'string', default: '200' },
    runs: { type: 'string', default: '2' },
    'no-build': { type: 'boolean', default: false },
  },
});
const datasets = datasetList(values.datasets);
const runs = Number(values.runs);
const textCount = Number(values.texts);

const HOPS = ['floor', 'site', 'gateway', 'postgrest', 'postgrest-idle', 'database'] as const;
type Hop = (typeof HOPS)[number];

function timedPost(
  agent: http.Agent,
  url: string,
  key: string,
  body: unknown,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          apikey: key,
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

let bust = 0;
const siteUrl = (site: string, q: string, lang: string | null) =>
  `${site}/search?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}&_bench=${bust++}`;

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
    const agents = Object.fromEntries(
      HOPS.map((hop) => [hop, new http.Agent({ keepAlive: true, maxSockets: 1 })]),
    ) as Record<Hop, http.Agent>;
    const postgrest = `http://127.0.0.1:${benchPorts().postgrest}`;
    const times: Record<Hop, number[]> = Object.fromEntries(HOPS.map((hop) => [hop, []])) as never;
    try {
      const queries = rngShuffle(
        (await buildQuerySets(client)).filter((query) => query.set !== 'short'),
        7,
      ).slice(0, textCount);
      await client.query('set role anon');
      const args = (query: SetQuery) => ({ search_query: query.q, ...(query.lang ? { search_lang: query.lang } : {}) });
      const one = async (query: SetQuery, record: boolean) => {
        const samples: [Hop, number][] = [
          ['floor', (await timedGet(agents.floor, siteUrl(site, '', query.lang))).ms],
          ['site', (await timedGet(agents.site, siteUrl(site, query.q, query.lang))).ms],
          [
            'gateway',
            (
              await timedPost(
                agents.gateway,
                `${server.supabaseUrl}/rest/v1/rpc/search_all`,
                server.anonKey,
                args(query),
              )
            ).ms,
          ],
          [
            'postgrest',
            (await timedPost(agents.postgrest, `${postgrest}/rpc/search_all`, server.anonKey, args(query))).ms,
          ],
          [
            'postgrest-idle',
            (
              await timedPost(agents['postgrest-idle'], `${postgrest}/rpc/search_all`, server.anonKey, {
                search_query: '',
              })
            ).ms,
          ],
          ['database', (await timeInDb(client, query)).ms],
        ];
        if (record) for (const [hop, ms] of samples) times[hop].push(ms);
      };
      log(`${name}: ${queries.length} texts, warm-up`);
      for (const query of queries) await one(query, false);
      for (let run = 1; run <= runs; run++) {
        for (const [i, query] of rngShuffle(queries, run).entries()) {
          await one(query, true);
          if (i % 50 === 0) sampleLoad();
        }
        log(`${name}: run ${run} done`);
      }
    } finally {
      for (const agent of Object.values(agents)) agent.destroy();
      await client.end();
    }
    const rows = HOPS.map((hop) => {
      const ms = times[hop];
      return [hop, ms.length, fmt(median(ms)), fmt(percentile(ms, 95)), fmt(percentile(ms, 99))];
    });
    const p50 = (hop: Hop) => median(times[hop]);
    const costs = [
      ['everything a search adds to the floor', 'site − floor', fmt(p50('site') - p50('floor'))],
      [
        'the Worker: supabase-js, fetch, checking rows, JSON',
        'site − floor − gateway',
        fmt(p50('site') - p50('floor') - p50('gateway')),
      ],
      ['the gateway hop', 'gateway − postgrest', fmt(p50('gateway') - p50('postgrest'))],
      ['PostgREST and HTTP, no search', 'postgrest-idle', fmt(p50('postgrest-idle'))],
      ['the search inside PostgREST', 'postgrest − postgrest-idle', fmt(p50('postgrest') - p50('postgrest-idle'))],
      ['the search inside Postgres', 'database', fmt(p50('database'))],
    ];
    raw[name] = times;
    sections.push(
      `#### ${name}\n\n${table(['hop', 'requests', 'p50 ms', 'p95 ms', 'p99 ms'], rows)}\n\nMedians, ms:\n\n${table(['part', 'from', 'p50 ms'], costs)}`,
    );
  });
}
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `search-hops-${info.date}-${info.commit}.json`);
writeFileSync(file, JSON.stringify(raw, null, 2));
console.log('### Search: where the time goes, hop by hop\n');
console.log(
  `${machineLine(info)} · ${loadSummary()} · ${runs} runs · raw: ${file.replace(`${outDir}/`, 'bench/out/')}\n`,
);
console.log(sections.join('\n\n'));
