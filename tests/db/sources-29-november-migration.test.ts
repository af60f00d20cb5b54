import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inFreshSeed, type MigrationDatabase, migratedScenarios } from './support/migration-database.ts';
import { OLD_DEFINITIONS, OLD_SOURCES, OLD_SUMMARIES } from './support/sources-2026-11-29.ts';

/**
 * The fourth and fifth readings of the sources (29 November 2026) on databases seeded before them: one holding every
 * register and glossary entry as the seed wrote it then, one whose editors had rewritten the entries they change, and
 * one with no entries. Where an entry was still the seed's, unchecked, it becomes the seed's of now (the unsourced
 * statements gone, its source, checked) with one dated change recorded; nowhere else does it change one.
 */

// The fourth reading over two files, kept short each, then the fifth.
const READING = [
  '20261206000000_sources_fourth_reading.sql',
  '20261206000010_glossary_fourth_reading.sql',
  '20261206000100_glossary_fifth_reading.sql',
] as const;
const MIGRATION = READING[READING.length - 1] as string;
const GLOSSARY = Object.keys(OLD_DEFINITIONS);
const REGULATIONS = Object.keys(OLD_SUMMARIES);
const READ_AT = '2026-11-29';

/** Where a changed row's source was none or another before the reading, that; otherwise the row's own. */
function sourceOf(table: string, row: Record<string, unknown>, edited: boolean) {
  const old = OLD_SOURCES[`${table}:${row.slug}`];
  if (!old) return [row.source_url, row.source_name, row.checked_on];
  return edited ? ['https://pajak.go.id/redaksi', 'Redaksi', null] : [...old, null];
}

async function seedOld(client: pg.Client, edited: boolean) {
  await inFreshSeed(async (fresh) => {
    const regulations = await fresh.query(
      `select slug, kind, number, year, designation, title_id, title_en, issued_on::text, effective_on::text,
              summary_id, summary_en, source_url, source_name, checked_on::text
       from public.regulations where slug not like 'test-%'`,
    );
    for (const row of regulations.rows) {
      const old = OLD_SUMMARIES[row.slug];
      const [id, en] = old ? (edited ? ['Ringkasan redaksi.', 'Editors.'] : old) : [row.summary_id, row.summary_en];
      await client.query(
        `insert into public.regulations (slug, kind, number, year, designation, title_id, title_en, issued_on,
           effective_on, summary_id, summary_en, source_url, source_name, checked_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          row.slug,
          row.kind,
          row.number,
          row.year,
          row.designation,
          row.title_id,
          row.title_en,
          row.issued_on,
          row.effective_on,
          id,
          en,
          ...sourceOf('regulations', row, edited),
        ],
      );
    }
    const entries = await fresh.query(
      `select slug, term_id, term_en, definition_id, definition_en, source_url, source_name, checked_on::text
       from public.glossary_entries where slug not like 'test-%'`,
    );
    for (const row of entries.rows) {
      const old = OLD_DEFINITIONS[row.slug];
      const [id, en] = old
        ? edited
          ? ['Definisi redaksi.', 'Editors.']
          : old
        : [row.definition_id, row.definition_en];
      await client.query(
        `insert into public.glossary_entries (slug, term_id, term_en, definition_id, definition_en, source_url,
           source_name, checked_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [row.slug, row.term_id, row.term_en, id, en, ...sourceOf('glossary_entries', row, edited)],
      );
    }
  });
}

async function state(client: pg.Client) {
  const rows = async (text: string, params: unknown[] = []) => (await client.query(text, params)).rows;
  return {
    regulations: await rows(
      `select slug, summary_id, summary_en, source_url, source_name, checked_on::text
       from public.regulations where slug not like 'test-%' order by slug`,
    ),
    glossary: await rows(
      `select slug, definition_id, definition_en, source_url, source_name, checked_on::text
       from public.glossary_entries where slug not like 'test-%' order by slug`,
    ),
    // The changes these readings record: those of their day in Jakarta.
    changes: await rows(
      `select coalesce(r.slug, g.slug) as subject, c.published_at, c.what_was_wrong_id, c.what_is_right_id,
              c.what_was_wrong_en, c.what_is_right_en
       from public.reference_changes c left join public.regulations r on r.id = c.regulation_id
       left join public.glossary_entries g on g.id = c.glossary_entry_id
       where (c.published_at at time zone 'Asia/Jakarta')::date = $1::date order by 1`,
      [READ_AT],
    ),
  };
}

const { databases, before } = migratedScenarios('newstax_sources_fourth', READING, seedOld, state);

describe('the fourth and fifth readings of the sources (29 November 2026)', () => {
  it('make a database seeded before them read as a freshly seeded one, each change recorded once', async () => {
    const fresh = await inFreshSeed(state);
    expect(before.seeded?.changes).toEqual([]);
    expect(fresh.changes.map((row) => row.subject)).toEqual([...REGULATIONS, ...GLOSSARY].sort());
    const changed = [
      ...fresh.regulations.filter((row) => REGULATIONS.includes(row.slug)),
      ...fresh.glossary.filter((row) => GLOSSARY.includes(row.slug)),
    ];
    expect(changed.map((row) => row.checked_on)).toEqual(changed.map(() => READ_AT));
    const seeded = databases.seeded as MigrationDatabase;
    await seeded.applyAfter(MIGRATION);
    expect(await state(seeded.client)).toEqual(fresh);
  });

  it('leave what editors wrote as they wrote it, and a database without entries empty', async () => {
    const edited = await state(databases.edited?.client as pg.Client);
    expect(edited.changes).toEqual([]);
    for (const slug of GLOSSARY) {
      expect(edited.glossary.find((row) => row.slug === slug)).toMatchObject({
        definition_id: 'Definisi redaksi.',
        source_name: 'Redaksi',
        checked_on: null,
      });
    }
    expect(edited.regulations.find((row) => row.slug === 'uu-8-1983')).toMatchObject({
      summary_id: 'Ringkasan redaksi.',
      checked_on: null,
    });
    expect(await state(databases.empty?.client as pg.Client)).toEqual({ regulations: [], glossary: [], changes: [] });
  });

  it('change nothing when they run a second time', async () => {
    const seeded = databases.seeded as MigrationDatabase;
    const once = await state(seeded.client);
    for (const file of READING) await seeded.apply(file);
    expect(await state(seeded.client)).toEqual(once);
  });
});
