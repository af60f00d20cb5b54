import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { isLang, type Lang } from '~/i18n/config';
import type { NewsClient } from './supabase.server';

/**
 * The one module that knows the tables. Every query the site makes lives here, with an explicit column list.
 * Rows are checked at this boundary; a failed call or a row of the wrong shape becomes DataUnavailableError,
 * which routes turn into a 503 page or a 503 JSON answer.
 */

export type Category = { slug: string; name: string; nameEn: string | null };

export type ArticleRef = { slug: string; category: string | null; lang: Lang };

export type SearchHit = ArticleRef & { title: string; excerpt: string };

export const MAX_SEARCH_RESULTS = 10;

export class DataUnavailableError extends Error {
  override name = 'DataUnavailableError';
  constructor(
    readonly operation: string,
    readonly detail: string,
  ) {
    super(`${operation} failed: ${detail}`);
  }
}

/** Spec §7 call 1: every category, by name. */
export async function listCategories(db: NewsClient): Promise<Category[]> {
  const { data, error } = await db.from('categories').select('slug,name,name_en').order('name', { ascending: true });
  const rows = expectRows('listCategories', data, error);
  return rows.map((row) => {
    if (!isString(row.slug) || !isString(row.name)) throw shapeError('listCategories', row);
    return { slug: row.slug, name: row.name, nameEn: row.name_en ?? null };
  });
}

/**
 * Spec §7 call 2: published articles whose title contains `query` as a case-insensitive substring, newest
 * first, at most 10, optionally in one language.
 * It calls the database function `search_articles` (supabase/migrations/20261121000100_search.sql) rather
 * than filtering the table: under RLS, Postgres may not use a non-leakproof operator such as `~*` or ILIKE
 * as an index condition, so a table filter reads every row; the function applies the RLS condition itself
 * and gets the trigram GIN index (tests/db/search-plan.test.ts). The text is matched literally (docs/decisions
 * 0003 and 0010): the function escapes `%`, `_` and `\`, and the text travels as a plain argument, so
 * PostgREST's reserved characters mean nothing in it. No count is requested. Callers trim the query; a blank
 * one returns nothing.
 */
export async function searchArticles(
  db: NewsClient,
  query: string,
  options: { lang?: Lang; limit?: number } = {},
): Promise<SearchHit[]> {
  const limit = Math.min(options.limit ?? MAX_SEARCH_RESULTS, MAX_SEARCH_RESULTS);
  const args = { search_query: query, max_results: limit, ...(options.lang ? { search_lang: options.lang } : {}) };
  // database.types.ts does not describe functions yet, so this one call goes through the untyped client;
  // every row is checked below. GET: the function is STABLE, and PostgREST runs it read-only.
  const untyped = db as unknown as SupabaseClient;
  const { data, error } = await untyped.rpc('search_articles', args, { get: true });
  return expectRows<Record<string, unknown>>('searchArticles', data, error).map((row) => {
    if (!isString(row.slug) || !isString(row.title) || !isLang(row.lang)) throw shapeError('searchArticles', row);
    return {
      slug: row.slug,
      title: row.title,
      excerpt: isString(row.excerpt) ? row.excerpt : '',
      category: isString(row.category) ? row.category : null,
      lang: row.lang,
    };
  });
}

/**
 * Spec §7 call 3 in one round trip: the article with its source (when it is a translation) and its
 * translations (when it is a source), embedded by PostgREST along translated_from in both directions.
 * Returns the published counterpart in `targetLang`, or null when there is none.
 */
export async function findCounterpart(db: NewsClient, slug: string, targetLang: Lang): Promise<ArticleRef | null> {
  const { data, error } = await db
    .from('articles')
    .select(
      'id,translated_from,source:translated_from(slug,category,lang),translations:articles!translated_from(slug,category,lang)',
    )
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw unavailable('findCounterpart', error);
  if (!data) return null;
  const candidates: unknown[] = [data.source, ...(Array.isArray(data.translations) ? data.translations : [])];
  for (const candidate of candidates) {
    const ref = toArticleRef(candidate);
    if (ref && ref.lang === targetLang) return ref;
  }
  return null;
}

/** The ILIKE-free way to say "contains this text": every regex metacharacter is escaped. */
export function literalRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}

function toArticleRef(value: unknown): ArticleRef | null {
  if (!value || typeof value !== 'object') return null;
  const row = value as Record<string, unknown>;
  if (!isString(row.slug) || !isLang(row.lang)) return null;
  return { slug: row.slug, category: isString(row.category) ? row.category : null, lang: row.lang };
}

function expectRows<T>(operation: string, data: T[] | null, error: PostgrestError | null): T[] {
  if (error) throw unavailable(operation, error);
  if (!Array.isArray(data)) throw new DataUnavailableError(operation, 'expected a list of rows');
  return data;
}

function unavailable(operation: string, error: PostgrestError): DataUnavailableError {
  return new DataUnavailableError(operation, [error.code, error.message].filter(Boolean).join(' '));
}

function shapeError(operation: string, row: unknown): DataUnavailableError {
  return new DataUnavailableError(operation, `unexpected row shape: ${JSON.stringify(row).slice(0, 200)}`);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}
