import { createClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testBackend } from '../setup/backend.ts';
import { sql } from '../setup/db.ts';
import { CODES, deleteTestWeeks, insertTestWeek, insertTestWeeks, TEST_SOURCE, testRates } from '../support/kurs.ts';

const backend = testBackend();
const anon = createClient(backend.supabaseUrl, backend.anonKey, { auth: { persistSession: false } });

/**
 * The kurs pajak tables' own rules, as the database enforces them whoever writes: a week is all 25 currencies
 * or nothing, weeks never overlap, start on a Wednesday and last seven days, a value is positive and to the
 * cent, and the API roles read but never write. Test weeks sit in the 1990s, away from the seed's.
 */

const FROM = '1995-01-04'; // a Wednesday

async function weekSql(kmk: string, from: string, to = from, extra = '') {
  const rates = testRates(1)
    .map((rate) => `(currval('public.kurs_weeks_id_seq'), '${rate.code}', ${rate.value})`)
    .join(',');
  return `begin;
    insert into public.kurs_weeks (kmk, valid_from, valid_to, source_url, source_name, checked_on)
      values ('${kmk}', '${from}', '${to}'::date + 6, '${TEST_SOURCE}${from}', 'Kurs test', '${from}');
    insert into public.kurs_rates (week_id, currency, value) values ${rates};
    ${extra}
    commit;`;
}

beforeAll(() => deleteTestWeeks(sql));
afterEach(() => deleteTestWeeks(sql));
afterAll(async () => {
  await deleteTestWeeks(sql);
  await sql("delete from public.categories where slug in ('kurs-pajak', 'tax-exchange-rates')");
});

describe('a week is all its currencies or nothing', () => {
  it('keeps a whole week written in one transaction, each value exactly as given', async () => {
    const week = await insertTestWeek(sql, FROM);
    const [row] = await sql<{ count: number; usd: string; jpy_unit: number }>(
      `select count(*)::int as count,
              (select value::text from public.kurs_rates r join public.kurs_weeks w on w.id = r.week_id
               where w.kmk = $1 and currency = 'USD') as usd,
              (select unit from public.kurs_currencies where code = 'JPY') as jpy_unit
       from public.kurs_rates r join public.kurs_weeks w on w.id = r.week_id where w.kmk = $1`,
      [week.kmk],
    );
    expect(row).toEqual({ count: 25, usd: week.rates[0]?.value, jpy_unit: 100 });
  });

  it('refuses a week with one currency missing, at commit, whichever way it was written', async () => {
    const rates = testRates(2).slice(1);
    await expect(insertTestWeek(sql, FROM, { rates })).rejects.toThrow(/has 24 of its 25 rates/);
    await expect(
      sql(
        await weekSql(
          '9999/KM.10/1995',
          FROM,
          FROM,
          "delete from public.kurs_rates where currency = 'KRW' and week_id = currval('public.kurs_weeks_id_seq');",
        ),
      ),
    ).rejects.toThrow(/kurs week from 1995-01-04 has 24 of its 25 rates/);
    expect(await sql(`select 1 from public.kurs_weeks where valid_from = $1`, [FROM])).toEqual([]);
  });

  it('refuses a currency twice, an unknown currency, and a rate that leaves a recorded week', async () => {
    const doubled = [...testRates(3), { code: 'USD', value: '1.00' }];
    await expect(insertTestWeek(sql, FROM, { rates: doubled })).rejects.toThrow(/kurs_rates_pkey/);
    const unknown = [...testRates(3).slice(1), { code: 'XAU', value: '1.00' }];
    await expect(insertTestWeek(sql, FROM, { rates: unknown })).rejects.toThrow(/kurs_rates_currency_fkey/);
    const week = await insertTestWeek(sql, FROM);
    await expect(
      sql(
        `delete from public.kurs_rates where currency = 'EUR' and week_id = (select id from public.kurs_weeks where kmk = $1)`,
        [week.kmk],
      ),
    ).rejects.toThrow(/has 24 of its 25 rates/);
  });

  it('lets a whole week go, its rates with it', async () => {
    const week = await insertTestWeek(sql, FROM);
    await sql('delete from public.kurs_weeks where kmk = $1', [week.kmk]);
    expect(
      await sql('select 1 from public.kurs_rates where week_id not in (select id from public.kurs_weeks)'),
    ).toEqual([]);
  });
});

describe('the dates and values of a week', () => {
  it('refuses an overlapping week, a week not starting on a Wednesday, and one that is not whole weeks', async () => {
    await insertTestWeek(sql, FROM);
    await expect(insertTestWeek(sql, FROM)).rejects.toThrow(/kurs_weeks_no_overlap/);
    await expect(insertTestWeek(sql, '1994-12-28', { days: 14 })).rejects.toThrow(/kurs_weeks_no_overlap/);
    await expect(insertTestWeek(sql, '1995-01-05')).rejects.toThrow(/kurs_weeks_starts_wednesday/);
    for (const days of [8, 10, 35]) {
      await expect(insertTestWeek(sql, '1995-02-01', { days }), String(days)).rejects.toThrow(/kurs_weeks_whole_weeks/);
    }
    await expect(sql(await weekSql('9998/KM.10/1995', '1995-01-11', '1995-01-12'))).rejects.toThrow(
      /kurs_weeks_whole_weeks/,
    );
  });

  it('takes a period of two weeks, as one decree covers Idulfitri, and a week whose KMK number is not known', async () => {
    const lebaran = await insertTestWeek(sql, '1995-03-01', { days: 14 });
    expect(lebaran.to).toBe('1995-03-14');
    const unnamed = await insertTestWeek(sql, '1995-03-15', { kmk: null });
    const also = await insertTestWeek(sql, '1995-03-22', { kmk: null });
    const rows = await sql<{ kmk: string | null }>(
      `select kmk from public.kurs_weeks where valid_from in ($1, $2, $3) order by valid_from`,
      [lebaran.from, unnamed.from, also.from],
    );
    expect(rows).toEqual([{ kmk: lebaran.kmk }, { kmk: null }, { kmk: null }]);
    const { data } = await anon.rpc('kurs_week_on', { day: '1995-03-20' });
    const answer = data as { week: { kmk: string | null }; previous: { valid_to: string } | null };
    expect(answer.week.kmk).toBeNull();
    expect(answer.previous?.valid_to).toBe('1995-03-14');
  });

  it('refuses a rate of zero or below, a third decimal, and a number that is not one', async () => {
    for (const [value, error] of [
      ['0', /kurs_rates_value_valid/],
      ['-1.00', /kurs_rates_value_valid/],
      ['14228.005', /kurs_rates_value_valid/],
      ['14.228,00', /invalid input syntax for type numeric/],
    ] as const) {
      const rates = testRates(4).map((rate) => (rate.code === 'USD' ? { code: 'USD', value } : rate));
      await expect(insertTestWeek(sql, FROM, { rates }), value).rejects.toThrow(error);
    }
  });

  it('refuses a KMK number in another shape or of a year that is not the week’s', async () => {
    for (const kmk of ['KMK 56/KM.10/2020', '56/KM.10/2020 ', '56/KM.10/1990', '56', '']) {
      await expect(insertTestWeek(sql, FROM, { kmk }), kmk).rejects.toThrow(/kurs_weeks_kmk/);
    }
  });

  it('moves the week’s updated_at when one of its rates is corrected', async () => {
    const week = await insertTestWeek(sql, FROM);
    await sql("update public.kurs_weeks set updated_at = now() - interval '1 day' where kmk = $1", [week.kmk]);
    await sql(
      `update public.kurs_rates set value = value + 1 where currency = 'USD'
       and week_id = (select id from public.kurs_weeks where kmk = $1)`,
      [week.kmk],
    );
    const [row] = await sql<{ fresh: boolean }>(
      "select updated_at > now() - interval '1 minute' as fresh from public.kurs_weeks where kmk = $1",
      [week.kmk],
    );
    expect(row?.fresh).toBe(true);
  });
});

describe('the API roles', () => {
  it('read weeks and rates, and the values come as exact strings through the read functions', async () => {
    const [first, second] = await insertTestWeeks(sql, FROM, 2);
    const { data, error } = await anon.rpc('kurs_week_on', { day: '1995-01-13' });
    expect(error).toBeNull();
    const answer = data as { week: { kmk: string; rates: [string, string][] }; previous: { kmk: string } | null };
    expect(answer.week.kmk).toBe(second?.kmk);
    expect(answer.previous?.kmk).toBe(first?.kmk);
    expect(answer.week.rates.map(([code]) => code)).toEqual([...CODES]);
    expect(answer.week.rates[0]).toEqual(['USD', second?.rates[0]?.value]);
    const rows = await anon.from('kurs_rates').select('currency').limit(1);
    expect(rows.error).toBeNull();
  });

  it('write nothing and cannot call the import function', async () => {
    const week = await insertTestWeek(sql, FROM);
    const insert = await anon
      .from('kurs_weeks')
      .insert({ kmk: '1/KM.10/1995', valid_from: '1995-02-01', valid_to: '1995-02-07' });
    expect(insert.error).not.toBeNull();
    const update = await anon.from('kurs_rates').update({ value: 1 }).eq('currency', 'USD').select();
    expect(update.data ?? []).toEqual([]);
    const removed = await anon.from('kurs_weeks').delete().eq('kmk', week.kmk).select();
    expect(removed.data ?? []).toEqual([]);
    const imported = await anon.rpc('import_kurs_week', {
      week_kmk: '2/KM.10/1995',
      week_from: '1995-03-01',
      week_to: '1995-03-07',
      week_source_url: `${TEST_SOURCE}x`,
      week_source_name: 'x',
      week_source_note: null,
      week_checked_on: '1995-03-01',
      rates: testRates(6),
    });
    expect(imported.error).not.toBeNull();
    expect(await sql("select 1 from public.kurs_weeks where valid_from between '1995-02-01' and '1995-12-31'")).toEqual(
      [],
    );
    expect(
      await sql(
        'select count(*)::int as n from public.kurs_rates r join public.kurs_weeks w on w.id = r.week_id where w.kmk = $1 and r.value = 1',
        [week.kmk],
      ),
    ).toEqual([{ n: 0 }]);
  });
});

describe('reserved segments', () => {
  it('keeps the section’s segments away from categories, in both languages', async () => {
    for (const slug of ['kurs-pajak', 'tax-exchange-rates']) {
      await expect(sql('insert into public.categories (slug, name) values ($1, $1)', [slug]), slug).rejects.toThrow(
        /categories_slug_not_reserved/,
      );
    }
  });
});
