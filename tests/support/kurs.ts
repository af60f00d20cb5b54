/**
 * Kurs pajak weeks that tests write for themselves (docs/decisions/0034): every one names a source under
 * https://kurs.test/ (a name reserved for testing, RFC 2606), which is how the seed's checks and the
 * data-access sweep tell them from the seeded weeks. Their values are made up and only ever live in a test
 * database; none is a rate anyone published.
 */

import { KURS_CODES } from '../../scripts/lib/kurs-csv.ts';

type Sql = <T extends Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export const TEST_SOURCE = 'https://kurs.test/';
/** A WHERE clause for the weeks tests wrote. */
export const TEST_WEEKS = `source_url like '${TEST_SOURCE}%'`;

/** The 25 codes in the KMK's order, as the migration lists them (tests/db/kurs-import.test.ts checks). */
export const CODES = KURS_CODES;

export type TestRate = { code: string; value: string };

/** Made-up values with two decimals, different for every week and currency, so a mix-up shows. */
export function testRates(week: number): TestRate[] {
  return CODES.map((code, index) => {
    const cents = 1_000_000 + index * 123_457 + week * 1_001;
    return { code, value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` };
  });
}

/** The date `days` after `date` (YYYY-MM-DD). */
export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Wednesday on or before `date`. */
export function wednesdayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return plusDays(date, -((weekday + 7 - 3) % 7));
}

/** Today in Jakarta, from this machine's clock (the loaders read the same one). */
export function jakartaTodayNow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
}

let serial = 9000 + Math.floor(Math.random() * 900) * 10;

export type TestWeek = { kmk: string | null; from: string; to: string; rates: TestRate[] };

/** A week starting on `from` (a Wednesday), written through the import function as the importer does. */
export async function insertTestWeek(
  sql: Sql,
  from: string,
  options: { rates?: TestRate[]; index?: number; days?: number; kmk?: string | null } = {},
): Promise<TestWeek> {
  const kmk = options.kmk === undefined ? `${serial++}/KM.10/${from.slice(0, 4)}` : options.kmk;
  const rates = options.rates ?? testRates(options.index ?? serial++);
  const to = plusDays(from, (options.days ?? 7) - 1);
  await sql('select public.import_kurs_week($1, $2, $3, $4, $5, $6, $7, $8)', [
    kmk,
    from,
    to,
    `${TEST_SOURCE}${from}`,
    'Kurs test',
    null,
    from,
    JSON.stringify(rates),
  ]);
  return { kmk, from, to, rates };
}

/** Consecutive weeks from `from`, each with its own values. */
export async function insertTestWeeks(sql: Sql, from: string, count: number): Promise<TestWeek[]> {
  const weeks: TestWeek[] = [];
  for (let index = 0; index < count; index++) {
    weeks.push(await insertTestWeek(sql, plusDays(from, 7 * index), { index: index + 1 }));
  }
  return weeks;
}

export async function deleteTestWeeks(sql: Sql): Promise<void> {
  await sql(`delete from public.kurs_weeks where ${TEST_WEEKS}`);
}
