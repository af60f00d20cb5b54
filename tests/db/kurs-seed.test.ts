import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readKursFile } from '../../scripts/lib/kurs-csv.ts';
import { sql } from '../setup/db.ts';
import { TEST_WEEKS } from '../support/kurs.ts';

/**
 * The seeded kurs pajak weeks are the CSV files in supabase/seed/kurs run through the importer: the SQL the
 * seed loads is exactly what `npm run kurs:import -- --sql` makes of them, the database holds exactly their
 * weeks, and every week names the public source it was checked against and when.
 */

const FOLDER = 'supabase/seed/kurs';
const run = promisify(execFile);

async function seedFiles(): Promise<string[]> {
  return (await readdir(FOLDER))
    .filter((name) => name.endsWith('.csv'))
    .sort()
    .map((name) => `${FOLDER}/${name}`);
}

describe('the seeded kurs pajak weeks', () => {
  it('are the SQL the importer makes of the CSV files, unedited', { timeout: 60_000 }, async () => {
    const files = await seedFiles();
    const { stdout } = await run(process.execPath, ['scripts/kurs-import.ts', '--sql', ...files]);
    expect(await readFile('supabase/seed/60_kurs.sql', 'utf8')).toBe(stdout);
  });

  it('are in the database as the files give them, each with its source and the date it was checked', async () => {
    const files = await seedFiles();
    const weeks = await Promise.all(
      files.map(async (file) => readKursFile(file, await readFile(file, 'utf8'), {}, '2099-12-31')),
    );
    const rows = await sql<{
      from: string;
      to: string;
      kmk: string | null;
      source_url: string;
      source_name: string;
      checked: string;
      rates: { code: string; value: string }[];
    }>(
      `select to_char(valid_from, 'YYYY-MM-DD') as from, to_char(valid_to, 'YYYY-MM-DD') as to, kmk, source_url,
              source_name, to_char(checked_on, 'YYYY-MM-DD') as checked,
              (select json_agg(json_build_object('code', r.currency, 'value', r.value::text) order by c.position)
               from public.kurs_rates r join public.kurs_currencies c on c.code = r.currency where r.week_id = w.id) as rates
       from public.kurs_weeks w where not (${TEST_WEEKS}) order by valid_from`,
    );
    expect(rows).toEqual(
      weeks.map((week) => ({
        from: week.validFrom,
        to: week.validTo,
        kmk: week.kmk,
        source_url: week.source,
        source_name: week.sourceName,
        checked: week.checked,
        rates: week.rates,
      })),
    );
    for (const row of rows) {
      expect(row.source_url, row.from).toMatch(
        /^https:\/\/(artikel\.pajakku\.com|www\.haloadvokat\.co\.id|fiskal\.kemenkeu\.go\.id)\//,
      );
      expect(row.checked, row.from).toBe('2026-11-28');
    }
  });

  it('run at least eight consecutive weeks', async () => {
    const rows = await sql<{ from: string; to: string }>(
      `select to_char(valid_from, 'YYYY-MM-DD') as from, to_char(valid_to, 'YYYY-MM-DD') as to
       from public.kurs_weeks where not (${TEST_WEEKS}) order by valid_from`,
    );
    let longest = 0;
    let run = 0;
    rows.forEach((row, index) => {
      const before = rows[index - 1];
      const next = before && Date.parse(before.to) + 86_400_000 === Date.parse(row.from);
      run = next ? run + 1 : 1;
      longest = Math.max(longest, run);
    });
    expect(longest).toBeGreaterThanOrEqual(8);
  });
});
