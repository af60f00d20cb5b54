import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KURS_CODES } from '../../scripts/lib/kurs-csv.ts';
import { testBackend } from '../setup/backend.ts';
import { sql } from '../setup/db.ts';
import { deleteTestWeeks, TEST_SOURCE, TEST_WEEKS, testRates } from '../support/kurs.ts';

/**
 * `npm run kurs:import -- FILE` as an editor runs it, against the test database: a good file is recorded whole;
 * a partial week, an overlap, a week that does not start on a Wednesday and a malformed number are each refused
 * with the file and line named, and nothing is written.
 */

const run = promisify(execFile);
const backend = testBackend();
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'newstax-kurs-import-'));
  await deleteTestWeeks(sql);
});
afterEach(() => deleteTestWeeks(sql));
afterAll(async () => {
  await deleteTestWeeks(sql);
  await rm(folder, { recursive: true, force: true });
});

type Week = { kmk?: string; from?: string; to?: string; rows?: string[]; extra?: string[] };

/** A week file as an editor writes it: the header, the column line, a rate per line. */
async function weekFile(name: string, week: Week = {}): Promise<string> {
  const from = week.from ?? '1996-01-03';
  const rows = week.rows ?? testRates(1).map((rate) => `${rate.code},${rate.value}`);
  const text = [
    `# kmk: ${week.kmk ?? '7/KM.10/1996'}`,
    `# valid_from: ${from}`,
    ...(week.to ? [`# valid_to: ${week.to}`] : []),
    `# source: ${TEST_SOURCE}${from}`,
    '# source_name: Kurs test',
    `# checked: ${from}`,
    ...(week.extra ?? []),
    'code,value',
    ...rows,
  ].join('\n');
  const path = join(folder, name);
  await writeFile(path, `${text}\n`);
  return path;
}

async function importer(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [
      'scripts/kurs-import.ts',
      ...args,
      '--db-url',
      backend.dbUrl,
    ]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

const testWeeks = async () =>
  sql<{ from: string; kmk: string | null; rates: number }>(
    `select to_char(valid_from, 'YYYY-MM-DD') as from, kmk,
            (select count(*)::int from public.kurs_rates where week_id = w.id) as rates
     from public.kurs_weeks w where ${TEST_WEEKS} order by valid_from`,
  );

// Each case starts the importer as a process of its own: seconds each on a busy machine.
describe('npm run kurs:import', { timeout: 120_000 }, () => {
  it('records a good file whole, each value as written', async () => {
    const result = await importer(await weekFile('good.csv'));
    expect(result.code, result.out).toBe(0);
    expect(result.out).toContain('recorded 1996-01-03 – 1996-01-09, KMK 7/KM.10/1996: 25 rates');
    expect(await testWeeks()).toEqual([{ from: '1996-01-03', kmk: '7/KM.10/1996', rates: 25 }]);
    const [usd] = await sql<{ value: string }>(
      `select value::text from public.kurs_rates r join public.kurs_weeks w on w.id = r.week_id
       where w.kmk = '7/KM.10/1996' and r.currency = 'USD'`,
    );
    expect(usd?.value).toBe(testRates(1)[0]?.value);
  });

  it('takes the dates and the KMK number from options, and "-" for a number no source names', async () => {
    const path = join(folder, 'bare.csv');
    await writeFile(path, ['code,value', ...testRates(2).map((rate) => `${rate.code},${rate.value}`)].join('\n'));
    const result = await importer(
      path,
      '--kmk=-',
      '--valid-from=1996-02-07',
      '--valid-to=1996-02-20',
      `--source=${TEST_SOURCE}x`,
      '--source-name=Kurs test',
      '--checked=1996-02-07',
    );
    expect(result.code, result.out).toBe(0);
    expect(await testWeeks()).toEqual([{ from: '1996-02-07', kmk: null, rates: 25 }]);
  });

  it('refuses a partial week, naming where the file ends, and writes nothing', async () => {
    const rows = testRates(1)
      .filter((rate) => rate.code !== 'KRW')
      .map((rate) => `${rate.code},${rate.value}`);
    const result = await importer(await weekFile('partial.csv', { rows }));
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/partial\.csv, line 30: the file ends with 24 of the 25 currencies; .*missing KRW/);
    expect(result.out).toContain('nothing was written');
    expect(await testWeeks()).toEqual([]);
  });

  it('refuses a week that overlaps a recorded one, naming the line and the recorded week', async () => {
    expect((await importer(await weekFile('first.csv'))).code).toBe(0);
    const result = await importer(await weekFile('again.csv', { kmk: '8/KM.10/1996' }));
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      'again.csv, line 2: 1996-01-03 – 1996-01-09 overlaps a recorded week: 1996-01-03 – 1996-01-09 (7/KM.10/1996)',
    );
    expect(await testWeeks()).toEqual([{ from: '1996-01-03', kmk: '7/KM.10/1996', rates: 25 }]);
  });

  it('refuses a week that does not start on a Wednesday, or is not whole weeks long', async () => {
    const thursday = await importer(await weekFile('thursday.csv', { from: '1996-01-04' }));
    expect(thursday.code).toBe(1);
    expect(thursday.out).toContain('thursday.csv, line 2: valid_from 1996-01-04 is not a Wednesday');
    const long = await importer(await weekFile('long.csv', { to: '1996-01-12' }));
    expect(long.out).toContain('long.csv, line 3: from 1996-01-03 to 1996-01-12 is 10 days');
    expect(await testWeeks()).toEqual([]);
  });

  it('refuses a malformed number, naming its line, and writes nothing of a batch', async () => {
    const rows = testRates(1).map((rate) => (rate.code === 'EUR' ? 'EUR,17.342,79' : `${rate.code},${rate.value}`));
    const good = await weekFile('batch-good.csv', { from: '1996-03-06', kmk: '10/KM.10/1996' });
    const bad = await weekFile('batch-bad.csv', { from: '1996-03-13', kmk: '11/KM.10/1996', rows });
    const result = await importer(good, bad);
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      'batch-bad.csv, line 29: a rate line is "CODE,VALUE", two fields; write a value with a point',
    );
    for (const [value, message] of [
      ['USD,14.228', /line 7: USD: "14.228" is not a number written with a point for decimals and at most two/],
      ['USD,-5.00', /line 7: USD: "-5.00" is not a number/],
      ['USD,14228.005', /line 7: USD: "14228.005" is not a number/],
      ['USD,0', /line 7: USD: a rate is more than zero/],
      ['XAU,1.00', /line 7: "XAU" is not one of the 25 currencies/],
    ] as const) {
      const other = testRates(1)
        .filter((rate) => rate.code !== 'USD')
        .map((rate) => `${rate.code},${rate.value}`);
      const refused = await importer(await weekFile('one.csv', { rows: [value, ...other] }));
      expect(refused.out).toMatch(message);
    }
    expect(await testWeeks()).toEqual([]);
  });

  it('refuses a header and an option that disagree, and a KMK number that is not one', async () => {
    const conflict = await importer(await weekFile('conflict.csv'), '--valid-from=1996-01-10');
    expect(conflict.out).toContain(
      'conflict.csv, line 2: "valid_from" is 1996-01-03 here but 1996-01-10 on the command line',
    );
    const kmk = await importer(await weekFile('kmk.csv', { kmk: 'KMK 7 tahun 1996' }));
    expect(kmk.out).toContain('kmk.csv, line 1: kmk "KMK 7 tahun 1996" is not a KMK number as published');
    expect(await testWeeks()).toEqual([]);
  });

  it('knows the 25 currencies the database lists, in the KMK order', async () => {
    const rows = await sql<{ code: string }>('select code from public.kurs_currencies order by position');
    expect(rows.map((row) => row.code)).toEqual([...KURS_CODES]);
  });
});
