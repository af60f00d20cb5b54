import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '~/lib/search-openapi';
import { action as apiAction, loader as apiLoader } from '~/routes/kurs-pajak[.]json';
import { sql } from '../setup/db.ts';
import { DEAD_SUPABASE_URL } from '../setup/loader-context.ts';
import { CODES, deleteTestWeeks, insertTestWeek, insertTestWeeks, type TestWeek } from '../support/kurs.ts';
import { api, freezeClockAtNow, LAST_WEEK, THIS_WEEK } from './support/kurs.ts';
import { expectDocumented, expectOtherMethodsDocumented, validate } from './support/openapi.ts';

/**
 * GET /kurs-pajak.json against the real database, every answer held to its OpenAPI description as /search's
 * are: the week in force on a date, one currency, 400s for a malformed date, an unknown currency or a repeated
 * parameter, a 404 for a date without a week, a 503 when the database is down, and the refused methods.
 */

freezeClockAtNow();
let weeks: TestWeek[] = [];
beforeAll(async () => {
  await deleteTestWeeks(sql);
  weeks = [...(await insertTestWeeks(sql, '1995-01-04', 2)), ...(await insertTestWeeks(sql, LAST_WEEK, 2))];
});
afterAll(() => deleteTestWeeks(sql));

const operation = openApiDocument.paths['/kurs-pajak.json'];

type Answer = { kmk: string; url: string; rates: { code: string }[] };

describe('/kurs-pajak.json', () => {
  it("answers today's week in Jakarta without a date, every rate exactly as stored, with its change", async () => {
    const response = await api('/kurs-pajak.json');
    expect(response.status).toBe(200);
    const body = (await response.clone().json()) as Answer;
    expect(body).toMatchObject({ date: '2026-12-03', validFrom: THIS_WEEK.from, validTo: THIS_WEEK.to });
    expect(body.kmk).toBe(weeks[3]?.kmk);
    expect(body.rates.map((rate: { code: string }) => rate.code)).toEqual([...CODES]);
    expect(body.rates[0]).toEqual({
      code: 'USD',
      nameId: 'Dolar Amerika Serikat',
      nameEn: 'US dollar',
      unit: 1,
      value: weeks[3]?.rates[0]?.value,
      change: '10.01',
    });
    expect(body.rates[12]).toMatchObject({ code: 'JPY', unit: 100 });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    await expectDocumented(operation.get, response);
  });

  it('answers one currency for a date, in any case, and a week without a recorded week before has no change', async () => {
    const response = await api('/kurs-pajak.json?tanggal=1995-01-04&mata_uang=jpy');
    const body = (await response.clone().json()) as Answer;
    expect(body.kmk).toBe(weeks[0]?.kmk);
    expect(body.rates).toEqual([
      expect.objectContaining({ code: 'JPY', unit: 100, value: weeks[0]?.rates[12]?.value, change: null }),
    ]);
    expect(body.url).toBe('/id/kurs-pajak?tanggal=1995-01-04');
    await expectDocumented(operation.get, response);
  });

  it('answers null for a KMK number no source names, as documented', async () => {
    await insertTestWeek(sql, '1995-03-01', { days: 14, kmk: null });
    const response = await api('/kurs-pajak.json?tanggal=1995-03-14&mata_uang=USD');
    expect(await response.clone().json()).toMatchObject({ kmk: null, validFrom: '1995-03-01', validTo: '1995-03-14' });
    await expectDocumented(operation.get, response);
  });

  it('answers every error in its documented shape, never stored', async () => {
    for (const [query, status, code] of [
      ['tanggal=1995-02-30', 400, 'invalid_date'],
      ['tanggal=04-01-1995', 400, 'invalid_date'],
      ['tanggal=', 400, 'invalid_date'],
      ['mata_uang=XAU', 400, 'unknown_currency'],
      ['mata_uang=US', 400, 'unknown_currency'],
      ['tanggal=1995-01-04&tanggal=1995-01-11', 400, 'repeated_parameter'],
      ['mata_uang=USD&mata_uang=EUR', 400, 'repeated_parameter'],
      ['tanggal=1995-01-18', 404, 'no_week'],
      ['tanggal=1900-01-01&mata_uang=usd', 404, 'no_week'],
    ] as const) {
      const response = await api(`/kurs-pajak.json?${query}`);
      expect(response.status, query).toBe(status);
      expect(((await response.clone().json()) as { error: { code: string } }).error.code, query).toBe(code);
      expect(response.headers.get('Cache-Control'), query).toBe('no-store');
      await expectDocumented(operation.get, response);
    }
    const down = await api('/kurs-pajak.json', {}, {}, { SUPABASE_URL: DEAD_SUPABASE_URL });
    expect(down.status).toBe(503);
    await expectDocumented(operation.get, down);
  });

  it('answers a matching entity tag with 304, and a changed week with a new tag', async () => {
    const first = await api('/kurs-pajak.json?tanggal=1995-01-11');
    const tag = first.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await api('/kurs-pajak.json?tanggal=1995-01-11', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    await expectDocumented(operation.get, again);
    await sql(
      `update public.kurs_rates set value = value + 1 where currency = 'USD'
       and week_id = (select id from public.kurs_weeks where kmk = $1)`,
      [weeks[1]?.kmk],
    );
    const changed = await api('/kurs-pajak.json?tanggal=1995-01-11', { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(tag);
  });

  it('answers the preflight and refuses every other method in its documented shape', async () => {
    await expectOtherMethodsDocumented('/kurs-pajak.json', operation, { loader: apiLoader, action: apiAction });
  });

  it('fails an answer that breaks the contract, so the checks above can fail', () => {
    const schema = operation.get.responses['200'].content['application/json'].schema;
    const answer = { date: '2026-12-03', kmk: '1/KM.10/2026', validFrom: '2026-12-02', validTo: '2026-12-08' };
    const rate = { code: 'USD', nameId: 'x', nameEn: 'x', unit: 1, value: '1.00', change: null };
    const whole = {
      ...answer,
      source: { url: 'https://x', name: 'x', note: null },
      checkedOn: '2026-12-02',
      url: '/id/kurs-pajak?tanggal=2026-12-03',
    };
    expect(validate(schema, { ...whole, rates: [rate] })).toEqual([]);
    expect(validate(schema, { ...whole, rates: [{ ...rate, value: 14228 }] })).not.toEqual([]);
    expect(validate(schema, { ...whole, rates: [{ ...rate, value: '14228.1' }] })).not.toEqual([]);
    expect(validate(schema, { ...whole, rates: [{ ...rate, unit: 10 }] })).not.toEqual([]);
  });
});
