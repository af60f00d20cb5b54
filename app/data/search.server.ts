import type { SupabaseClient } from '@supabase/supabase-js';
import { isLang, type Lang } from '~/i18n/config';
import { MAX_SEARCH_RESULTS, type SearchHit } from '~/lib/search';
import type { NewsClient } from '~/lib/supabase.server';
import { expectRows, isString, shapeError } from './rows.server';

/**
 * Published articles whose title contains `query` as a literal, case-insensitive substring, newest first, at
 * most 10, optionally in one language. Callers trim the query; a blank one is never sent.
 *
 * It calls the database function `search_articles` rather than filtering the table: under row-level security
 * Postgres may not use a non-leakproof operator such as ILIKE as an index condition, so a table filter would
 * read every row; the function applies the published rule itself and reads its own title index, which also
 * narrows phrases of common words and texts of one or two characters (tests/db/search-plan.test.ts,
 * tests/db/search-oracle.test.ts, docs/decisions/0010 and 0023). Nothing in the text is special to it.
 */
export async function searchArticles(
  db: NewsClient,
  query: string,
  options: { lang?: Lang; limit?: number } = {},
): Promise<SearchHit[]> {
  const limit = Math.min(options.limit ?? MAX_SEARCH_RESULTS, MAX_SEARCH_RESULTS);
  const args = { search_query: query, max_results: limit, ...(options.lang ? { search_lang: options.lang } : {}) };
  // database.types.ts does not describe functions, so this call goes through the untyped client; every row is
  // checked below. POST, not GET: on a GET RPC PostgREST reads an argument that starts with an operator
  // (`eq.`, `in.`, `not.` ...) as a filter on the result, so a search for "eq.pph" failed. In a JSON body the
  // text is only ever the argument. The function is STABLE: it reads, whatever the method.
  const untyped = db as unknown as SupabaseClient;
  const { data, error } = await untyped.rpc('search_articles', args);
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
