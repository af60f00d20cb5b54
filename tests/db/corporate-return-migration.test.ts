import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testBackend } from '../setup/backend.ts';
import { type MigrationDatabase, migratedScenarios } from './support/migration-database.ts';

/**
 * The corporate annual return's text of 2026-11-25 on databases seeded before it: one with the rule as the seed
 * wrote it, one whose editors had rewritten it, and one with neither. Once migrated, the rule reads exactly as a
 * freshly seeded database's does.
 */

const MIGRATION = '20261201001200_corporate_return_financial_year.sql';
const OLD = { id: 'SPT Tahunan PPh Badan', en: 'Annual corporate income tax returns (SPT Tahunan PPh Badan)' };

async function seedOld(client: pg.Client, edited: boolean) {
  await client.query(
    `insert into public.regulations (slug, kind, number, year, designation)
     values ('pmk-81-2024', 'pmk', 81, 2024, 'PMK 81/2024')`,
  );
  await client.query(
    `insert into public.calendar_rules (slug, kind, months_after, name_id, name_en, taxes_id, taxes_en, regulation_slug, position)
     values ('lapor-spt-tahunan-badan', 'yearly_month_end', 4, 'Batas lapor SPT Tahunan PPh Badan',
             'Corporate annual income tax return deadline', $1, $2, 'pmk-81-2024', 50)`,
    edited ? ['SPT Tahunan badan, oleh redaksi', 'Corporate returns, by the editors'] : [OLD.id, OLD.en],
  );
}

async function state(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ taxes: string[] }>(
    `select array(select unnest(array[taxes_id, taxes_en]) from public.calendar_rules
                  where slug = 'lapor-spt-tahunan-badan') as taxes`,
  );
  return rows[0]?.taxes ?? [];
}

const { databases, before } = migratedScenarios('newstax_corporate_return', MIGRATION, seedOld, state);

describe('the corporate annual return text of 2026-11-25', () => {
  it('makes a database seeded before it read as a freshly seeded one', async () => {
    const seededNow = new pg.Client({ connectionString: testBackend().dbUrl });
    await seededNow.connect();
    try {
      const fresh = await state(seededNow);
      expect(fresh[0]).toMatch(/^SPT Tahunan PPh Badan dengan tahun buku sama dengan tahun kalender; /);
      expect(await state(databases.seeded?.client as pg.Client)).toEqual(fresh);
    } finally {
      await seededNow.end();
    }
  });

  it('leaves what editors wrote, and a database without the seed, as they were', async () => {
    expect(await state(databases.edited?.client as pg.Client)).toEqual(before.edited);
    expect(await state(databases.empty?.client as pg.Client)).toEqual([]);
  });

  it('changes nothing when it runs a second time', async () => {
    const seeded = databases.seeded as MigrationDatabase;
    const once = await state(seeded.client);
    await seeded.apply(MIGRATION);
    expect(await state(seeded.client)).toEqual(once);
  });
});
