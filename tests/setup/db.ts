import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { testBackend } from './backend.ts';

/** A superuser connection to the test database, for checks that must bypass RLS. */
export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: testBackend().dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The title search's answer computed without any index or pattern syntax: published titles containing $1 (any
 * case), in language $2 or any when null, newest first, at most 10. The oracle the search tests compare with.
 */
export const PLAIN_TITLE_SEARCH = `select slug from public.articles
  where published_at is not null and published_at <= now()
    and position(lower($1) in lower(title)) > 0 and ($2::text is null or lang = $2)
  order by published_at desc, id desc limit 10`;

/** Long enough to wait for every other file's whole turn on a busy machine. */
const TURN_TIMEOUT_MS = 180_000;

/**
 * Registers the calling file's hooks so that test files sharing fixture rows take turns with them: vitest runs
 * files in parallel, and one file's set-up or clean-up must never land in the middle of another's tests. The
 * file holds a session-level advisory lock named `name` from before `setUp` until after `cleanUp`; ending the
 * session releases it, also when a run dies halfway.
 */
export function takeTurnsWith(name: string, setUp: () => Promise<void>, cleanUp: () => Promise<void>): void {
  let lockHolder: pg.Client | undefined;
  beforeAll(async () => {
    lockHolder = new pg.Client({ connectionString: testBackend().dbUrl });
    await lockHolder.connect();
    await lockHolder.query('select pg_advisory_lock(hashtext($1))', [name]);
    await setUp();
  }, TURN_TIMEOUT_MS);
  afterAll(async () => {
    try {
      await cleanUp();
    } finally {
      await lockHolder?.end();
    }
  });
}
