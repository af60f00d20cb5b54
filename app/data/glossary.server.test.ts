import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '~/lib/context.server';
import { sql } from '../../tests/setup/db.ts';
import { loaderContext } from '../../tests/setup/loader-context.ts';
import { sitemapGlossary } from './glossary.server';

const anon = requestContext(loaderContext()).db;

// Test rows: a term and PERDA numbers from 9960 of 2017, apart from the other register tests' numbers and years.
const TERM = 'test-istilah-lastmod';
const LAST_EDIT = '2020-01-01T00:00:00.000Z';

async function regulation(number: number, effectiveOn: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.regulations (slug, kind, number, year, designation, effective_on)
     values ($1, 'perda', $2, 2017, $3, $4) returning id::text`,
    [`test-perda-${number}-2017`, number, `Perda Nomor ${number} Tahun 2017`, effectiveOn],
  );
  return row?.id ?? '';
}

beforeAll(async () => {
  const governing = await regulation(9960, '2018-01-01');
  const amending = await regulation(9961, '2021-03-01');
  await sql(`insert into public.regulation_relations (regulation_id, kind, target_id) values ($1, 'amends', $2)`, [
    amending,
    governing,
  ]);
  const [entry] = await sql<{ id: string }>(
    `insert into public.glossary_entries (slug, term_id, term_en, definition_id, definition_en)
     values ($1, 'Istilah uji lastmod', 'Lastmod test term', 'Definisi.', 'Definition.') returning id::text`,
    [TERM],
  );
  await sql('insert into public.glossary_regulations (entry_id, regulation_id) values ($1, $2)', [
    entry?.id,
    governing,
  ]);
  // After the links, which move updated_at themselves.
  await sql('update public.glossary_entries set updated_at = $1 where slug = $2', [LAST_EDIT, TERM]);
});

afterAll(async () => {
  await sql('delete from public.glossary_entries where slug = $1', [TERM]);
  await sql("delete from public.regulations where slug like 'test-perda-996%-2017'");
});

const lastModified = async (now: Date) =>
  (await sitemapGlossary(anon, now)).find((entry) => entry.slug === TERM)?.lastModified;

describe('sitemapGlossary: when a glossary entry last changed', () => {
  it('is the day a regulation it lists changed status (amended), in Jakarta, once that day has come', async () => {
    expect(await lastModified(new Date('2030-01-01T00:00:00Z'))).toBe('2021-02-28T17:00:00.000Z');
    expect(await lastModified(new Date('2021-02-28T16:59:59Z'))).toBe(LAST_EDIT);
  });

  it('lists every seeded entry once', async () => {
    const entries = (await sitemapGlossary(anon)).filter((entry) => !entry.slug.startsWith('test-'));
    const seeded = await sql<{ slug: string }>("select slug from public.glossary_entries where slug not like 'test-%'");
    expect(entries.map((entry) => entry.slug).sort()).toEqual(seeded.map((row) => row.slug).sort());
  });
});
