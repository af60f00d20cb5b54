import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inFreshSeed, type MigrationDatabase, migratedScenarios } from './support/migration-database.ts';
import { copyReferenceEntries, type Row, referenceState } from './support/reference-entries.ts';
import { OLD_DEFINITIONS, OLD_REGULATION_COLUMNS, OLD_SOURCES } from './support/sources-2026-11-28-second-reading.ts';
import { beforeReadingsOf29November } from './support/sources-2026-11-29.ts';

/**
 * The second reading of the sources of 2026-11-28 on databases seeded before it: one holding every register and
 * glossary entry as the seed wrote it then, one whose editors had rewritten the texts it corrects and recorded a
 * source of their own, and one with no entries. Where a text or a source was the seed's, the migration makes it the
 * seed's of now and records the same dated change the seed records; nowhere else does it change one.
 */

// One reading over three files, kept short each: the register and the first glossary entries, the rest of the
// glossary, the sources.
const READING = [
  '20261205000000_sources_and_corrections_second_reading.sql',
  '20261205000010_glossary_second_reading.sql',
  '20261205000020_sources_second_reading.sql',
] as const;
const MIGRATION = READING[READING.length - 1] as string;
const GLOSSARY = Object.keys(OLD_DEFINITIONS);
const REGULATIONS = Object.keys(OLD_REGULATION_COLUMNS);

/** The freshly seeded entries, then the texts and sources as they were before the migration. */
async function seedOld(client: pg.Client, edited: boolean) {
  await copyReferenceEntries(client, {
    regulation: (fresh) => {
      const row = edited ? fresh : beforeReadingsOf29November('regulations', fresh);
      const old = OLD_REGULATION_COLUMNS[String(row.slug)] ?? {};
      const text = (column: string) =>
        column in old ? (edited ? `${column} oleh redaksi` : (old[column] ?? null)) : (row[column] ?? null);
      const issuedOn =
        'issued_on' in old
          ? edited
            ? '2021-10-28'
            : (old.issued_on ?? null)
          : row.slug === 'uu-1-2022'
            ? null
            : row.issued_on;
      return {
        ...row,
        title_id: text('title_id'),
        title_en: text('title_en'),
        issued_on: issuedOn ?? null,
        summary_id: text('summary_id'),
        summary_en: text('summary_en'),
        ...sourceOf('regulations', row),
      };
    },
    term: (fresh) => {
      const row = edited ? fresh : beforeReadingsOf29November('glossary_entries', fresh);
      const old = OLD_DEFINITIONS[String(row.slug)];
      const [id, en] = old
        ? edited
          ? ['Definisi redaksi.', 'Editors.']
          : old
        : [row.definition_id, row.definition_en];
      return { ...row, definition_id: id ?? null, definition_en: en ?? null, ...sourceOf('glossary_entries', row) };
    },
  });
  if (edited) {
    await client.query(
      "update public.glossary_entries set source_url = 'https://pajak.go.id/redaksi', source_name = 'Redaksi' where slug = 'p3b'",
    );
  }
}

/** The source a row had before the migration: the old one where it changed, none where it was added. */
function sourceOf(table: string, row: Row): Row {
  const key = `${table}:${row.slug}`;
  if (!(key in OLD_SOURCES)) return {};
  const [url, name, checked] = OLD_SOURCES[key] ?? [null, null, null];
  return { source_url: url, source_name: name, checked_on: checked };
}

// This reading's changes, of its day in Jakarta: the readings of 29 November (20261206000000 on) change some entries
// again.
const state = (client: pg.Client) => referenceState(client, '2026-11-28', [...REGULATIONS, ...GLOSSARY]);

const { databases, before } = migratedScenarios('newstax_sources_second', READING, seedOld, state);

describe('the second reading of the sources of 2026-11-28', () => {
  it('makes a database seeded before it read as a freshly seeded one, each change recorded once', async () => {
    const fresh = await inFreshSeed(state);
    expect(before.seeded?.changes).toEqual([]);
    expect(fresh.changes.map((row) => row.subject)).toEqual([...REGULATIONS, ...GLOSSARY].sort());
    // Brought up to date, as a hosted database is: the third reading (20261205000100) marks UU HPP checked.
    const seeded = databases.seeded as MigrationDatabase;
    expect((await state(seeded.client)).regulations.find((row) => row.slug === 'uu-7-2021')?.checked_on).toBeNull();
    await seeded.applyAfter(MIGRATION);
    expect(await state(seeded.client)).toEqual(fresh);
  });

  it('leaves what editors wrote as they wrote it, and a database without entries empty', async () => {
    const edited = await state(databases.edited?.client as pg.Client);
    expect(edited.changes).toEqual([]);
    for (const slug of GLOSSARY) {
      expect(edited.glossary.find((row) => row.slug === slug)).toMatchObject({
        definition_id: 'Definisi redaksi.',
        definition_en: 'Editors.',
      });
    }
    expect(edited.regulations.find((row) => row.slug === 'uu-7-2021')?.issued_on).toBe('2021-10-28');
    // A signing date an editor entered is not in the source, so the third reading does not mark the entry checked.
    await (databases.edited as MigrationDatabase).applyAfter(MIGRATION);
    expect(await state(databases.edited?.client as pg.Client)).toEqual(edited);
    expect(edited.glossary.find((row) => row.slug === 'p3b')).toMatchObject({
      source_url: 'https://pajak.go.id/redaksi',
      source_name: 'Redaksi',
      checked_on: null,
    });
    expect(await state(databases.empty?.client as pg.Client)).toEqual({ regulations: [], glossary: [], changes: [] });
  });

  it('changes nothing when it runs a second time, with the migrations after it', async () => {
    const seeded = databases.seeded as MigrationDatabase;
    const once = await state(seeded.client);
    for (const file of READING) await seeded.apply(file);
    await seeded.applyAfter(MIGRATION);
    expect(await state(seeded.client)).toEqual(once);
  });
});
