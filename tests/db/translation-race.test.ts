// Two editors linking translations at the same moment cannot make a chain, whichever commits first: a link reads
// its source FOR SHARE (migration 20261201000500), and a change of the source's translated_from or lang waits
// for the link's foreign-key lock.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackend } from '../setup/backend.ts';
import { sql } from '../setup/db.ts';

const connect = async () => {
  const client = new pg.Client({ connectionString: testBackend().dbUrl });
  await client.connect();
  return client;
};
let first: pg.Client;
let second: pg.Client;

const SLUGS = ['test-race-source', 'test-race-translation', 'test-race-other'];
const cleanUp = () => sql('delete from public.articles where slug = any($1)', [SLUGS]);

beforeAll(async () => {
  await cleanUp();
  await sql(
    `insert into public.articles (slug, title, lang) values
       ('test-race-source', 'Sumber', 'id'), ('test-race-translation', 'Translation', 'en'),
       ('test-race-other', 'Other source', 'en')`,
  );
  [first, second] = await Promise.all([connect(), connect()]);
});
afterAll(async () => {
  await Promise.all([first?.end(), second?.end()]);
  await cleanUp();
});

/** Resolves once `client`'s backend waits for a lock, or with 'done' if its query finishes first. */
async function waitsForALock(client: pg.Client, query: Promise<unknown>): Promise<'waiting' | 'done'> {
  const pid = (client as unknown as { processID: number }).processID;
  let finished = false;
  query.then(
    () => {
      finished = true;
    },
    () => {
      finished = true;
    },
  );
  for (;;) {
    if (finished) return 'done';
    const [row] = await sql<{ waiting: boolean }>(
      `select coalesce(bool_or(wait_event_type = 'Lock'), false) as waiting from pg_stat_activity where pid = $1`,
      [pid],
    );
    if (row?.waiting) return 'waiting';
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The statement that makes `translation` a translation of `source`. */
const link = (translation: string, source: string) =>
  `update public.articles set translated_from = (select id from public.articles where slug = '${source}')
   where slug = '${translation}'`;

/**
 * Runs `held` in one session without committing, then `racing` in another, which must wait for the first to
 * commit; answers how `racing` ended ('applied' or its error).
 */
async function race(held: string, racing: string): Promise<string> {
  await first.query('begin');
  await first.query(held);
  const query = second.query(racing);
  const outcome = query.then(
    () => 'applied',
    (error: Error) => error.message,
  );
  expect(await waitsForALock(second, query)).toBe('waiting');
  await first.query('commit');
  return outcome;
}

describe('concurrent translation links', () => {
  it('refuse the second of two links that would make a chain', async () => {
    // The source itself is made a translation of another article while a link to it is uncommitted.
    expect(
      await race(link('test-race-translation', 'test-race-source'), link('test-race-source', 'test-race-other')),
    ).toMatch(/has translations and cannot itself be a translation/);
    const rows = await sql<{ slug: string; source: string | null }>(
      `select a.slug, s.slug as source from public.articles a left join public.articles s on s.id = a.translated_from
       where a.slug = any($1) order by a.slug`,
      [SLUGS],
    );
    expect(rows).toEqual([
      { slug: 'test-race-other', source: null },
      { slug: 'test-race-source', source: null },
      { slug: 'test-race-translation', source: 'test-race-source' },
    ]);
  });

  it('refuse a link to a source that became a translation meanwhile', async () => {
    await sql(`update public.articles set translated_from = null where slug = any($1)`, [SLUGS]);
    // The source is made a translation of another article, not yet committed, while another editor links to it.
    expect(
      await race(link('test-race-source', 'test-race-other'), link('test-race-translation', 'test-race-source')),
    ).toMatch(/which is itself a translation/);
  });
});
