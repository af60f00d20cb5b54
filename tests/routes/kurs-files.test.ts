import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../setup/db.ts';
import { deleteTestWeeks, insertTestWeek, insertTestWeeks, TEST_WEEKS, type TestWeek } from '../support/kurs.ts';
import { parseXml } from '../support/xml.ts';
import { csv, feed, freezeClockAtNow, history } from './support/kurs.ts';

/**
 * A currency's history page (chart and one year's table), the RSS feed of weeks and the CSV of every week,
 * against the real database. Test weeks: three in a row in 1995, a gap, one in 1996.
 */

freezeClockAtNow();
let weeks: TestWeek[] = [];
beforeAll(async () => {
  await deleteTestWeeks(sql);
  weeks = [...(await insertTestWeeks(sql, '1995-01-04', 3)), await insertTestWeek(sql, '1996-01-03', { index: 9 })];
});
afterAll(() => deleteTestWeeks(sql));

describe('a currency’s history', () => {
  it('draws every week with a gap where a week is missing, and lists one year', async () => {
    const answer = await history('en', 'usd', '?year=1995');
    const view = answer.data?.view;
    expect(answer.status).toBe(200);
    expect(view?.title).toBe('Tax exchange rate history: US dollar (USD)');
    expect(view?.rows.map((row) => row.kmk)).toEqual([weeks[2]?.kmk, weeks[1]?.kmk, weeks[0]?.kmk]);
    expect(view?.rows.map((row) => row.change)).toEqual(['+10.01', '+10.01', null]);
    expect(view?.years.find((year) => year.year === 1995)).toMatchObject({
      current: true,
      href: '/en/tax-exchange-rates/usd?year=1995',
    });
    // One run of three weeks and the lone 1996 week, at least (seeded weeks may add runs of their own).
    expect(view?.chart?.path.match(/M/g)?.length).toBeGreaterThanOrEqual(2);
    expect(view?.chart?.gaps).toBe('Weeks that are not recorded are left as gaps in the chart.');
    expect(view?.chart?.summary).toMatch(
      /^Lowest Rp[\d,.]+ \(.+\), highest Rp[\d,.]+ \(.+\), latest Rp[\d,.]+ \(.+\)\.$/,
    );
    expect(answer.data?.alternates).toEqual({
      id: '/id/kurs-pajak/usd?tahun=1995',
      en: '/en/tax-exchange-rates/usd?year=1995',
    });
  });

  it('says per 100 for the yen, and answers 404 for an unknown currency and 400 for a bad year', async () => {
    expect((await history('id', 'jpy')).data?.view.per).toBe('per 100 JPY');
    expect((await history('id', 'xau')).status).toBe(404);
    expect((await history('id', 'us')).status).toBe(404);
    expect((await history('id', 'usd', '', 'tax-exchange-rates')).status).toBe(404);
    expect((await history('id', 'usd', '?tahun=95')).status).toBe(400);
    expect((await history('id', 'usd', '?tahun=1995&tahun=1996')).status).toBe(400);
    const empty = await history('id', 'usd', '?tahun=1901');
    expect(empty.status).toBe(200);
    expect(empty.data?.view.empty).toBe('Tidak ada minggu yang tercatat pada tahun 1901.');
  });
});

describe('the RSS feed of weeks', () => {
  it('has one item a week, newest first, each with its whole table', async () => {
    const response = await feed('id');
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const channel = parseXml(await response.text()).getElementsByTagName('channel')[0];
    const items = Array.from(channel?.getElementsByTagName('item') ?? []);
    const [newest] = await sql<{ kmk: string }>('select kmk from public.kurs_weeks order by valid_from desc limit 1');
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.length).toBeLessThanOrEqual(20);
    expect(items[0]?.getElementsByTagName('title')[0]?.textContent).toContain(newest?.kmk);
    const mine = items.find((item) =>
      item.getElementsByTagName('title')[0]?.textContent?.includes(weeks[1]?.kmk ?? '-'),
    );
    const description = mine?.getElementsByTagName('description')[0]?.textContent ?? '';
    expect(description.match(/<tr><th scope="row">/g)).toHaveLength(25);
    expect(description).toContain('+10,01');
    expect(mine?.getElementsByTagName('link')[0]?.textContent).toBe(
      'https://newstax.test/id/kurs-pajak?tanggal=1995-01-11',
    );
    expect((await feed('en', '/en/kurs-pajak/feed.xml')).status).toBe(404);
  });
});

describe('the CSV of every week', () => {
  it('holds one line per week and currency, oldest first, values exactly as stored', async () => {
    const response = await csv('/kurs-pajak.csv');
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8; header=present');
    const lines = (await response.text()).trimEnd().split('\r\n');
    const [{ n } = { n: 0 }] = await sql<{ n: number }>('select count(*)::int as n from public.kurs_rates');
    expect(lines).toHaveLength(n + 1);
    expect(lines[0]).toBe('valid_from,valid_to,kmk,code,unit,value,source_url,checked_on');
    const [first] = await sql<{ kmk: string }>('select kmk from public.kurs_weeks order by valid_from limit 1');
    expect(lines[1]?.split(',')[2]).toBe(first?.kmk);
    const usd = lines.find((line) => line.startsWith(`1995-01-11,1995-01-17,${weeks[1]?.kmk},USD,`));
    expect(usd).toBe(
      `1995-01-11,1995-01-17,${weeks[1]?.kmk},USD,1,${weeks[1]?.rates[0]?.value},https://kurs.test/1995-01-11,1995-01-11`,
    );
    expect(lines.some((line) => /,JPY,100,/.test(line))).toBe(true);
    const tag = response.headers.get('ETag') ?? '';
    expect((await csv('/kurs-pajak.csv', { headers: { 'If-None-Match': tag } })).status).toBe(304);
    await sql(`delete from public.kurs_weeks where ${TEST_WEEKS} and valid_from = '1996-01-03'`);
    expect((await csv('/kurs-pajak.csv', { headers: { 'If-None-Match': tag } })).status).toBe(200);
  });
});
