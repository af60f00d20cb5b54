import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inFreshSeed, type MigrationDatabase, migratedScenarios } from './support/migration-database.ts';
import { copyReferenceEntries, type Row, referenceState } from './support/reference-entries.ts';
import { OLD_ALIASES, OLD_DEFINITIONS, OLD_SOURCES, OLD_SUMMARIES } from './support/sources-2026-11-29.ts';

/**
 * The fourth to the eighth readings of the sources (29 November 2026) on databases seeded before them: one holding
 * every register and glossary entry as the seed wrote it then, one whose editors had rewritten the entries they
 * change, and one with no entries. Where an entry was still the seed's, unchecked, it becomes the seed's of now (the
 * unsourced statements gone, its source, checked) with one dated change recorded; nowhere else does it change one.
 * An entry whose source alone changes (PMK 252/2008, in the sixth) is checked with no change recorded: its text is
 * the same. An other name the entry's text no longer gives (the seventh) goes, with one dated change recorded. An
 * entry already checked against its old source (pembukuan, on 28 November, in the eighth) changes only with that date.
 */

// The fourth reading over two files, kept short each, then the fifth to the eighth.
const READING = [
  '20261206000000_sources_fourth_reading.sql',
  '20261206000010_glossary_fourth_reading.sql',
  '20261206000100_glossary_fifth_reading.sql',
  '20261206000200_sources_sixth_reading.sql',
  '20261206000300_sources_seventh_reading.sql',
  '20261206000400_sources_eighth_reading.sql',
] as const;
const MIGRATION = READING[READING.length - 1] as string;
const GLOSSARY = Object.keys(OLD_DEFINITIONS);
const REGULATIONS = Object.keys(OLD_SUMMARIES);
/** Glossary entries that lose other names, each a change of its own. */
const ALIASED = Object.keys(OLD_ALIASES);
/** Register entries whose source changes and text does not. */
const RESOURCED = Object.keys(OLD_SOURCES)
  .filter((key) => key.startsWith('regulations:'))
  .map((key) => key.slice('regulations:'.length))
  .filter((slug) => !REGULATIONS.includes(slug));
const READ_AT = '2026-11-29';

/**
 * Where a changed row's source was none or another before the readings, that, with the date it was checked (where
 * it was); an editor's, unchecked; otherwise the row's own.
 */
function sourceOf(table: string, row: Row, edited: boolean): Row {
  const old = OLD_SOURCES[`${table}:${row.slug}`];
  if (!old) return row;
  const [url, name, checked] = edited ? ['https://pajak.go.id/redaksi', 'Redaksi', null] : old;
  return { ...row, source_url: url, source_name: name, checked_on: checked ?? null };
}

async function seedOld(client: pg.Client, edited: boolean) {
  await copyReferenceEntries(client, {
    regulation: (row) => {
      const old = OLD_SUMMARIES[String(row.slug)];
      const [id, en] = old ? (edited ? ['Ringkasan redaksi.', 'Editors.'] : old) : [row.summary_id, row.summary_en];
      return sourceOf('regulations', { ...row, summary_id: id ?? null, summary_en: en ?? null }, edited);
    },
    term: (row) => {
      const old = OLD_DEFINITIONS[String(row.slug)];
      const [id, en] = old
        ? edited
          ? ['Definisi redaksi.', 'Editors.']
          : old
        : [row.definition_id, row.definition_en];
      const [aliasesId, aliasesEn] = OLD_ALIASES[String(row.slug)] ?? [row.aliases_id, row.aliases_en];
      return sourceOf(
        'glossary_entries',
        {
          ...row,
          aliases_id: aliasesId ?? [],
          aliases_en: aliasesEn ?? [],
          definition_id: id ?? null,
          definition_en: en ?? null,
        },
        edited,
      );
    },
  });
}

const state = (client: pg.Client) => referenceState(client, READ_AT);

const { databases, before } = migratedScenarios('newstax_sources_29_november', READING, seedOld, state);

describe('the fourth to the eighth readings of the sources (29 November 2026)', () => {
  it('make a database seeded before them read as a freshly seeded one, each change recorded once', async () => {
    const fresh = await inFreshSeed(state);
    expect(before.seeded?.changes).toEqual([]);
    expect(RESOURCED).toEqual(['pmk-252-2008']);
    expect(fresh.changes.map((row) => row.subject)).toEqual([...REGULATIONS, ...GLOSSARY, ...ALIASED].sort());
    const aliases = (state: typeof fresh | undefined, slug: string) =>
      state?.glossary.find((row) => row.slug === slug)?.aliases_en;
    expect(aliases(before.seeded, 'pph-26')).toContain('branch profits tax');
    expect(aliases(fresh, 'pph-26')).not.toContain('branch profits tax');
    expect(aliases(fresh, 'pemotong-pemungut')).not.toContain('VAT collector');
    // Pembukuan was checked against its old source on 28 November; the eighth reading moves it to the rules in force.
    const pembukuan = (state: typeof fresh | undefined) => state?.glossary.find((row) => row.slug === 'pembukuan');
    expect(pembukuan(before.seeded)).toMatchObject({ source_name: 'JDIH BPK', checked_on: '2026-11-28' });
    expect(pembukuan(fresh)).toMatchObject({ source_name: 'DDTCNews', checked_on: READ_AT });
    const changed = [
      ...fresh.regulations.filter((row) => [...REGULATIONS, ...RESOURCED].includes(row.slug)),
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
    for (const slug of RESOURCED) {
      expect(edited.regulations.find((row) => row.slug === slug)).toMatchObject({
        source_name: 'Redaksi',
        checked_on: null,
      });
    }
    // An other name stays where the editors' text may give it.
    for (const slug of ALIASED) {
      expect(edited.glossary.find((row) => row.slug === slug)).toMatchObject({ aliases_en: OLD_ALIASES[slug]?.[1] });
    }
    expect(await state(databases.empty?.client as pg.Client)).toEqual({ regulations: [], glossary: [], changes: [] });
  });

  it('change nothing when they run a second time', async () => {
    const seeded = databases.seeded as MigrationDatabase;
    const once = await state(seeded.client);
    for (const file of READING) await seeded.apply(file);
    expect(await state(seeded.client)).toEqual(once);
  });
});
