// `node bench/throughput.ts [--dataset 1m] [--duration 10] [--runs 3] [--connections 10] [--modes off,on] [--no-build]`
//
// Requests per second, p50 and p99 (autocannon) for an article page, a listing, the home page, the search API
// and two static files (the ceiling: served by workerd's asset server, never by the Function), first with
// EDGE_CACHE=off (cold: every request renders and queries the database) and then EDGE_CACHE=on (warm: the
// Worker's Cache API layer answers repeats). Server on BENCH_SERVER_CPUS (default 0), autocannon in this
// process on BENCH_CLIENT_CPUS (default 1). Prints one markdown table.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type Dataset, isDataset } from '../scripts/bench-server.ts';
import {
  ensureBuild,
  fmt,
  loadSummary,
  log,
  machine,
  machineLine,
  median,
  outDir,
  pinSelfToClientCpus,
  prepareDataset,
  projectRoot,
  sampleLoad,
  table,
  withServer,
} from './lib.ts';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: '1m' },
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    modes: { type: 'string', default: 'off,on' },
    'no-build': { type: 'boolean', default: false },
  },
});
const dataset = values.dataset ?? '1m';
if (!isDataset(dataset)) throw new Error(`unknown dataset ${dataset}`);
const duration = Number(values.duration);
const runs = Number(values.runs);
const connections = Number(values.connections);
const modes = (values.modes ?? 'off,on').split(',') as ('on' | 'off')[];
const TARGET_RATIO = 0.7;

const entryClient = readdirSync(join(projectRoot, 'build', 'client', 'assets')).find((f) =>
  /^entry\.client-.*\.js$/.test(f),
);
export const TARGETS = [
  { name: 'static: /favicon.png (ceiling)', path: '/favicon.png', kind: 'static' },
  { name: 'static: entry.client JS', path: `/assets/${entryClient}`, kind: 'static' },
  { name: 'home', path: '/id', kind: 'html' },
  { name: 'listing', path: '/id/pph', kind: 'html' },
  { name: 'article', path: '/id/berita/dirjen-pajak-coretax-tidak-ditarik-mundur', kind: 'html' },
  { name: 'search API', path: '/search?q=pajak', kind: 'json' },
] as const;

type Sample = { rps: number; p50: number; p99: number; errors: number; total: number };

async function run(url: string, seconds: number): Promise<Sample> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 10 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

pinSelfToClientCpus();
ensureBuild(values['no-build'] ?? false);
const info = machine();
await prepareDataset(dataset as Dataset);
const rows: (string | number)[][] = [];
const raw: Record<string, unknown> = { machine: info, dataset, duration, runs, connections };
for (const mode of modes) {
  await withServer(dataset as Dataset, { edgeCache: mode }, async (server) => {
    const site = server.siteUrl;
    if (!site) throw new Error('the bench server has no site');
    const samples = new Map<string, Sample[]>(TARGETS.map((t) => [t.name, []]));
    const headers: Record<string, Record<string, string>> = {};
    for (const target of TARGETS) {
      const response = await fetch(`${site}${target.path}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${target.path} answered ${response.status}`);
      headers[target.name] = Object.fromEntries(
        [...response.headers].filter(([name]) => /cache|age|^cf-|^x-/.test(name)),
      );
      // Warm-up: JIT, connection pools, Postgres buffers and (when on) the edge cache's first fill.
      await run(`${site}${target.path}`, 2);
    }
    for (let i = 1; i <= runs; i++) {
      for (const target of TARGETS) {
        const sample = await run(`${site}${target.path}`, duration);
        if (sample.total === 0) {
          // Every request failed: the server is gone (killed or crashed); a table of zeros would mislead.
          throw new Error(
            `no request to ${target.path} succeeded (EDGE_CACHE=${mode}, run ${i}); is the server still up?`,
          );
        }
        samples.get(target.name)?.push(sample);
        sampleLoad();
        log(
          `EDGE_CACHE=${mode} run ${i} ${target.name}: ${fmt(sample.rps, 0)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms, errors ${sample.errors}`,
        );
      }
    }
    const ceiling = median((samples.get(TARGETS[0].name) ?? []).map((s) => s.rps));
    for (const target of TARGETS) {
      const list = samples.get(target.name) ?? [];
      const rps = median(list.map((s) => s.rps));
      const ratio = rps / ceiling;
      const meets = target.kind === 'static' ? '–' : mode === 'on' ? (ratio >= TARGET_RATIO ? 'yes' : '**no**') : '–';
      rows.push([
        `EDGE_CACHE=${mode}`,
        target.name,
        `\`${target.path}\``,
        fmt(rps, 0),
        fmt(median(list.map((s) => s.p50)), 0),
        fmt(median(list.map((s) => s.p99)), 0),
        list.reduce((sum, s) => sum + s.errors, 0),
        fmt(ratio, 2),
        meets,
      ]);
    }
    raw[mode] = { samples: Object.fromEntries(samples), headers };
  });
}
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `throughput-${info.date}-${info.commit}.json`);
writeFileSync(file, JSON.stringify(raw, null, 2));
console.log(
  `### Throughput: autocannon, ${connections} connections, ${duration} s × ${runs} runs (medians), dataset ${dataset}\n`,
);
console.log(`${machineLine(info)} · ${loadSummary()} · raw: ${file.replace(`${outDir}/`, 'bench/out/')}\n`);
console.log(
  table(['mode', 'target', 'path', 'req/s', 'p50 ms', 'p99 ms', 'errors', '÷ static ceiling', 'warm HTML ≥ 0.7'], rows),
);
