import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';

/**
 * What a hosted Supabase project has before any migration runs: the API roles, the extensions schema,
 * and its default grants (every new table in public is granted to anon). Recreating those grants
 * locally is what makes the RLS tests meaningful: the migration has to lock tables down itself.
 */
export function supabaseBaseline(authenticatorPassword: string): string {
  return `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator login noinherit; end if;
end
$$;
alter role authenticator with password ${quoteLiteral(authenticatorPassword)};
grant anon, authenticated, service_role to authenticator;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
create schema if not exists extensions;
grant usage on schema public, extensions to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
create schema if not exists newstax_local;
create table if not exists newstax_local.seed_applied (
  id boolean primary key default true check (id),
  applied_at timestamptz not null default now()
);
`;
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Applies each supabase/migrations/*.sql not yet recorded, in name order, each in its own transaction. */
export async function migrate(client: pg.Client, migrationsDir: string, log: (line: string) => void) {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const { rows } = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || applied.has(version)) continue;
    log(`applying migration ${file}`);
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    await inTransaction(client, async () => {
      await client.query(sql);
      await client.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ]);
    });
  }
  // PostgREST caches the schema; tell a running one to reload it.
  await client.query("notify pgrst, 'reload schema'");
}

/** Runs supabase/seed.sql and supabase/seed/*.sql once per database, the same files the Supabase CLI seeds from. */
export async function seedOnce(client: pg.Client, supabaseDir: string, log: (line: string) => void) {
  const { rowCount } = await client.query('select 1 from newstax_local.seed_applied');
  if (rowCount) return false;
  log('seeding the sample content');
  const extra = (await readdir(join(supabaseDir, 'seed')).catch(() => [])).filter((f) => f.endsWith('.sql')).sort();
  const files = [join(supabaseDir, 'seed.sql'), ...extra.map((f) => join(supabaseDir, 'seed', f))];
  await inTransaction(client, async () => {
    for (const file of files) await client.query(await readFile(file, 'utf8'));
    await client.query('insert into newstax_local.seed_applied default values');
  });
  return true;
}

async function inTransaction(client: pg.Client, work: () => Promise<void>) {
  await client.query('begin');
  try {
    await work();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
