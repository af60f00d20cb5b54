import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REGISTER_ORDER } from '~/data/regulations.server';
import { REGULATION_KINDS } from '~/lib/regulations';
import { testBackend } from '../setup/backend.ts';

/**
 * The register reads its page in its own order from an index, whatever the filter and however large the register
 * grows: a walk that stops after the page, not a scan and a sort of the table. The bulk rows live in one
 * transaction, rolled back at the end, as in authors-plan.test.ts.
 */

const BULK_ROWS = 20_000;
let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: testBackend().dbUrl });
  await client.connect();
  await client.query('begin');
  // Keeps autovacuum's ANALYZE from overwriting the bulk's statistics until the rollback.
  await client.query('lock table public.regulations in share update exclusive mode');
  await client.query(
    `insert into public.regulations (slug, kind, number, year, designation)
     select 'plan-register-' || i, ($2::text[])[1 + i % array_length($2::text[], 1)], 10000 + i, 1945 + i % 150,
            'Peraturan ' || i
     from generate_series(1, $1::int) as i`,
    [BULK_ROWS, [...REGULATION_KINDS]],
  );
  await client.query('analyze public.regulations');
}, 60_000);

afterAll(async () => {
  if (!client) return;
  await client.query('rollback');
  await client.query('vacuum analyze public.regulations');
  await client.end();
});

/** The order listRegulations asks PostgREST for, as SQL. */
const orderBy = REGISTER_ORDER.map(([column, { ascending }]) => `r.${column} ${ascending ? 'asc' : 'desc'}`).join(', ');

async function planAsAnon(where: string): Promise<string> {
  await client.query('savepoint as_anon');
  try {
    await client.query('set local role anon');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain select r.slug, r.designation, public.regulation_status(r) from public.regulations r
       ${where} order by ${orderBy} limit 21 offset 40`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback to savepoint as_anon');
  }
}

it.each([
  ['the whole register', ''],
  ['one kind', "where r.kind = 'pmk'"],
  ['one year', 'where r.year = 2024'],
])('reads page 3 of %s as anon from an index, in order, without sorting', async (_, where) => {
  const plan = await planAsAnon(where);
  expect(plan).toMatch(/Index Scan (Backward )?using regulations_/);
  expect(plan).not.toMatch(/Seq Scan on regulations|Sort\b/);
});

it('finds one kind in one year through the index, whose few rows it may sort', async () => {
  const plan = await planAsAnon("where r.kind = 'pp' and r.year = 2023");
  expect(plan).toMatch(/Index Cond: \(\(kind = 'pp'::text\) AND \(year = 2023\)\)/);
  expect(plan).not.toMatch(/Seq Scan on regulations/);
});
