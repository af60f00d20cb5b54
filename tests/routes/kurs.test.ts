import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from '../setup/db.ts';
import { deleteTestWeeks, insertTestWeek, insertTestWeeks, testRates } from '../support/kurs.ts';
import { freezeClockAtNow, LAST_WEEK, latestWeekFrom, page, THIS_WEEK, UNTIL_NEXT_WEEK } from './support/kurs.ts';

/**
 * The kurs pajak hub's loader against the real database: the week in force today in Jakarta (a frozen Thursday),
 * or, when it is not recorded, a plain statement that it is not and the latest week labelled with its dates;
 * a date looked up; the converter's exact answer; and a 400 that names each malformed field.
 */

freezeClockAtNow();
beforeAll(() => deleteTestWeeks(sql));
afterEach(() => deleteTestWeeks(sql));
afterAll(() => deleteTestWeeks(sql));

const seconds = (cacheControl: string | null, directive: string) =>
  Number(new RegExp(`${directive}=(\\d+)`).exec(cacheControl ?? '')?.[1]);

describe('the week in force today', () => {
  it("shows this week's KMK, dates, source and every rate with its change against the week before", async () => {
    const [before, current] = await insertTestWeeks(sql, LAST_WEEK, 2);
    const answer = await page('id');
    if (!answer.data) throw new Error(`no page: ${answer.status}`);
    const { view } = answer.data;
    expect(answer.status).toBe(200);
    expect(view.heading).toBe('Kurs pajak minggu ini: 2 Desember 2026 – 8 Desember 2026');
    expect(view.missing).toBe(false);
    expect(view.week?.kmk).toBe(current?.kmk);
    expect(view.week?.source.url).toBe(`https://kurs.test/${THIS_WEEK.from}`);
    expect(view.week?.rows).toHaveLength(25);
    const usd = view.week?.rows[0];
    // testRates(2) − testRates(1) is 10.01 for every currency.
    expect(usd).toMatchObject({ code: 'USD', name: 'Dolar Amerika Serikat', change: '+10,01', per: null });
    expect(current?.rates[0]?.value).toBe('10020.02');
    expect(usd?.value).toBe('10.020,02');
    expect(view.week?.rows.find((row) => row.code === 'JPY')?.per).toBe('per 100 JPY');
    expect(view.week?.changeNote).toBe('Perubahan dibanding minggu sebelumnya (25 November 2026 – 1 Desember 2026).');
    expect(before).toBeDefined();
  });

  it('ends every cached copy when the next week starts, Wednesday 00:00 in Jakarta', async () => {
    await insertTestWeek(sql, THIS_WEEK.from);
    const thursday = (await page('en')).headers.get('Cache-Control');
    expect(seconds(thursday, 's-maxage')).toBe(60);
    expect(seconds(thursday, 's-maxage') + seconds(thursday, 'stale-if-error')).toBeLessThanOrEqual(UNTIL_NEXT_WEEK);
    // Tuesday 23:30 in Jakarta: half an hour of this week is left, and no copy may live longer.
    vi.setSystemTime(new Date('2026-12-08T16:30:00Z'));
    const tuesday = (await page('en')).headers.get('Cache-Control');
    expect(seconds(tuesday, 's-maxage') + seconds(tuesday, 'stale-if-error')).toBe(1800);
    expect(seconds(tuesday, 's-maxage') + seconds(tuesday, 'stale-while-revalidate')).toBeLessThanOrEqual(1800);
  });
});

describe("when this week's rates are not recorded", () => {
  it('says so plainly and shows the latest week with its dates, never as the current one', async () => {
    await insertTestWeeks(sql, '1995-01-04', 2);
    const latest = await latestWeekFrom(THIS_WEEK.from);
    const answer = await page('id');
    const view = answer.data?.view;
    expect(answer.status).toBe(200);
    expect(view?.missing).toBe(true);
    expect(view?.heading).toBe('Kurs pajak minggu ini (2 Desember 2026 – 8 Desember 2026) belum tercatat di newstax.');
    expect(view?.week?.kmk).toBe(latest?.kmk);
    expect(view?.notes[0]).toMatch(
      /^Di bawah ini minggu terakhir yang tercatat, .+\. Kurs itu tidak berlaku untuk minggu ini\.$/,
    );
    expect(view?.heading).not.toMatch(/^Kurs pajak minggu ini:/);
  });

  it('says that a later week is recorded when an editor has added next week already', async () => {
    await insertTestWeek(sql, '2026-12-09');
    const view = (await page('en')).data?.view;
    expect(view?.missing).toBe(true);
    expect(view?.notes).toContain('The next week is already recorded: 9 December 2026 – 15 December 2026.');
  });

  it('converts nothing without a week in force, rather than with an old one', async () => {
    await insertTestWeek(sql, '1995-01-04');
    const view = (await page('id', '?jumlah=100&mata_uang=USD&tanggal=')).data?.view;
    expect(view?.conversion).toBeNull();
    expect(view?.conversionMessage).toBe('Tidak ada kurs tercatat untuk tanggal itu, jadi jumlahnya tidak dihitung.');
  });
});

describe('a date looked up', () => {
  it('shows the week in force on it, and says when none is recorded for it', async () => {
    const [week] = await insertTestWeeks(sql, '1995-01-04', 1);
    const found = (await page('en', '?date=1995-01-10')).data?.view;
    expect(found?.heading).toBe('Tax exchange rates in force on 10 January 1995: 4 January 1995 – 10 January 1995');
    expect(found?.week?.kmk).toBe(week?.kmk);
    expect(found?.week?.changeNote).toBe('The week before is not recorded, so no change is shown.');
    expect(found?.week?.rows[0]?.change).toBeNull();
    const none = await page('en', '?date=1995-01-11');
    expect(none.status).toBe(200);
    expect(none.data?.view.heading).toBe('No tax exchange rates are recorded for 11 January 1995.');
    expect(none.data?.view.week).toBeNull();
    expect(none.data?.view.notes[0]).toMatch(
      /^The earliest week recorded starts on 4 January 1995; the latest ends on /,
    );
  });

  it('says plainly that a KMK number is not recorded, and shows a two-week period whole', async () => {
    await insertTestWeek(sql, '1995-03-01', { days: 14, kmk: null });
    const view = (await page('id', '?tanggal=1995-03-13&jumlah=2&mata_uang=EUR')).data?.view;
    expect(view?.heading).toBe('Kurs pajak yang berlaku pada 13 Maret 1995: 1 Maret 1995 – 14 Maret 1995');
    expect(view?.week?.kmk).toBe('tidak tercatat');
    expect(view?.week?.caption).toBe('Kurs pajak 1 Maret 1995 – 14 Maret 1995, nomor KMK tidak tercatat');
    expect(view?.conversion?.basis).toMatch(/, nomor KMK tidak tercatat \(1 Maret 1995 – 14 Maret 1995\)\.$/);
  });

  it('maps the question to the other language for the switch and hreflang, amount in its notation', async () => {
    const answer = await page('id', '?jumlah=1.250%2C5&mata_uang=usd&tanggal=1995-01-05');
    expect(answer.data?.alternates).toEqual({
      id: '/id/kurs-pajak?jumlah=1.250%2C5&mata_uang=USD&tanggal=1995-01-05',
      en: '/en/tax-exchange-rates?amount=1%2C250.5&currency=USD&date=1995-01-05',
    });
  });
});

describe('the converter', () => {
  it('gives the rupiah amount exactly, with the rate and KMK it used', async () => {
    const rates = testRates(1).map((rate) =>
      rate.code === 'USD'
        ? { code: 'USD', value: '14228.37' }
        : rate.code === 'JPY'
          ? { code: 'JPY', value: '13737.57' }
          : rate,
    );
    const week = await insertTestWeek(sql, '1995-01-04', { rates });
    const usd = (await page('id', '?jumlah=1.000.000%2C01&mata_uang=USD&tanggal=1995-01-06')).data?.view;
    // 1,000,000.01 × 14,228.37 = 14,228,370,142.2837: no float has that many digits right.
    expect(usd?.conversion?.result).toBe('1.000.000,01 USD = Rp14.228.370.142,2837');
    expect(usd?.conversion?.basis).toBe(
      `Dengan kurs Rp14.228,37 per 1 USD, KMK ${week.kmk} (4 Januari 1995 – 10 Januari 1995).`,
    );
    const yen = (await page('en', '?amount=12%2C345.67&currency=JPY&date=1995-01-04')).data?.view;
    // 12,345.67 × 13,737.57 ÷ 100 = 1,695,995.058219 exactly.
    expect(yen?.conversion?.result).toBe('12,345.67 JPY = Rp1,695,995.058219');
    expect(yen?.conversion?.rounding).toBe(
      'Computed exactly to the last digit, with no rounding: amount × rate ÷ 100.',
    );
  });
});

describe('malformed questions', () => {
  it('answer 400 with the page, naming each problem, and are never stored', async () => {
    for (const [query, errors] of [
      ['?tanggal=2025-02-30', ['Tanggal tidak valid. Gunakan format TTTT-BB-HH, misalnya 2025-01-15.']],
      ['?tanggal=kemarin', ['Tanggal tidak valid. Gunakan format TTTT-BB-HH, misalnya 2025-01-15.']],
      ['?tanggal=2025-01-01&tanggal=2025-01-08', ['Setiap isian hanya boleh dikirim sekali.']],
      ['?jumlah=1%2C2%2C3&mata_uang=USD', [expect.stringMatching(/^Jumlah tidak dapat dibaca/)]],
      ['?jumlah=-5&mata_uang=USD', [expect.stringMatching(/^Jumlah tidak dapat dibaca/)]],
      ['?jumlah=10&mata_uang=XAU', ['Mata uang itu tidak termasuk kurs pajak.']],
      ['?jumlah=10&mata_uang=%3Cb%3E', ['Mata uang itu tidak termasuk kurs pajak.']],
    ] as const) {
      const answer = await page('id', query);
      expect(answer.status, query).toBe(400);
      expect(answer.data?.view.errors, query).toEqual(errors);
      expect(answer.headers.get('Cache-Control'), query).toBe('no-store');
    }
  });

  it('is a 404 under the other language’s segment', async () => {
    expect((await page('en', '', 'kurs-pajak')).status).toBe(404);
    expect((await page('id', '', 'tax-exchange-rates')).status).toBe(404);
  });
});
