import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loader as entryLoader } from '~/routes/$lang.peraturan.$slug';
import { testBackend } from '../setup/backend.ts';
import { sql } from '../setup/db.ts';
import { runLoader } from '../setup/run-loader.ts';

/**
 * A regulation's page survives any source address the database holds. The constraint keeps new values to https
 * addresses; a database that held one from before (the constraint added NOT VALID, say, or a restore) must not
 * turn the page into a 500 in both languages, as "https://" once did: such an address is shown as no link.
 */

const CONSTRAINT = 'regulations_source_url_address';
const HELD = ['https://', 'https://pajak .go.id/x', 'https://pajak.go.id:99999/', 'https://999.1.1.1/'];
const slug = (i: number) => `test-held-source-${i}`;

/** The rows go in with the constraint set aside in the same transaction, so no other session ever sees it off. */
async function insertHeldSources() {
  const client = new pg.Client({ connectionString: testBackend().dbUrl });
  await client.connect();
  try {
    await client.query('begin');
    const [row] = (
      await client.query<{ def: string }>(
        'select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1',
        [CONSTRAINT],
      )
    ).rows;
    if (!row) throw new Error(`no constraint ${CONSTRAINT}`);
    await client.query(`alter table public.regulations drop constraint ${CONSTRAINT}`);
    for (const [i, value] of [...HELD, 'https://jdih.kemenkeu.go.id/x.pdf'].entries()) {
      await client.query(
        `insert into public.regulations (slug, kind, number, year, designation, source_url)
         values ($1, 'pmk', $2, 1946, $3, $4)`,
        [slug(i), 930 + i, `${930 + i}/PMK.03/1946`, value],
      );
    }
    await client.query(`alter table public.regulations add constraint ${CONSTRAINT} ${row.def} not valid`);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

async function removeHeldSources() {
  await sql("delete from public.regulations where slug like 'test-held-source-%'");
  await sql(`alter table public.regulations validate constraint ${CONSTRAINT}`);
}

describe("a regulation's source address", () => {
  it('is shown as no link when the database holds one a browser cannot open, in both languages', async () => {
    await insertHeldSources();
    try {
      for (const [i, value] of HELD.entries()) {
        for (const [lang, segment] of [
          ['id', 'peraturan'],
          ['en', 'regulations'],
        ] as const) {
          const page = await runLoader(entryLoader, `/${lang}/${segment}/${slug(i)}`, { lang, slug: slug(i) });
          expect(page.status, `${lang} ${value}`).toBe(200);
          expect(page.data?.view.source, value).toHaveProperty('missing');
        }
      }
      // An https address is linked as it is.
      const page = await runLoader(entryLoader, `/en/regulations/${slug(HELD.length)}`, {
        lang: 'en',
        slug: slug(HELD.length),
      });
      expect(page.data?.view.source).toHaveProperty('href', 'https://jdih.kemenkeu.go.id/x.pdf');
    } finally {
      await removeHeldSources();
    }
  });
});
