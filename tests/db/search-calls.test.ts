import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testBackend } from '../setup/backend.ts';

/**
 * Each title search finds its matches once (migration 20261201001000). The planner evaluates a stable function
 * call inside `unnest(...)` to estimate its rows, so `from unnest(search.newest_title_matches(...))` ran the
 * whole search twice per call, once while planning. Counted by Postgres itself, within one transaction, without
 * a clock: pg_stat_xact_user_functions holds the calls the transaction has made so far.
 */

async function matchingCalls(statement: string, params: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: testBackend().dbUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query("set local track_functions = 'all'");
    await client.query(statement, params);
    const { rows } = await client.query<{ calls: string }>(
      `select coalesce(sum(calls), 0) as calls from pg_stat_xact_user_functions
       where schemaname = 'search' and funcname = 'newest_title_matches'`,
    );
    return Number(rows[0]?.calls);
  } finally {
    await client.query('rollback').catch(() => {});
    await client.end();
  }
}

describe('one matching pass per title search', () => {
  it.each([
    ['the API and the modal: search_all', 'select public.search_all($1, $2)'],
    ['search_articles', 'select * from public.search_articles($1, $2)'],
    ["the search page's first page: search_page", 'select public.search_page($1, $2, 1, 20)'],
    ['a later page: search_articles_page', 'select * from public.search_articles_page($1, $2, 3, 20)'],
  ])('%s', async (_name, statement) => {
    for (const [text, lang] of [
      ['pajak', 'id'],
      ['coretax', null],
      ['zzq no such title', 'en'],
    ]) {
      expect(await matchingCalls(statement, [text, lang]), `${text} ${lang}`).toBe(1);
    }
  });
});
