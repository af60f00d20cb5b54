import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_RESET_TEST_PORTS } from '../../tests/setup/ports.ts';
import { startPostgres, withClient } from '../backend/postgres.ts';
import { SetupError } from '../backend/setup-error.ts';
import { deleteDevDatabase } from './local-dev-backend.ts';

const { running: runningDbPort, ...movedPorts } = DB_RESET_TEST_PORTS;

const root = await mkdtemp(join(tmpdir(), 'newstax-db-reset-'));
await chmod(root, 0o755);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('db:reset', { timeout: 60_000 }, () => {
  it('refuses while a Postgres runs on the data folder, whatever ports are set, and deletes it once stopped', async () => {
    const dataDir = join(root, 'db');
    const postgres = await startPostgres({ dataDir, port: runningDbPort, log: () => {} });
    try {
      const reset = deleteDevDatabase({ dataDir, ports: movedPorts });
      await expect(reset).rejects.toThrow(SetupError);
      await expect(reset).rejects.toThrow(
        /^Postgres \(pid \d+\) is running on .*db\. Stop `npm run dev` and `npm run preview` \(preview reuses the same backend\) with Ctrl-C, then run `npm run db:reset` again\.$/,
      );
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      const answer = await withClient(postgres.url(), (client) => client.query('select count(*) from pg_class'));
      expect(answer.rows).toHaveLength(1);
    } finally {
      await postgres.stop();
    }
    await deleteDevDatabase({ dataDir, ports: movedPorts });
    expect(existsSync(dataDir)).toBe(false);
  });

  it('never touches the data when .dev.vars names a hosted project', async () => {
    const dataDir = join(root, 'hosted');
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
    await expect(
      deleteDevDatabase({ dataDir, ports: movedPorts, supabaseUrl: 'https://abcd.supabase.co' }),
    ).rejects.toThrow('.dev.vars points at https://abcd.supabase.co; db:reset only ever resets the local database.');
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });
});
