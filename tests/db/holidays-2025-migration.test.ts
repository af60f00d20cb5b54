import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inFreshSeed, type MigrationDatabase, migratedScenarios } from './support/migration-database.ts';

/**
 * 2025's holidays completed from its decree and each year's source (2026-11-28), on databases seeded before it: one
 * with the holidays as the seed wrote them, one whose editors had completed 2025 themselves, and one with none.
 */

const MIGRATION = '20261202000200_holidays_2025_complete.sql';
/** The collective leave days the migration adds: the seed before it lacked them. */
const ADDED = ['2025-01-28', '2025-03-28', '2025-05-13', '2025-05-30', '2025-06-09', '2025-08-18', '2025-12-26'];

/** The calendar as the seed wrote it before: today's seed without the added days, sources and 2025's decree. */
async function seedOld(client: pg.Client, edited: boolean) {
  await inFreshSeed(async (fresh) => {
    const years = await fresh.query(
      `select year, year <> 2025 and complete as complete, case when year = 2025 then null else decree end as decree
       from public.calendar_holiday_years where year between 2025 and 2027`,
    );
    for (const year of years.rows) {
      await client.query('insert into public.calendar_holiday_years (year, complete, decree) values ($1, $2, $3)', [
        year.year,
        year.complete,
        year.decree,
      ]);
    }
    const holidays = await fresh.query(
      `select holiday_on::text as day, kind, name_id, name_en, case when holiday_on < '2026-01-01' then null else decree end as decree
       from public.calendar_holidays where name_id not like 'test-%' and holiday_on between '2025-01-01' and '2027-12-31'
       and not (holiday_on::text = any($1))`,
      [ADDED],
    );
    for (const row of holidays.rows) {
      await client.query(
        'insert into public.calendar_holidays (holiday_on, kind, name_id, name_en, decree) values ($1, $2, $3, $4, $5)',
        [row.day, row.kind, row.name_id, row.name_en, row.decree],
      );
    }
  });
  // The editors had completed 2025 from the decree themselves.
  if (edited) {
    await client.query(
      "update public.calendar_holiday_years set complete = true, decree = 'SKB 2025, oleh redaksi' where year = 2025",
    );
  }
}

async function state(client: pg.Client) {
  const years = await client.query(
    `select year, complete, decree, source_url, source_name, checked_on::text from public.calendar_holiday_years
     where year between 2025 and 2027 order by year`,
  );
  const holidays = await client.query(
    `select holiday_on::text as day, kind, name_id, name_en, decree from public.calendar_holidays
     where name_id not like 'test-%' and holiday_on between '2025-01-01' and '2027-12-31' order by holiday_on, name_id`,
  );
  return { years: years.rows, holidays: holidays.rows };
}

const { databases, before } = migratedScenarios('newstax_holidays_2025', MIGRATION, seedOld, state);

describe("2025's holidays of 2026-11-28", () => {
  it('makes a database seeded before it read as a freshly seeded one', async () => {
    const fresh = await inFreshSeed(state);
    expect(fresh.holidays.filter((row) => ADDED.includes(row.day))).toHaveLength(ADDED.length);
    expect(before.seeded?.holidays.filter((row) => ADDED.includes(row.day))).toEqual([]);
    expect(await state(databases.seeded?.client as pg.Client)).toEqual(fresh);
  });

  it('leaves a year the editors completed, and a database without the seed, as they were, but for 2026', async () => {
    const edited = await state(databases.edited?.client as pg.Client);
    expect(edited.holidays).toEqual(before.edited?.holidays);
    expect(edited.years[0]).toEqual(before.edited?.years[0]);
    expect(edited.years[1]).toMatchObject({ year: 2026, source_name: 'JPNN', checked_on: '2026-11-28' });
    expect(await state(databases.empty?.client as pg.Client)).toEqual({ years: [], holidays: [] });
  });

  it('changes nothing when it runs a second time', async () => {
    const seeded = databases.seeded as MigrationDatabase;
    const once = await state(seeded.client);
    await seeded.apply(MIGRATION);
    expect(await state(seeded.client)).toEqual(once);
  });
});
