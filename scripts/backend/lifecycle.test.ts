import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIFECYCLE_BACKEND_PORTS as ports } from '../../tests/setup/ports.ts';
import { findRunningBackend, startLocalBackend } from './index.ts';
import { newJwtSecret } from './keys.ts';
import { assertPortsFree } from './ports.ts';
import { SetupError } from './setup-error.ts';

const root = await mkdtemp(join(tmpdir(), 'newstax-lifecycle-'));
await chmod(root, 0o755);
const dataDir = join(root, 'db');
const jwtSecret = newJwtSecret();
afterAll(() => rm(root, { recursive: true, force: true }));

const categories = async (url: string, key: string) =>
  (await fetch(`${url}/rest/v1/categories?select=slug`, { headers: { apikey: key, authorization: `Bearer ${key}` } }))
    .status;

describe('the local backend', { timeout: 60_000 }, () => {
  it('creates, migrates and seeds on first start, keeps the data on the next, and stops everything', async () => {
    const first = await startLocalBackend({ dataDir, ports, jwtSecret });
    expect([first.created, first.seeded]).toEqual([true, true]);
    expect(await categories(first.supabaseUrl, first.anonKey)).toBe(200);
    await first.stop();
    await expect(fetch(first.supabaseUrl)).rejects.toThrow();
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);

    const second = await startLocalBackend({ dataDir, ports, jwtSecret });
    expect([second.created, second.seeded]).toEqual([false, false]);
    await second.stop();
  });

  it('recognises a running backend as its own only for the same data folder and JWT secret', async () => {
    expect(await findRunningBackend({ dataDir, ports, jwtSecret })).toBeNull();
    const backend = await startLocalBackend({ dataDir, ports, jwtSecret });
    try {
      const running = await findRunningBackend({ dataDir, ports, jwtSecret });
      expect(running).toMatchObject({ supabaseUrl: backend.supabaseUrl, dbUrl: backend.dbUrl });
      expect(await categories(backend.supabaseUrl, running?.anonKey ?? '')).toBe(200);
      // Another checkout's backend on the same ports: a different secret, or a different database.
      expect(await findRunningBackend({ dataDir, ports, jwtSecret: newJwtSecret() })).toBeNull();
      expect(await findRunningBackend({ dataDir: root, ports, jwtSecret })).toBeNull();
    } finally {
      await backend.stop();
    }
  });

  it('recovers from a stale postmaster.pid whose pid now belongs to another process, and spares it', async () => {
    // Postgres alone would refuse to start here ("lock file already exists"): the pid is alive.
    const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
    const pidFile = join(dataDir, 'postmaster.pid');
    await writeFile(pidFile, `${bystander.pid}\n${dataDir}\n1700000000\n${ports.db}\n\n127.0.0.1\n0 0\nready\n`);
    try {
      const backend = await startLocalBackend({ dataDir, ports, jwtSecret });
      try {
        expect(await categories(backend.supabaseUrl, backend.anonKey)).toBe(200);
        expect(Number((await readFile(pidFile, 'utf8')).split('\n')[0])).not.toBe(bystander.pid);
      } finally {
        await backend.stop();
      }
      expect(bystander.exitCode).toBeNull();
      expect(bystander.signalCode).toBeNull();
    } finally {
      bystander.kill();
    }
  });

  it('stops when Ctrl-C has already stopped Postgres, as a terminal does by signalling the whole group', async () => {
    const backend = await startLocalBackend({ dataDir, ports, jwtSecret });
    const pid = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 200 && isAlive(pid); i++) await sleep(50);
    expect(isAlive(pid)).toBe(false);
    const outcome = await Promise.race([backend.stop().then(() => 'stopped'), sleep(10_000).then(() => 'hung')]);
    expect(outcome).toBe('stopped');
    await assertPortsFree(
      Object.values(ports).map((port) => ({ port, what: 'a port of the stopped backend', envVar: '-' })),
    );
  });

  it('says why Postgres did not start, in its own words, and leaves no port taken', async () => {
    // Postgres may read its data folder but not create its lock file there.
    await chmod(dataDir, 0o500);
    try {
      await expect(startLocalBackend({ dataDir, ports, jwtSecret })).rejects.toThrow(
        /Postgres did not start on port \d+\. Its last words:\n(.*\n)*.*could not create lock file ".*postmaster\.pid": Permission denied/,
      );
    } finally {
      await chmod(dataDir, 0o700);
    }
    await assertPortsFree(
      Object.values(ports).map((port) => ({ port, what: 'a port of the backend that did not start', envVar: '-' })),
    );
  });

  it('refuses, in one line with the way out, a data folder another major version of Postgres made', async () => {
    const PG_VERSION = join(dataDir, 'PG_VERSION');
    const made = await readFile(PG_VERSION, 'utf8');
    await writeFile(PG_VERSION, '9\n');
    try {
      const started = startLocalBackend({ dataDir, ports, jwtSecret });
      await expect(started).rejects.toThrow(SetupError);
      await expect(started).rejects.toThrow(
        /^The database in .* was made by Postgres 9; this checkout runs Postgres \d+, .* Run `npm run db:reset`/,
      );
    } finally {
      await writeFile(PG_VERSION, made);
    }
  });

  it('names a taken port in one line, with the variable that moves it', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(ports.gateway, '127.0.0.1', resolve));
    try {
      await expect(startLocalBackend({ dataDir, ports, jwtSecret })).rejects.toThrow(
        `Port ${ports.gateway} (the Supabase API gateway) is already in use. Stop whatever holds it, or set NEWSTAX_API_PORT to another port.`,
      );
      // A caller whose ports move with other variables (the tests' offset, the benches' own) names its own.
      const offset = 'NEWSTAX_TEST_PORT_OFFSET';
      const portVariables = { db: offset, gateway: offset, postgrest: offset, postgrestAdmin: offset };
      await expect(startLocalBackend({ dataDir, ports, jwtSecret, portVariables })).rejects.toThrow(
        `Port ${ports.gateway} (the Supabase API gateway) is already in use. Stop whatever holds it, or set ${offset} to another port.`,
      );
      await expect(assertPortsFree([{ port: ports.gateway, what: 'x', envVar: 'Y' }])).rejects.toThrow(
        /^Port \d+ \(x\) is already in use\. Stop whatever holds it, or set Y to another port\.$/,
      );
    } finally {
      blocker.close();
    }
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
