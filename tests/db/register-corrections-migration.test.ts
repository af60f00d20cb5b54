import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type MigrationDatabase, migratedScenarios } from './support/migration-database.ts';

/**
 * The corrections of 2026-11-24 on databases seeded before them: one with the seed's rows as they were, one
 * whose editors had rewritten the KUP summary and completed 2027 from its decree, and one with neither.
 */

const MIGRATION = '20261201000100_register_corrections.sql';
const OLD_SUMMARY = {
  id: 'Undang-undang tentang hak dan kewajiban wajib pajak serta tata cara pendaftaran, pelaporan, pembayaran, pemeriksaan, dan penagihan pajak (UU KUP). Telah diubah beberapa kali, terakhir dalam rangkaian UU HPP.',
  en: "The law on taxpayers' rights and obligations and on how taxes are registered, reported, paid, audited and collected (the KUP Law). Amended several times, most recently through the HPP Law.",
};

async function seedOld(client: pg.Client, edited: boolean) {
  await client.query(
    `insert into public.regulations (slug, kind, number, year, designation, summary_id, summary_en)
     values ('uu-6-1983', 'uu', 6, 1983, 'Undang-Undang Nomor 6 Tahun 1983', $1, $2)`,
    edited ? ['Ringkasan dari redaksi.', 'Summary by the editors.'] : [OLD_SUMMARY.id, OLD_SUMMARY.en],
  );
  await client.query('insert into public.calendar_holiday_years (year, complete, decree) values (2027, $1, $2)', [
    edited,
    edited ? 'SKB 2027' : null,
  ]);
  await client.query(
    `insert into public.calendar_holidays (holiday_on, kind, name_id, name_en, decree)
     values ('2027-03-26', 'holiday', 'Wafat Yesus Kristus', 'Good Friday', $1)`,
    [edited ? 'SKB 2027' : null],
  );
}

type State = { summaries: { id: string | null; en: string | null }[]; holidays: string[] };

async function state(client: pg.Client): Promise<State> {
  const summaries = await client.query<{ id: string | null; en: string | null }>(
    'select summary_id as id, summary_en as en from public.regulations order by slug',
  );
  const holidays = await client.query<{ day: string }>(
    "select to_char(holiday_on, 'YYYY-MM-DD') || ' ' || name_en as day from public.calendar_holidays order by holiday_on",
  );
  return { summaries: summaries.rows, holidays: holidays.rows.map((row) => row.day) };
}

const { databases, before } = migratedScenarios('newstax_register_corrections', MIGRATION, seedOld, state);

describe('the register corrections of 2026-11-24', () => {
  it('corrects the seeded KUP summary and adds Easter Sunday 2027 after Good Friday', async () => {
    const after = await state(databases.seeded?.client as pg.Client);
    expect(after.summaries).toEqual([
      {
        id: expect.stringMatching(/Telah diubah beberapa kali, antara lain oleh UU HPP\.$/),
        en: expect.stringMatching(/Amended several times, among others by the HPP Law\.$/),
      },
    ]);
    expect(after.holidays).toEqual(['2027-03-26 Good Friday', '2027-03-28 Easter Sunday']);
  });

  it('leaves what editors wrote, and a database without the seed, as they were', async () => {
    expect(await state(databases.edited?.client as pg.Client)).toEqual(before.edited);
    expect(await state(databases.empty?.client as pg.Client)).toEqual({ summaries: [], holidays: [] });
  });

  it('changes nothing when it runs a second time', async () => {
    const seeded = databases.seeded as MigrationDatabase;
    const once = await state(seeded.client);
    await seeded.apply(MIGRATION);
    expect(await state(seeded.client)).toEqual(once);
  });
});
