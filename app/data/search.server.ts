import type { SupabaseClient } from '@supabase/supabase-js';
import type { Lang } from '~/i18n/config';
import type { GlossaryTerm } from '~/lib/glossary';
import type { RegulationSummary } from '~/lib/regulations';
import type { SearchHit } from '~/lib/search';
import type { NewsClient } from '~/lib/supabase.server';
import { DataUnavailableError } from '~/lib/unavailable.server';
import { toArticleHead } from './article-rows.server';
import { toTerm } from './glossary.server';
import { toRegulationSummary } from './regulations.server';
import { asRecord, shapeError } from './rows.server';

export type SearchAnswer = {
  /** Published articles whose title contains the text, newest first, at most 10. */
  articles: SearchHit[];
  /** At most 5 regulations whose designation, number/year, short name or title contains it. */
  regulations: RegulationSummary[];
  /** At most 5 glossary entries whose term, abbreviation or alias contains it. */
  terms: GlossaryTerm[];
};

/**
 * Everything one search shows, in one call to the database function `search_all`: the articles whose title
 * contains `query` as a literal, case-insensitive substring (optionally in one language), and the regulations
 * and glossary terms it names. Callers trim the query; a blank one is never sent.
 *
 * One call, not three: each RPC is its own HTTP request and PostgREST transaction, and at a million articles
 * those round trips were most of /search's time (docs/decisions/0026). The articles part calls
 * `search_articles` rather than filtering the table: under row-level security Postgres may not use a
 * non-leakproof operator such as ILIKE as an index condition, so a table filter would read every row; the
 * function applies the published rule itself and reads its own title index (tests/db/search-plan.test.ts,
 * tests/db/search-oracle.test.ts, docs/decisions/0010 and 0023). Nothing in the text is special to it.
 */
export async function search(db: NewsClient, query: string, options: { lang?: Lang } = {}): Promise<SearchAnswer> {
  const args = { search_query: query, ...(options.lang ? { search_lang: options.lang } : {}) };
  // database.types.ts does not describe functions, so this call goes through the untyped client; every row is
  // checked below. POST, not GET: on a GET RPC PostgREST reads an argument that starts with an operator
  // (`eq.`, `in.`, `not.` ...) as a filter on the result, so a search for "eq.pph" failed. In a JSON body the
  // text is only ever the argument. The function is STABLE: it reads, whatever the method.
  const { data, error } = await (db as unknown as SupabaseClient).rpc('search_all', args);
  if (error) throw new DataUnavailableError('search', [error.code, error.message].filter(Boolean).join(' '));
  const answer = asRecord(data);
  const { articles, regulations, terms } = answer;
  if (!Array.isArray(articles) || !Array.isArray(regulations) || !Array.isArray(terms)) {
    throw shapeError('search', data);
  }
  return {
    articles: articles.map((value) => toArticleHead('search', value)),
    // search_all names the status `status`, as search_regulations does; the register's rows call it regulation_status.
    regulations: regulations.map((value) => {
      const row = asRecord(value);
      return toRegulationSummary('search', { ...row, regulation_status: row.status });
    }),
    terms: terms.map((value) => toTerm('search', value)),
  };
}
