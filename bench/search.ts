// `node bench/search.ts [--datasets 10k,100k,1m] [--runs 3] [--no-build]`
//
// Search at scale: GET /search?q=…&lang=id through the production build in workerd (wrangler pages dev), the
// gateway, PostgREST and Postgres, with the edge cache off (EDGE_CACHE=off) and an ignored parameter that
// differs on every request, so no layer can answer from a cache. For each query: p50/p95/p99 at concurrency
// 1 and 10, per run, then the median of each over the runs. Beside it, the plan and duration Postgres reports
// (auto_explain) for the statement inside public.search_articles, so a slow row can be explained.
//
// The server side (scripts/bench-server.ts and its children) runs on BENCH_SERVER_CPUS (default 0), this
// process on BENCH_CLIENT_CPUS (default 1). Every loop is bounded by a request count and a time limit.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DATASETS, type Dataset, isDataset } from '../scripts/bench-server.ts';
import {
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
  type RunningServer,
  sampleLoad,
  table,
  timedGet,
  withServer,
} from './lib.ts';

/** `lang`: the API's lang parameter; null leaves it out (both languages), as `/search?q=pajak` does. */
type Query = { q: string; kind: string; lang?: 'id' | 'en' | null };

/** Queries of 3+ characters: the target applies to these. Bulk titles are "<topic> <verb> di <place>, laporan N". */
export const QUERIES: Query[] = [
  { q: '', kind: 'floor: blank q is answered without a database request' },
  { q: 'zzqx', kind: 'no match' },
  { q: 'ñandú', kind: 'no match, Unicode' },
  { q: '日本の税', kind: 'no match, CJK' },
  { q: 'pajak', kind: 'very common (4 of 24 topics + seed)' },
  { q: 'PPN', kind: 'very common (3 of 24 topics + seed)' },
  { q: 'laporan', kind: 'in every bulk Indonesian title' },
  { q: 'Coretax', kind: 'mid (1 of 24 topics)' },
  { q: 'Jakarta', kind: 'mid (1 of 18 places)' },
  { q: 'diperketat di Medan', kind: 'mid-rare (verb × place)' },
  { q: 'laporan 31337', kind: 'rare (a handful of bulk rows)' },
  { q: 'Rasio Pajak', kind: 'rare (one seed article)' },
  { q: '€750 Juta', kind: 'rare, Unicode (one seed article)' },
  { q: "Jum'at", kind: 'rare, apostrophe (one seed article)' },
  { q: 'PPN 12%', kind: 'rare, literal % (seed)' },
  { q: 'laporan pajak', kind: 'every trigram common, one seed match' },
  { q: 'PPN di Jakarta', kind: 'no match, every trigram common' },
  { q: '---', kind: 'no match, no trigram at all (symbols)' },
];

/** Without lang: both languages, newest first (what `/search?q=pajak` in the throughput benchmark asks). */
export const LANGLESS_QUERIES: Query[] = [
  { q: 'zzqx', kind: 'no match', lang: null },
  { q: 'pajak', kind: 'very common', lang: null },
  { q: 'PPN', kind: 'very common', lang: null },
  { q: 'Coretax', kind: 'mid', lang: null },
  { q: 'laporan 31337', kind: 'rare', lang: null },
  { q: 'Rasio Pajak', kind: 'rare (seed)', lang: null },
];

/** Queries of 1–2 characters: no trigram index can serve them; reported, not held to the target. */
export const SHORT_QUERIES: Query[] = [
  { q: 'a', kind: '1 char, everywhere' },
  { q: 'z', kind: '1 char, rare' },
  { q: 'pp', kind: '2 chars, common' },
  { q: 'zq', kind: '2 chars, no match' },
  { q: '€', kind: '1 char, Unicode, one seed article' },
];

const TARGET_P95_MS = 25;

const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: '10k,100k,1m' },
    runs: { type: 'string', default: '3' },
    'requests-c1': { type: 'string', default: '200' },
    'requests-c10': { type: 'string', default: '400' },
    'seconds-per-cell': { type: 'string', default: '15' },
    'no-build': { type: 'boolean', default: false },
    lang: { type: 'string', default: 'id' },
    sets: { type: 'string', default: 'long,langless,short' },
  },
});
const sets = new Set((values.sets ?? '').split(','));
const datasets = (values.datasets ?? '').split(',').filter(Boolean);
for (const name of datasets) if (!isDataset(name)) throw new Error(`unknown dataset ${name}`);
const runs = Number(values.runs);
const requestsFor = { 1: Number(values['requests-c1']), 10: Number(values['requests-c10']) } as const;
const secondsPerCell = Number(values['seconds-per-cell']);
const lang = values.lang === 'en' ? 'en' : 'id';
const CONCURRENCIES = [1, 10] as const;

type Cell = { p50: number; p95: number; p99: number; n: number; errors: number };
type QueryResult = {
  q: string;
  kind: string;
  lang: 'id' | 'en' | null;
  hits: number;
  dbMs: number;
  plan: string;
  runs: Record<number, Cell[]>;
};

let bust = 0;
const searchUrl = (site: string, q: string, queryLang: 'id' | 'en' | null) =>
  `${site}/search?q=${encodeURIComponent(q)}${queryLang ? `&lang=${queryLang}` : ''}&_bench=${Date.now().toString(36)}-${bust++}`;

/** `count` requests with `concurrency` in flight, stopped early after `seconds`. */
async function measure(
  site: string,
  q: string,
  queryLang: 'id' | 'en' | null,
  concurrency: number,
  count: number,
  seconds: number,
): Promise<Cell> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (issued < count && performance.now() < deadline) {
      issued++;
      try {
        const res = await timedGet(agent, searchUrl(site, q, queryLang));
        if (res.status !== 200) errors++;
        latencies.push(res.ms);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    n: latencies.length,
    errors,
  };
}

/** The plan and duration of the statement inside search_articles, as auto_explain reports it (median of 3). */
async function explain(
  dbUrl: string,
  q: string,
  queryLang: 'id' | 'en' | null,
): Promise<{ dbMs: number; plan: string; full: string }> {
  if (!q.trim()) return { dbMs: Number.NaN, plan: 'no database request', full: '' };
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const notices: string[] = [];
  client.on('notice', (n) => notices.push(n.message ?? ''));
  try {
    await client.query("load 'auto_explain'");
    await client.query("set auto_explain.log_level = 'notice'");
    await client.query('set auto_explain.log_min_duration = 0');
    await client.query('set auto_explain.log_nested_statements = on');
    await client.query('set auto_explain.log_analyze = on');
    await client.query('set auto_explain.log_buffers = on');
    const durations: number[] = [];
    let full = '';
    for (let i = 0; i < 3; i++) {
      notices.length = 0;
      await client.query('select * from public.search_articles($1, $2)', [q, queryLang]);
      const inner = notices.find((n) => /Query Text:[\s\S]*from public\.articles/.test(n));
      if (!inner) return { dbMs: Number.NaN, plan: 'returns early (no statement)', full: notices.join('\n') };
      durations.push(Number(/duration: ([\d.]+) ms/.exec(inner)?.[1] ?? Number.NaN));
      full = inner;
    }
    return { dbMs: median(durations), plan: summarizePlan(full), full };
  } finally {
    await client.end();
  }
}

/** The plan's nodes, outermost first, e.g. "Limit → Index Scan (articles_lang_published)". */
function summarizePlan(plan: string): string {
  const nodes: string[] = [];
  for (const line of plan.split('\n')) {
    const match = /^\s*(?:->\s+)?([A-Z][A-Za-z ]*?)(?: using (\S+))?(?: on (\S+)(?: \w+)?)?\s+\(cost=/.exec(line);
    if (!match?.[1]) continue;
    // "Index Scan using <index> on <table>", but "Bitmap Index Scan on <index>".
    const index = match[2] ?? (match[1].endsWith('Bitmap Index Scan') ? match[3] : undefined);
    nodes.push(index ? `${match[1]} (${index})` : match[1]);
  }
  return nodes.join(' → ') || 'unknown';
}

async function hitsOf(site: string, q: string, queryLang: 'id' | 'en' | null): Promise<number> {
  const agent = new http.Agent({ keepAlive: false });
  const res = await timedGet(agent, searchUrl(site, q, queryLang));
  agent.destroy();
  if (res.status !== 200) return -1;
  return (JSON.parse(res.body) as { results: unknown[] }).results.length;
}

async function benchDataset(server: RunningServer, queries: Query[]): Promise<QueryResult[]> {
  const site = server.siteUrl;
  if (!site) throw new Error('the bench server has no site');
  const results: QueryResult[] = [];
  for (const query of queries) {
    const { q, kind } = query;
    const queryLang = query.lang === undefined ? lang : query.lang;
    const { dbMs, plan, full } = await explain(server.dbUrl, q, queryLang);
    mkdirSync(outDir, { recursive: true });
    const planFile = `plan-${server.dataset}-${queryLang ?? 'all'}-${Buffer.from(q).toString('hex') || 'blank'}.txt`;
    writeFileSync(join(outDir, planFile), `${q} (lang ${queryLang})\n\n${full}\n`);
    // Warm-up: JIT in workerd, PostgREST's schema cache, Postgres' buffers for this query's pages.
    for (let i = 0; i < 5; i++) await hitsOf(site, q, queryLang);
    const hits = await hitsOf(site, q, queryLang);
    results.push({ q, kind, lang: queryLang, hits, dbMs, plan, runs: { 1: [], 10: [] } });
  }
  // Runs are interleaved (run 1 of every query, then run 2…) so a noisy minute spreads over all queries.
  for (let run = 1; run <= runs; run++) {
    for (const concurrency of CONCURRENCIES) {
      for (const result of results) {
        const cell = await measure(site, result.q, result.lang, concurrency, requestsFor[concurrency], secondsPerCell);
        result.runs[concurrency]?.push(cell);
        sampleLoad();
        log(
          `${server.dataset} run ${run} c=${concurrency} ${JSON.stringify(result.q)}: p50 ${fmt(cell.p50)} p95 ${fmt(cell.p95)} p99 ${fmt(cell.p99)} ms (n=${cell.n}, errors=${cell.errors})`,
        );
      }
    }
  }
  return results;
}

const med = (cells: Cell[], key: 'p50' | 'p95' | 'p99') => median(cells.map((c) => c[key]));

function report(dataset: Dataset, results: QueryResult[], withTarget: boolean): string {
  const header = [
    'query',
    'kind',
    'hits',
    'c=1 p50',
    'c=1 p95',
    'c=1 p99',
    'c=10 p50',
    'c=10 p95',
    'c=10 p99',
    'errors',
    'DB ms',
    'plan inside search_articles',
  ];
  if (withTarget) header.splice(9, 0, 'p95 ≤ 25 ms (c=1)');
  const rows = results.map((r) => {
    const c1 = r.runs[1] ?? [];
    const c10 = r.runs[10] ?? [];
    const errors = [...c1, ...c10].reduce((sum, c) => sum + c.errors, 0);
    const row: (string | number)[] = [
      r.q ? `\`${r.q}\`` : '(blank)',
      r.kind,
      r.hits,
      fmt(med(c1, 'p50')),
      fmt(med(c1, 'p95')),
      fmt(med(c1, 'p99')),
      fmt(med(c10, 'p50')),
      fmt(med(c10, 'p95')),
      fmt(med(c10, 'p99')),
      errors,
      fmt(r.dbMs, 2),
      r.plan,
    ];
    if (withTarget) row.splice(9, 0, med(c1, 'p95') <= TARGET_P95_MS ? 'yes' : '**no**');
    return row;
  });
  return `#### ${dataset}: ${DATASETS[dataset].toLocaleString('en')} bulk articles + seed\n\n${table(header, rows)}`;
}

pinSelfToClientCpus();
ensureBuild(values['no-build'] ?? false);
const info = machine();
const sections: string[] = [];
const raw: Record<string, unknown> = { machine: info, lang, runs, requestsFor, secondsPerCell };
for (const name of datasets as Dataset[]) {
  await prepareDataset(name);
  await withServer(name, { edgeCache: 'off' }, async (server) => {
    const count = QUERIES.length + LANGLESS_QUERIES.length + SHORT_QUERIES.length;
    log(`dataset ${name}: measuring up to ${count} queries × ${runs} runs (sets: ${[...sets].join(', ')})`);
    const long = sets.has('long') ? await benchDataset(server, QUERIES) : [];
    const langless = sets.has('langless') ? await benchDataset(server, LANGLESS_QUERIES) : [];
    const short = sets.has('short') ? await benchDataset(server, SHORT_QUERIES) : [];
    raw[name] = { long, langless, short };
    const before = sections.length;
    if (long.length) sections.push(report(name, long, true));
    if (langless.length) {
      sections.push(`Without \`lang\` (both languages) on ${name}:`);
      sections.push(report(name, langless, true).replace(/^#### .*\n\n/, ''));
    }
    if (short.length) {
      sections.push(`1–2 character queries on ${name} (not held to the target):`);
      sections.push(report(name, short, false).replace(/^#### .*\n\n/, ''));
    }
    // Each dataset's tables as soon as it is done, so an interrupted run keeps what it measured.
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      join(outDir, `search-${name}-${info.date}-${info.commit}.md`),
      `${sections.slice(before).join('\n\n')}\n`,
    );
  });
}
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `search-${info.date}-${info.commit}.json`);
writeFileSync(file, JSON.stringify(raw, null, 2));
console.log(`### Search: /search?q=…&lang=${lang}, EDGE_CACHE=off, cache-busting parameter, ms end to end\n`);
console.log(
  `${machineLine(info)} · ${loadSummary()} · medians of ${runs} runs · raw: ${file.replace(`${outDir}/`, 'bench/out/')}\n`,
);
console.log(sections.join('\n\n'));
