// `node bench/search-cpu.ts [--dataset 10k] [--rounds 2] [--no-build]`
//
// Where a search's CPU goes on the server's core: for every process of the bench server (the stand-in gateway
// inside bench-server's own process, PostgREST, Postgres and its backends, wrangler, esbuild, workerd), the CPU
// time (user + system, from /proc) it spends per request, for the floor (a blank query, answered without the
// database) and for the benchmark's texts of 3+ characters, one request at a time; and its share of the core
// while nothing is asked. All of it shares one core (BENCH_SERVER_CPUS), so what one process spends, a request
// waits for.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { isDataset } from '../scripts/bench-server.ts';
import {
  ensureBuild,
  fmt,
  log,
  machineLine,
  pinSelfToClientCpus,
  prepareDataset,
  sleep,
  table,
  timedGet,
  withServer,
} from './lib.ts';
import { buildQuerySets, type SetQuery } from './search-queries.ts';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: '10k' },
    rounds: { type: 'string', default: '2' },
    'no-build': { type: 'boolean', default: false },
  },
});
const dataset = values.dataset ?? '';
if (!isDataset(dataset)) throw new Error(`unknown dataset ${dataset}`);
const rounds = Number(values.rounds);
const TICKS_PER_MS = 100 / 1000; // USER_HZ

type Proc = { pid: number; ppid: number; cpuTicks: number; label: string };

function label(command: string): string {
  if (command.includes('bench-server.ts')) return 'bench-server (the gateway)';
  if (command.includes('wrangler-dist/cli.js')) return 'wrangler (Node)';
  if (command.includes('.bin/wrangler')) return 'wrangler launcher (Node)';
  if (command.includes('esbuild')) return 'esbuild (wrangler’s bundler, watching)';
  if (command.includes('workerd')) return 'workerd';
  if (command.includes('postgrest')) return 'PostgREST';
  if (command.includes('postgres')) return 'Postgres (all processes)';
  return command.split(/\s/)[0] ?? command;
}

function processes(): Proc[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return [
          {
            pid: Number(name),
            ppid: Number(fields[1]),
            cpuTicks: Number(fields[11]) + Number(fields[12]),
            label: label(command),
          },
        ];
      } catch {
        return [];
      }
    });
}

/** CPU ticks per label of the server's process tree (Postgres' backends leave its process group, not its tree). */
function cpuByLabel(root: number): Map<string, number> {
  const all = processes();
  const tree = new Set([root]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const proc of all) {
      if (!tree.has(proc.pid) && tree.has(proc.ppid)) {
        tree.add(proc.pid);
        grown = true;
      }
    }
  }
  const out = new Map<string, number>();
  for (const proc of all) if (tree.has(proc.pid)) out.set(proc.label, (out.get(proc.label) ?? 0) + proc.cpuTicks);
  return out;
}

const delta = (before: Map<string, number>, after: Map<string, number>) =>
  new Map([...after].map(([name, ticks]) => [name, ticks - (before.get(name) ?? 0)]));

pinSelfToClientCpus();
ensureBuild(values['no-build'] ?? false);
await prepareDataset(dataset);
await withServer(dataset, { edgeCache: 'off' }, async (server) => {
  const site = server.siteUrl;
  if (!site) throw new Error('the bench server has no site');
  const client = new pg.Client({ connectionString: server.dbUrl });
  await client.connect();
  const texts = (await buildQuerySets(client)).filter((query) => query.set !== 'short');
  await client.end();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let bust = 0;
  const url = (query: SetQuery) =>
    `${site}/search?q=${encodeURIComponent(query.q)}${query.lang ? `&lang=${query.lang}` : ''}&_cpu=${bust++}`;
  const floor: SetQuery = { set: 'named', q: '', lang: 'id' };
  const ask = async (queries: SetQuery[]) => {
    const before = cpuByLabel(server.pid);
    for (const query of queries) await timedGet(agent, url(query));
    return delta(before, cpuByLabel(server.pid));
  };
  log(`${dataset}: warm-up`);
  await ask(texts);
  const sum = (into: Map<string, number>, from: Map<string, number>) => {
    for (const [name, ticks] of from) into.set(name, (into.get(name) ?? 0) + ticks);
  };
  const [idle, floorCpu, searchCpu] = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
  const idleSeconds = 10;
  for (let round = 1; round <= rounds; round++) {
    const before = cpuByLabel(server.pid);
    await sleep(idleSeconds * 1000);
    sum(idle, delta(before, cpuByLabel(server.pid)));
    sum(floorCpu, await ask(texts.map(() => floor)));
    sum(searchCpu, await ask(texts));
    log(`${dataset}: round ${round} of ${rounds} done`);
  }
  agent.destroy();
  const requests = texts.length * rounds;
  const perRequest = (ticks = 0) => ticks / TICKS_PER_MS / requests;
  const rows = [...searchCpu.keys()]
    .sort()
    .map((name) => [
      name,
      fmt((100 * (idle.get(name) ?? 0)) / TICKS_PER_MS / (idleSeconds * 1000 * rounds), 1),
      fmt(perRequest(floorCpu.get(name)), 2),
      fmt(perRequest(searchCpu.get(name)), 2),
      fmt(perRequest(searchCpu.get(name)) - perRequest(floorCpu.get(name)), 2),
    ]);
  console.log(`### Search: CPU per request on the server's core (${dataset})\n`);
  console.log(
    `${machineLine()} · ${texts.length} texts of 3+ characters × ${rounds} rounds, and as many floor requests\n`,
  );
  console.log(
    table(['process', 'idle, % of a core', 'floor, CPU ms/request', 'search, CPU ms/request', 'search − floor'], rows),
  );
});
