import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { testBackend } from '../setup/backend.ts';
import { sql } from '../setup/db.ts';

const backend = testBackend();
const anon = createClient(backend.supabaseUrl, backend.anonKey, { auth: { persistSession: false } });
const TABLES = [
  'calendar_rules',
  'calendar_rule_terms',
  'calendar_holidays',
  'calendar_holiday_years',
  'calendar_waivers',
];

afterAll(async () => {
  await sql("delete from public.calendar_rules where slug like 'test-%'");
  await sql("delete from public.calendar_holidays where name_id like 'test-%'");
});

describe('the seed calendar', () => {
  it('holds the five deadline rules, each linked to PMK 81/2024 and to glossary entries', async () => {
    const rules = await sql<{
      slug: string;
      kind: string;
      day: number | null;
      regulation_slug: string;
      terms: string[];
    }>(
      `select r.slug, r.kind, r.day, r.regulation_slug,
              array(select g.slug from public.calendar_rule_terms t join public.glossary_entries g on g.id = t.entry_id
                    where t.rule_id = r.id order by t.position) as terms
       from public.calendar_rules r where r.slug not like 'test-%' order by r.position`,
    );
    expect(rules.map((rule) => [rule.slug, rule.kind, rule.day])).toEqual([
      ['setor-pajak-bulanan', 'monthly_day', 15],
      ['lapor-spt-masa-pph', 'monthly_day', 20],
      ['setor-ppn', 'monthly_end', null],
      ['lapor-spt-masa-ppn', 'monthly_end', null],
      ['lapor-spt-tahunan-orang-pribadi', 'yearly_day', 31],
      ['lapor-spt-tahunan-badan', 'yearly_month_end', null],
    ]);
    // PMK 81/2024: VAT and PPnBM due for a tax month are paid by the month's end, not with the 15th's taxes.
    expect(rules.find((rule) => rule.slug === 'setor-pajak-bulanan')?.terms).not.toContain('ppnbm');
    expect(rules.find((rule) => rule.slug === 'setor-ppn')?.terms).toEqual(['ppn', 'ppnbm']);
    for (const rule of rules) {
      expect(rule.regulation_slug, rule.slug).toBe('pmk-81-2024');
      expect(rule.terms.length, rule.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('holds 2025 and 2026 whole from their decrees, and only the certain holidays of 2027, marked incomplete', async () => {
    const years = await sql<{ year: number; complete: boolean; decree: string | null }>(
      'select year, complete, decree from public.calendar_holiday_years where year < 2090 order by year',
    );
    const decree2026 =
      'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025';
    const decree2025 =
      'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 1017 Tahun 2024, Nomor 2 Tahun 2024, Nomor 2 Tahun 2024';
    const amendment2025 =
      'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 933 Tahun 2025, Nomor 1 Tahun 2025, Nomor 3 Tahun 2025';
    expect(years).toEqual([
      {
        year: 2025,
        complete: true,
        decree: `${decree2025}, diubah dengan SKB Nomor 933 Tahun 2025, Nomor 1 Tahun 2025, Nomor 3 Tahun 2025`,
      },
      { year: 2026, complete: true, decree: decree2026 },
      { year: 2027, complete: false, decree: null },
    ]);
    const holidays = await sql<{ day: string; kind: string; decree: string | null }>(
      `select holiday_on::text as day, kind, decree from public.calendar_holidays
       where name_id not like 'test-%' order by 1`,
    );
    const of2026 = holidays.filter((row) => row.day.startsWith('2026-'));
    // The decree's count: 17 days of national holiday (Eid al-Fitr takes two) and 8 of collective leave.
    expect(of2026.filter((row) => row.kind === 'holiday')).toHaveLength(17);
    expect(of2026.filter((row) => row.kind === 'collective_leave').map((row) => row.day)).toEqual([
      '2026-02-16',
      '2026-03-18',
      '2026-03-20',
      '2026-03-23',
      '2026-03-24',
      '2026-05-15',
      '2026-05-28',
      '2026-12-24',
    ]);
    for (const row of of2026) expect(row.decree, row.day).toBe(decree2026);
    const of2025 = holidays.filter((row) => row.day.startsWith('2025-'));
    expect(of2025.filter((row) => row.kind === 'holiday')).toHaveLength(17);
    // The decree's ten days of collective leave, and 18 August, which its amendment of 7 August 2025 added.
    expect(of2025.filter((row) => row.kind === 'collective_leave').map((row) => row.day)).toEqual([
      '2025-01-28',
      '2025-03-28',
      '2025-04-02',
      '2025-04-03',
      '2025-04-04',
      '2025-04-07',
      '2025-05-13',
      '2025-05-30',
      '2025-06-09',
      '2025-08-18',
      '2025-12-26',
    ]);
    for (const row of of2025) expect(row.decree, row.day).toBe(row.day === '2025-08-18' ? amendment2025 : decree2025);
    expect(holidays.filter((row) => row.day.startsWith('2027-')).map((row) => [row.day, row.decree])).toEqual([
      ['2027-01-01', null],
      ['2027-03-26', null],
      ['2027-03-28', null],
      ['2027-05-01', null],
      ['2027-05-06', null],
      ['2027-06-01', null],
      ['2027-08-17', null],
      ['2027-12-25', null],
    ]);
  });
});

describe('calendar rule constraints', () => {
  const insert = (kind: string, day: number | null, month: number | null, monthsAfter: number | null) =>
    sql(
      `insert into public.calendar_rules (slug, kind, day, month, months_after, name_id, name_en, taxes_id, taxes_en)
       values ('test-rule-' || replace($1, '_', '-') || '-' || coalesce($2::text, 'x') || coalesce($3::text, 'x') || coalesce($4::text, 'x'),
               $1, $2::smallint, $3::smallint, $4::smallint, 'x', 'x', 'x', 'x')`,
      [kind, day, month, monthsAfter],
    );

  it('accepts each kind in its own shape', async () => {
    await insert('monthly_day', 28, null, null);
    await insert('monthly_end', null, null, null);
    await insert('yearly_day', 31, 3, null);
    await insert('yearly_month_end', null, null, 4);
  });

  it('refuses a day that some month or year lacks, and fields of another kind', async () => {
    await expect(insert('monthly_day', 31, null, null)).rejects.toThrow(/calendar_rules_shape/);
    await expect(insert('yearly_day', 29, 2, null)).rejects.toThrow(/calendar_rules_shape/);
    await expect(insert('yearly_day', 31, 4, null)).rejects.toThrow(/calendar_rules_shape/);
    await expect(insert('monthly_end', 15, null, null)).rejects.toThrow(/calendar_rules_shape/);
    await expect(insert('yearly_month_end', null, null, null)).rejects.toThrow(/calendar_rules_shape/);
    await expect(insert('weekly', null, null, null)).rejects.toThrow(/calendar_rules_kind/);
  });

  it('refuses a regulation the register lacks, and keeps updated_at current on a change', async () => {
    await expect(
      sql(
        `insert into public.calendar_rules (slug, kind, name_id, name_en, taxes_id, taxes_en, regulation_slug)
         values ('test-rule-fk', 'monthly_end', 'x', 'x', 'x', 'x', 'pmk-999-2099')`,
      ),
    ).rejects.toThrow(/foreign key/);
    await sql(
      `insert into public.calendar_holidays (holiday_on, kind, name_id, name_en, updated_at)
       values ('2031-01-01', 'holiday', 'test-holiday', 'x', '2020-01-01')`,
    );
    await sql("update public.calendar_holidays set name_en = 'y' where name_id = 'test-holiday'");
    const [row] = await sql<{ fresh: boolean }>(
      "select updated_at > now() - interval '1 minute' as fresh from public.calendar_holidays where name_id = 'test-holiday'",
    );
    expect(row?.fresh).toBe(true);
  });
});

describe('row-level security on the calendar', () => {
  it('lets anon read every calendar table and write none', async () => {
    for (const table of TABLES) {
      const { data, error } = await anon.from(table).select('*').limit(1);
      expect(error, table).toBeNull();
      expect(data?.length, table).toBe(1);
    }
    const insert = await anon
      .from('calendar_holidays')
      .insert({ holiday_on: '2026-02-02', kind: 'holiday', name_id: 'test-x', name_en: 'x' });
    expect(insert.error?.code).toBe('42501');
    const update = await anon.from('calendar_rules').update({ day: 1 }).eq('slug', 'setor-pajak-bulanan').select();
    expect(update.error?.code).toBe('42501');
    const completed = await anon.from('calendar_holiday_years').update({ complete: true }).eq('year', 2027).select();
    expect(completed.error?.code).toBe('42501');
    const remove = await anon.from('calendar_rule_terms').delete().neq('rule_id', 0).select();
    expect(remove.error?.code).toBe('42501');
    const waive = await anon.from('calendar_waivers').update({ waived_until: '2099-12-31' }).neq('id', 0).select();
    expect(waive.error?.code).toBe('42501');
    const unwaive = await anon.from('calendar_waivers').delete().neq('id', 0).select();
    expect(unwaive.error?.code).toBe('42501');
    const moved = await anon
      .from('calendar_rules')
      .update({ moves_to_working_day: true })
      .eq('slug', 'lapor-spt-tahunan-badan')
      .select();
    expect(moved.error?.code).toBe('42501');
    const [rule] = await sql<{ day: number }>(
      "select day from public.calendar_rules where slug = 'setor-pajak-bulanan'",
    );
    expect(rule?.day).toBe(15);
    const [year] = await sql<{ complete: boolean }>(
      'select complete from public.calendar_holiday_years where year = 2027',
    );
    expect(year?.complete).toBe(false);
    const [waiver] = await sql<{ until: string }>('select waived_until::text as until from public.calendar_waivers');
    expect(waiver?.until).toBe('2025-04-11');
  });
});
