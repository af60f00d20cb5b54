// Shared helpers for the benchmarks: machine facts, CPU pinning, starting scripts/bench-server.ts, timing
// HTTP requests, percentiles and markdown tables. Nothing here is imported by the app or the tests.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchReady, type Dataset, isDataset } from '../scripts/bench-server.ts';

export const projectRoot = fileURLToPath(new URL('../', import.meta.url));
export const outDir = join(projectRoot, 'bench', 'out');

export const log = (line: string) => console.error(`[bench] ${line}`);

/** A `--datasets 10k,1m` value: the datasets it names, each one scripts/bench-server.ts can serve. */
export function datasetList(value: string | undefined): Dataset[] {
  const names = (value ?? '').split(',').filter(Boolean);
  return names.map((name) => {
    if (!isDataset(name)) throw new Error(`unknown dataset ${name}`);
    return name;
  });
}

// CPU pinning ---------------------------------------------------------------------------------------------

const hasTaskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
/** Cores for the server side (workerd, PostgREST, Postgres, the gateway) and for the load generator. */
export const SERVER_CPUS = process.env.BENCH_SERVER_CPUS ?? '0';
export const CLIENT_CPUS = process.env.BENCH_CLIENT_CPUS ?? '1';
export const pinning = hasTaskset
  ? `server (workerd, PostgREST, Postgres, gateway) on CPU ${SERVER_CPUS}, load generator on CPU ${CLIENT_CPUS}`
  : 'not pinned (no taskset)';

/**
 * Cores for the browser benchmarks (Chromium, and Lighthouse driving it): every core unless BENCH_BROWSER_CPUS
 * names others. Lighthouse asks for at least two dedicated cores (its docs/variability.md, "Run on adequate
 * hardware"). Confined to one core, Chromium's renderer shared it with the browser process, the compositor, V8's
 * helper threads and Lighthouse itself, and every task came out longer before Lighthouse multiplied it by its CPU
 * slowdown: the page without scripts measured up to 248 ms of blocking time (docs/decisions/0030).
 */
export const BROWSER_CPUS = process.env.BENCH_BROWSER_CPUS ?? `0-${cpus().length - 1}`;
export const browserPinning = hasTaskset
  ? `server (workerd, PostgREST, Postgres, gateway) on CPU ${SERVER_CPUS}, browser on CPUs ${BROWSER_CPUS}`
  : 'not pinned (no taskset)';

/** Moves every thread of this process (and what it starts later) to the given cores, when taskset exists. */
function pinSelfTo(cpuList: string): void {
  if (!hasTaskset) return;
  execFileSync('taskset', ['-a', '-p', '-c', cpuList, String(process.pid)], { stdio: 'ignore' });
}

/** This process, and the browser it starts, on the browser cores. */
export const pinSelfToBrowserCpus = () => pinSelfTo(BROWSER_CPUS);

/** This process on the client cores. */
export const pinSelfToClientCpus = () => pinSelfTo(CLIENT_CPUS);

/** Prefixes a command with taskset for the given cores, when taskset exists. */
export function pinned(cpuList: string, command: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', cpuList, command, ...args]] : [command, args];
}

// Machine and commit --------------------------------------------------------------------------------------

export type Machine = { date: string; machine: string; node: string; commit: string };

export function machine(): Machine {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  const model = cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} cores (${model}), ${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    commit: `${git('rev-parse', '--short', 'HEAD')}${dirty ? '-dirty' : ''}`,
  };
}

export function machineLine(m: Machine = machine(), cores: string = pinning): string {
  return `${m.date} · ${m.machine} · Node ${m.node} · commit ${m.commit} · ${edgeCacheState()} · ${cores}`;
}

/** Whether the Pages Function at this commit reads EDGE_CACHE, i.e. whether "warm" can differ from "cold". */
export function edgeCacheState(): string {
  // The Function delegates to app/edge/ (handler.server.ts reads EDGE_CACHE); look in both.
  const edge = join(projectRoot, 'app', 'edge', 'handler.server.ts');
  if (existsSync(edge) && readFileSync(edge, 'utf8').includes('EDGE_CACHE'))
    return 'edge cache in app/edge (EDGE_CACHE read)';
  const dir = join(projectRoot, 'functions');
  const files = existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
  const reads = files.some((f) => /\.[mc]?[jt]s$/.test(f) && readFileSync(join(dir, f), 'utf8').includes('EDGE_CACHE'));
  return reads ? 'edge cache in functions/ (EDGE_CACHE read)' : 'no edge cache yet (functions/ ignores EDGE_CACHE)';
}

/**
 * The 1-minute load average, sampled during a benchmark: this machine is shared, and other work running beside
 * a benchmark shows here. 2 means both cores busy.
 */
const loadSamples: number[] = [];
export function sampleLoad(): void {
  loadSamples.push(loadavg()[0] ?? Number.NaN);
}
export function loadSummary(): string {
  if (loadSamples.length === 0) return 'load not sampled';
  const sorted = [...loadSamples].sort((a, b) => a - b);
  return `1-min load average during the run: median ${median(sorted).toFixed(1)} (${sorted[0]?.toFixed(1)}–${sorted.at(-1)?.toFixed(1)})`;
}

// Build ---------------------------------------------------------------------------------------------------

/** Builds the production site unless --no-build was given (then a build must already exist). */
export function ensureBuild(skip: boolean): void {
  if (skip) {
    if (!existsSync(join(projectRoot, 'build', 'server', 'index.js'))) {
      throw new Error('--no-build given but there is no build: run `npx remix vite:build`.');
    }
    return;
  }
  log('building the site (npx remix vite:build)…');
  const build = spawnSync(join(projectRoot, 'node_modules', '.bin', 'remix'), ['vite:build'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`the build failed (${build.status})`);
}

// The bench server ----------------------------------------------------------------------------------------

export type RunningServer = BenchReady & { stop: () => Promise<void> };

function runBenchServer(args: string[], cpuList: string | null): ChildProcess {
  const node = process.execPath;
  const script = join(projectRoot, 'scripts', 'bench-server.ts');
  const [command, argv] = cpuList ? pinned(cpuList, node, [script, ...args]) : [node, [script, ...args]];
  return spawn(command, argv, {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
}

/** Creates and seeds a dataset if it is not there yet (unpinned: seeding is not measured). */
export async function prepareDataset(dataset: Dataset): Promise<void> {
  const child = runBenchServer(['--dataset', dataset, '--prepare'], null);
  child.stdout?.resume();
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`preparing dataset ${dataset} failed (${code})`);
}

/** Starts scripts/bench-server.ts pinned to the server cores and waits for its BENCH_READY line. */
export async function startServer(
  dataset: Dataset,
  opts: { edgeCache: 'on' | 'off'; site?: boolean },
): Promise<RunningServer> {
  const args = ['--dataset', dataset, '--edge-cache', opts.edgeCache];
  if (opts.site === false) args.push('--no-site');
  const child = runBenchServer(args, SERVER_CPUS);
  const ready = await new Promise<BenchReady>((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error('bench server not ready after 180 s')), 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n').find((l) => l.startsWith('BENCH_READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('BENCH_READY '.length)) as BenchReady);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench server exited (${code}) before it was ready`));
    });
  });
  child.stdout?.resume();
  // The server is a process group leader (detached): signal the group, so Postgres, PostgREST, wrangler and
  // workerd all get it, then wait until none of them is left (SIGKILL after 20 s).
  const pgid = child.pid;
  const groupAlive = () => {
    try {
      if (pgid !== undefined) process.kill(-pgid, 0);
      return pgid !== undefined;
    } catch {
      return false;
    }
  };
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (pgid !== undefined) process.kill(-pgid, signal);
    } catch {
      // gone
    }
  };
  const stop = async () => {
    signalGroup('SIGTERM');
    const deadline = Date.now() + 20_000;
    while (groupAlive() && Date.now() < deadline) await sleep(100);
    if (groupAlive()) {
      log('bench server did not stop in 20 s; killing it');
      signalGroup('SIGKILL');
      while (groupAlive()) await sleep(100);
    }
  };
  return { ...ready, stop };
}

/** Runs `work` with a started server and always stops it, also on Ctrl-C. */
export async function withServer<T>(
  dataset: Dataset,
  opts: { edgeCache: 'on' | 'off'; site?: boolean },
  work: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(dataset, opts);
  const onSignal = () => {
    void server.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work(server);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await server.stop();
  }
}

// HTTP timing ---------------------------------------------------------------------------------------------

export type Timed = { status: number; ms: number; body: string };

/** One GET over a keep-alive agent; the time runs from the call to the last byte of the body. */
export function timedGet(agent: http.Agent, url: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
  });
}

// Statistics and tables -----------------------------------------------------------------------------------

/** Nearest-rank percentile of unsorted numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A copy of `items` in an order fixed by `seed`, so that runs differ from each other but not between commits. */
export function rngShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let a = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    const j = a % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
