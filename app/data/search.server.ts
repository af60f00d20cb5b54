import type { Lang } from '~/i18n/config';
import type { ArticleSummary } from '~/lib/articles';
import type { Database } from '~/lib/database.types';
import type { GlossaryTerm } from '~/lib/glossary';
import type { RegulationSummary } from '~/lib/regulations';
import { MAX_SEARCH_PAGE_MATCHES, type SearchHit } from '~/lib/search';
import type { NewsClient } from '~/lib/supabase.server';
import { DataUnavailableError } from '~/lib/unavailable.server';
import { toArticleHead, toSummary } from './article-rows.server';
import { LISTING_PAGE_SIZE } from './articles.server';
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
  const data = await call(db, 'search_all', args);
  const { articles, regulations, terms } = parts(data);
  return {
    articles: articles.map((value) => toArticleHead('search', value)),
    regulations: regulations.map(toSuggestedRegulation),
    terms: terms.map((value) => toTerm('search', value)),
  };
}

/** The search page lists as many articles a page as a category listing. */
export const SEARCH_PAGE_SIZE = LISTING_PAGE_SIZE;
/** The search page's last page: the one that reaches the newest MAX_SEARCH_PAGE_MATCHES (the database's bound). */
export const MAX_SEARCH_PAGE = Math.ceil(MAX_SEARCH_PAGE_MATCHES / SEARCH_PAGE_SIZE);

export type SearchPageAnswer = {
  /** Page `page` of the matching articles, newest first, with their publication dates. */
  articles: ArticleSummary[];
  /** Whether a next page exists: the database sent one article more than a page. */
  hasNext: boolean;
  /** Suggestions, as `search` finds them, on the first page; none on later pages. */
  regulations: RegulationSummary[];
  terms: GlossaryTerm[];
};

/**
 * One page of the search page (`/{lang}/search?q=…&page=N`), in one call to `search_page`: the same articles as
 * `search`, in the same order, SEARCH_PAGE_SIZE a page, and one more row that says whether a next page exists
 * (no count: counting every match is what the search avoids). Pages past MAX_SEARCH_PAGE are empty.
 */
export async function searchPage(
  db: NewsClient,
  query: string,
  options: { lang: Lang; page: number },
): Promise<SearchPageAnswer> {
  const data = await call(db, 'search_page', {
    search_query: query,
    search_lang: options.lang,
    page_number: options.page,
    page_size: SEARCH_PAGE_SIZE,
  });
  const { articles, regulations, terms } = parts(data);
  return {
    articles: articles.slice(0, SEARCH_PAGE_SIZE).map((value) => toSummary('searchPage', value)),
    hasNext: articles.length > SEARCH_PAGE_SIZE,
    regulations: regulations.map(toSuggestedRegulation),
    terms: terms.map((value) => toTerm('searchPage', value)),
  };
}

type SearchFunctions = Database['public']['Functions'];

async function call<F extends 'search_all' | 'search_page'>(db: NewsClient, fn: F, args: SearchFunctions[F]['Args']) {
  // Every row is checked by the caller. POST, not GET: on a GET RPC PostgREST reads an argument that starts with an operator
  // (`eq.`, `in.`, `not.` ...) as a filter on the result, so a search for "eq.pph" failed. In a JSON body the
  // text is only ever the argument. The functions are STABLE: they read, whatever the method.
  const { data, error } = await db.rpc(fn, args);
  if (error) throw new DataUnavailableError('search', [error.code, error.message].filter(Boolean).join(' '));
  return data as unknown;
}

function parts(data: unknown): { articles: unknown[]; regulations: unknown[]; terms: unknown[] } {
  const { articles, regulations, terms } = asRecord(data);
  if (!Array.isArray(articles) || !Array.isArray(regulations) || !Array.isArray(terms)) {
    throw shapeError('search', data);
  }
  return { articles, regulations, terms };
}

// The search functions name the status `status`, as search_regulations does; the register's rows call it
// regulation_status.
function toSuggestedRegulation(value: unknown): RegulationSummary {
  const row = asRecord(value);
  return toRegulationSummary('search', { ...row, regulation_status: row.status });
}
