import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ApiPorts, type BackendPorts, type LocalBackend, startLocalBackend } from '../../scripts/backend/index.ts';
import { newJwtSecret } from '../../scripts/backend/keys.ts';

const OFFSET_VAR = 'NEWSTAX_TEST_PORT_OFFSET';

/**
 * A throwaway local backend for one test run: its own data folder under the OS temp dir, its own ports and
 * JWT secret, the seed and tests/fixtures loaded. Tests never touch the dev database. `copies` adds databases
 * made from that one, each with its own API (a vitest worker each). A failed start removes the folder and says why.
 */
export async function startTestBackend(
  ports: BackendPorts,
  copies: { database: string; ports: ApiPorts }[] = [],
): Promise<LocalBackend & { dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'newstax-test-'));
  let backend: LocalBackend;
  try {
    await chmod(dataDir, 0o755);
    backend = await startLocalBackend({
      dataDir: join(dataDir, 'db'),
      ports,
      jwtSecret: newJwtSecret(),
      prepare: loadFixtures,
      copies,
      // Every test port moves with the offset, never with dev's variables.
      portVariables: { db: OFFSET_VAR, gateway: OFFSET_VAR, postgrest: OFFSET_VAR, postgrestAdmin: OFFSET_VAR },
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The test backend (Postgres on port ${ports.db}) did not start: ${reason}`, { cause: error });
  }
  return {
    ...backend,
    dataDir,
    stop: async () => {
      await backend.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const FIXTURES = new URL('../fixtures/', import.meta.url);

/**
 * Rows only tests need (titles built to trip escaping and wildcards), after the seed, in file-name order.
 * The seed stays sample news a reader could meet; `npm run dev` never loads these.
 */
async function loadFixtures(dbUrl: string) {
  const files = (await readdir(FIXTURES)).filter((name) => name.endsWith('.sql')).sort();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    for (const file of files) await client.query(await readFile(new URL(file, FIXTURES), 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The test fixtures (tests/fixtures) did not load: ${reason}`, { cause: error });
  } finally {
    await client.end();
  }
}

export type BackendInfo = Pick<LocalBackend, 'supabaseUrl' | 'anonKey' | 'serviceRoleKey' | 'dbUrl' | 'jwtSecret'>;

export function backendInfo(backend: LocalBackend): BackendInfo {
  const { supabaseUrl, anonKey, serviceRoleKey, dbUrl, jwtSecret } = backend;
  return { supabaseUrl, anonKey, serviceRoleKey, dbUrl, jwtSecret };
}
