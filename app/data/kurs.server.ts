import type { SupabaseClient } from '@supabase/supabase-js';
import { civilTime } from '~/lib/calendar';
import { parseDecimal } from '~/lib/decimal';
import type { KursContext, KursCurrency, KursOnDate, KursRate, KursWeek, WeekSpan } from '~/lib/kurs';
import type { NewsClient } from '~/lib/supabase.server';
import { DataUnavailableError } from '~/lib/unavailable.server';
import { asRecord, isString, shapeError } from './rows.server';

/**
 * The kurs pajak queries: each page, the API, the feed and the CSV ask once, through one of three read
 * functions (supabase/migrations/20261203000000_kurs_pajak.sql) that answer a single JSON value, so that a
 * currency's twenty years of weeks or the whole CSV never meet PostgREST's 1,000-row page. Values arrive as
 * strings with two decimals and are checked here, with every other field, before anything reads them.
 */

export type KursHistoryWeek = WeekSpan & { kmk: string | null; value: string };
export type KursHistory = { code: string; weeks: KursHistoryWeek[]; context: KursContext };

/** The week in force on `date` (or the latest before it), the week before that one, and the context. */
export async function getKursOnDate(db: NewsClient, date: string): Promise<KursOnDate> {
  const answer = asRecord(await call(db, 'kurs_week_on', { day: date }));
  return {
    week: answer.week == null ? null : toWeek(answer.week),
    previous: answer.previous == null ? null : toWeek(answer.previous),
    context: toContext(answer.context),
  };
}

/** Every week of one currency, oldest first; null for a code the KMK does not list. */
export async function getKursHistory(db: NewsClient, code: string): Promise<KursHistory | null> {
  const data = await call(db, 'kurs_history', { currency_code: code });
  if (data === null) return null;
  const answer = asRecord(data);
  if (!isString(answer.code) || !Array.isArray(answer.weeks)) throw shapeError('kurs_history', answer);
  return { code: answer.code, weeks: answer.weeks.map(toHistoryWeek), context: toContext(answer.context) };
}

/** The newest `newest` weeks, or all of them, newest first. */
export async function listKursWeeks(
  db: NewsClient,
  newest: number | null,
): Promise<{ weeks: KursWeek[]; context: KursContext }> {
  const answer = asRecord(await call(db, 'kurs_week_list', { newest }));
  if (!Array.isArray(answer.weeks)) throw shapeError('kurs_week_list', answer);
  return { weeks: answer.weeks.map(toWeek), context: toContext(answer.context) };
}

async function call(db: NewsClient, fn: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await (db as unknown as SupabaseClient).rpc(fn, args);
  if (error) throw new DataUnavailableError(fn, [error.code, error.message].filter(Boolean).join(' '));
  return data as unknown;
}

const isDate = (value: unknown): value is string => isString(value) && civilTime(value) !== null;
const isValue = (value: unknown): value is string => {
  const decimal = isString(value) ? parseDecimal(value) : null;
  return decimal !== null && decimal.scale === 2 && decimal.units > 0n;
};

function toSpan(operation: string, value: unknown): WeekSpan {
  const row = asRecord(value);
  if (!isDate(row.valid_from) || !isDate(row.valid_to)) throw shapeError(operation, value);
  return { validFrom: row.valid_from, validTo: row.valid_to };
}

function toRate(value: unknown): KursRate {
  if (!Array.isArray(value) || !isString(value[0]) || !isValue(value[1])) throw shapeError('kurs rate', value);
  return { code: value[0], value: value[1] };
}

function toWeek(value: unknown): KursWeek {
  const row = asRecord(value);
  const span = toSpan('kurs week', row);
  if (
    (row.kmk !== null && !isString(row.kmk)) ||
    !isString(row.source_url) ||
    !isString(row.source_name) ||
    (row.source_note !== null && !isString(row.source_note)) ||
    !isDate(row.checked_on) ||
    !isString(row.entered_at) ||
    Number.isNaN(Date.parse(row.entered_at)) ||
    !Array.isArray(row.rates)
  ) {
    throw shapeError('kurs week', row);
  }
  return {
    ...span,
    kmk: isString(row.kmk) ? row.kmk : null,
    sourceUrl: row.source_url,
    sourceName: row.source_name,
    sourceNote: isString(row.source_note) ? row.source_note : null,
    checkedOn: row.checked_on,
    enteredAt: new Date(row.entered_at).toISOString(),
    rates: row.rates.map(toRate),
  };
}

function toHistoryWeek(value: unknown): KursHistoryWeek {
  const [from, to, kmk, rate] = Array.isArray(value) ? value : [];
  if (!isDate(from) || !isDate(to) || (kmk !== null && !isString(kmk)) || !isValue(rate)) {
    throw shapeError('kurs history week', value);
  }
  return { validFrom: from, validTo: to, kmk: isString(kmk) ? kmk : null, value: rate };
}

function toCurrency(value: unknown): KursCurrency {
  const row = asRecord(value);
  if (!isString(row.code) || !isString(row.name_id) || !isString(row.name_en) || (row.unit !== 1 && row.unit !== 100)) {
    throw shapeError('kurs currency', row);
  }
  return { code: row.code, name: { id: row.name_id, en: row.name_en }, unit: row.unit };
}

function toContext(value: unknown): KursContext {
  const row = asRecord(value);
  if (!Array.isArray(row.currencies) || (row.changed_at != null && !isString(row.changed_at))) {
    throw shapeError('kurs context', row);
  }
  return {
    currencies: row.currencies.map(toCurrency),
    first: row.first == null ? null : toSpan('kurs context', row.first),
    last: row.last == null ? null : toSpan('kurs context', row.last),
    changedAt: isString(row.changed_at) ? new Date(row.changed_at).toISOString() : null,
  };
}
