// A throwaway database in the test cluster that stands where a hosted project stands when `supabase db push`
// meets it: every migration before the one under test applied, then whatever data the test puts in, then the
// migration itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { supabaseBaseline } from '../../../scripts/backend/database.ts';
import { testBackend } from '../../setup/backend.ts';

const MIGRATIONS = 'supabase/migrations';

export type MigrationDatabase = {
  client: pg.Client;
  /** Runs one migration file in a transaction, as `supabase db push` does. */
  apply: (file: string) => Promise<void>;
  /** Runs every migration after `file`, as the next `supabase db push` brings the database up to date. */
  applyAfter: (file: string) => Promise<void>;
  drop: () => Promise<void>;
};

/** A new database named `name` (dropped first if a crashed run left it) with every migration before `migration`. */
export async function databaseBefore(name: string, migration: string): Promise<MigrationDatabase> {
  const dbUrl = testBackend().dbUrl;
  const admin = new pg.Client({ connectionString: dbUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(dbUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  // Roles belong to the whole cluster and the test backend's PostgREST logs in as authenticator: its password
  // stays as it is. Everything else in the baseline is per database.
  const baseline = supabaseBaseline('unused')
    .split('\n')
    .filter((line) => !line.startsWith('alter role authenticator'))
    .join('\n');
  await client.query(baseline);
  const apply = async (file: string) => {
    await client.query('begin');
    await client.query(readFileSync(join(MIGRATIONS, file), 'utf8'));
    await client.query('commit');
  };
  const files = readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of files.filter((file) => file < migration)) await apply(file);
  return {
    client,
    apply,
    applyAfter: async (after: string) => {
      for (const file of files.filter((file) => file > after)) await apply(file);
    },
    drop: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

export type Scenario = 'seeded' | 'edited' | 'empty';

/**
 * The three databases a data migration is tested on, each just before `migration`: one holding the old seed,
 * one holding it as an editor changed it, and an empty one. Each one's state is read, then the migration runs
 * (or the migrations, in order, of one change split over several files); both maps fill in `beforeAll` and the
 * databases are dropped in `afterAll`.
 */
export function migratedScenarios<State>(
  prefix: string,
  migration: string | readonly string[],
  seedOld: (client: pg.Client, edited: boolean) => Promise<void>,
  state: (client: pg.Client) => Promise<State>,
): { databases: Partial<Record<Scenario, MigrationDatabase>>; before: Partial<Record<Scenario, State>> } {
  const databases: Partial<Record<Scenario, MigrationDatabase>> = {};
  const before: Partial<Record<Scenario, State>> = {};
  beforeAll(async () => {
    for (const name of ['seeded', 'edited', 'empty'] as const) {
      const files = typeof migration === 'string' ? [migration] : migration;
      const database = await databaseBefore(`${prefix}_${name}_${process.pid}`, files[0] ?? '');
      databases[name] = database;
      if (name !== 'empty') await seedOld(database.client, name === 'edited');
      before[name] = await state(database.client);
      for (const file of files) await database.apply(file);
    }
  }, 120_000);
  afterAll(async () => {
    for (const database of Object.values(databases)) await database?.drop();
  });
  return { databases, before };
}

/** What `read` finds in the test backend's own database, which the migrations and the seed built fresh. */
export async function inFreshSeed<T>(read: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testBackend().dbUrl });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
  }
}
