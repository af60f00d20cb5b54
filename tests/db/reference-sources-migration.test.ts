import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inFreshSeed, type MigrationDatabase, migratedScenarios } from './support/migration-database.ts';
import { beforeReadingsOf29November } from './support/sources-2026-11-29.ts';

/**
 * The register's and the glossary's sources (2026-11-28), on databases seeded before them: one with every entry as
 * the seed wrote it and no source, one where an editor had already recorded a source, and one with no entries. The
 * migration and supabase/seed/60_sources.sql hold the same rows: a migrated database reads as a fresh one.
 */

const MIGRATION = '20261204000200_register_glossary_sources.sql';

/** Every register and glossary entry the seed holds, without sources: copied from the freshly seeded database. */
async function seedOld(client: pg.Client, edited: boolean) {
  await inFreshSeed(async (fresh) => {
    // Placeholder texts, but for the entries the readings of 29 November change, the texts those readings expect.
    const regulations = await fresh.query(
      "select slug, kind, number, year, designation from public.regulations where slug not like 'test-%'",
    );
    for (const row of regulations.rows) {
      const old = beforeReadingsOf29November('regulations', { ...row, summary_id: null, summary_en: null });
      await client.query(
        `insert into public.regulations (slug, kind, number, year, designation, summary_id, summary_en)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [row.slug, row.kind, row.number, row.year, row.designation, old.summary_id, old.summary_en],
      );
    }
    const entries = await fresh.query("select slug from public.glossary_entries where slug not like 'test-%'");
    for (const row of entries.rows) {
      const old = beforeReadingsOf29November('glossary_entries', {
        slug: row.slug,
        definition_id: 'Definisi.',
        definition_en: 'Definition.',
      });
      await client.query(
        `insert into public.glossary_entries (slug, term_id, term_en, definition_id, definition_en)
         values ($1, $1, $1, $2, $3)`,
        [row.slug, old.definition_id, old.definition_en],
      );
    }
  });
  if (edited) {
    await client.query(
      `update public.regulations set source_url = 'https://jdih.kemenkeu.go.id/redaksi', source_name = 'Redaksi'
       where slug = 'pmk-81-2024'`,
    );
    await client.query(
      "update public.glossary_entries set source_url = 'https://pajak.go.id/redaksi', source_name = 'Redaksi' where slug = 'ppn'",
    );
  }
}

async function state(client: pg.Client) {
  const sources = (table: string) =>
    client.query(
      `select slug, source_url, source_name, checked_on::text from public.${table}
       where slug not like 'test-%' order by slug`,
    );
  return { regulations: (await sources('regulations')).rows, terms: (await sources('glossary_entries')).rows };
}

const { databases, before } = migratedScenarios('newstax_reference_sources', MIGRATION, seedOld, state);

describe('the sources of 2026-11-28', () => {
  it('makes a database seeded before it read as a freshly seeded one', async () => {
    const fresh = await inFreshSeed(state);
    expect(fresh.regulations.filter((row) => row.source_url !== null).length).toBeGreaterThan(0);
    expect(before.seeded?.regulations.filter((row) => row.source_url !== null)).toEqual([]);
    // Brought up to date, as a hosted database is: the second reading of the sources (20261205000000) follows.
    await (databases.seeded as MigrationDatabase).applyAfter(MIGRATION);
    expect(await state(databases.seeded?.client as pg.Client)).toEqual(fresh);
  });

  it('keeps a source an editor recorded, and leaves a database without entries empty', async () => {
    const edited = await state(databases.edited?.client as pg.Client);
    expect(edited.regulations.find((row) => row.slug === 'pmk-81-2024')).toEqual({
      slug: 'pmk-81-2024',
      source_url: 'https://jdih.kemenkeu.go.id/redaksi',
      source_name: 'Redaksi',
      checked_on: null,
    });
    expect(edited.terms.find((row) => row.slug === 'ppn')?.source_name).toBe('Redaksi');
    expect(edited.terms.find((row) => row.slug === 'spt-tahunan')?.source_name).toBe('DJP');
    expect(await state(databases.empty?.client as pg.Client)).toEqual({ regulations: [], terms: [] });
  });

  it('changes nothing when it runs a second time, with the migrations after it', async () => {
    const seeded = databases.seeded as MigrationDatabase;
    const once = await state(seeded.client);
    await seeded.apply(MIGRATION);
    await seeded.applyAfter(MIGRATION);
    expect(await state(seeded.client)).toEqual(once);
  });
});
