// A throwaway database in the test cluster that stands where a hosted project stands when `supabase db push`
// meets it: every migration before the one under test applied, then whatever data the test puts in, then the
// migration itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { supabaseBaseline } from '../../../scripts/backend/database.ts';

const MIGRATIONS = 'supabase/migrations';

export type MigrationDatabase = {
  client: pg.Client;
  /** Runs one migration file in a transaction, as `supabase db push` does. */
  apply: (file: string) => Promise<void>;
  drop: () => Promise<void>;
};

/** A new database named `name` (dropped first if a crashed run left it) with every migration before `migration`. */
export async function databaseBefore(name: string, migration: string): Promise<MigrationDatabase> {
  const dbUrl = inject('backend').dbUrl;
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
    drop: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}
