import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { NewsClient } from '~/lib/supabase.server';
import { DataUnavailableError } from '~/lib/unavailable.server';

/**
 * Row checks at the database boundary, shared by the data modules: a failed call or a row of the wrong shape
 * becomes DataUnavailableError, never a half-filled object.
 */

/** PostgREST answers at most this many rows per request (db-max-rows); a larger page is silently cut. */
export const POSTGREST_MAX_ROWS = 1000;

/**
 * Every row of a query longer than one answer: `page` asks for rows `from` to `to` (inclusive, in an order that
 * holds from one request to the next), POSTGREST_MAX_ROWS at a time, until one comes back short.
 */
export async function everyRow(
  operation: string,
  page: (from: number, to: number) => PromiseLike<{ data: unknown[] | null; error: PostgrestError | null }>,
): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let from = 0; ; from += POSTGREST_MAX_ROWS) {
    const { data, error } = await page(from, from + POSTGREST_MAX_ROWS - 1);
    const answer = expectRows(operation, data, error).map(asRecord);
    rows.push(...answer);
    if (answer.length < POSTGREST_MAX_ROWS) return rows;
  }
}

export function expectRows<T>(operation: string, data: T[] | null, error: PostgrestError | null): T[] {
  if (error) throw new DataUnavailableError(operation, [error.code, error.message].filter(Boolean).join(' '));
  if (!Array.isArray(data)) throw new DataUnavailableError(operation, 'expected a list of rows');
  return data;
}

export function shapeError(operation: string, row: unknown): DataUnavailableError {
  return new DataUnavailableError(operation, `unexpected row shape: ${JSON.stringify(row).slice(0, 200)}`);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** Optional text: a string with something in it, else null (a blank one says nothing the page could show). */
export function textOrNull(value: unknown): string | null {
  return isString(value) && value.trim() !== '' ? value : null;
}

/** An integer column's value, or null for a null or anything else. */
export function intOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
}

export function assertPositiveInt(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
}

/** database.types.ts describes the article tables only; queries of the others check every row they read instead. */
export function untyped(db: NewsClient): SupabaseClient {
  return db as unknown as SupabaseClient;
}
