import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { ErrorPage } from '~/components/error-boundary';
import { Form } from '~/components/link';
import { Pagination } from '~/components/pagination';
import { type SearchPageHit, SearchPageResults } from '~/components/search-page-results';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE, searchPage } from '~/data/search.server';
import { DEFAULT_LANG, isLang } from '~/i18n/config';
import { translator, useTranslation } from '~/i18n/translate';
import { requestContext } from '~/lib/context.server';
import { formatDate } from '~/lib/dates';
import { errorPageMeta } from '~/lib/error-page';
import { notFound } from '~/lib/http.server';
import { parsePage } from '~/lib/params';
import { NO_STORE, type QueryParams } from '~/lib/response-policy';
import {
  MAX_QUERY_LENGTH,
  normalizeQuery,
  queryLength,
  searchPageSummary,
  toRegulationSuggestion,
  toTermSuggestion,
} from '~/lib/search';
import { documentTitle } from '~/lib/site';
import { orUnavailable } from '~/lib/unavailable.server';
import { inEveryLanguage, searchPath } from '~/lib/urls';

/**
 * /{lang}/search?q=TEXT[&page=N]: the search results as a plain page, for readers without JavaScript (the header's
 * search button is a link here) and for the modal's "Enter without a selection". The same articles as
 * GET /search?q=TEXT&lang={lang}, in the same order, a listing's page size at a time (the API's 10 are the first
 * page's first 10), as far as the newest MAX_SEARCH_PAGE_MATCHES. One database call a page. Never indexed.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isLang(lang)) notFound();
  const url = new URL(request.url);
  // The page forgives what the API refuses: NUL characters are dropped, repeated parameters use the first.
  const query = normalizeQuery(url.searchParams.get('q')?.replaceAll('\u0000', ''));
  // `page` as the listings read it (decision 0012): not a page number, past the last page or without a query,
  // it names no page (404); `page=1` is the address without it.
  const page = parsePage(url.searchParams);
  if (page === null || page > MAX_SEARCH_PAGE || (page > 1 && !query)) notFound();
  if (page === 1 && url.searchParams.has('page')) throw redirect(searchPath(lang, query), 301);
  // The language switch keeps the query: the same search in the other language. Not the page: the other
  // language's matches need not fill as many pages, and page N there could be a 404.
  const alternates = inEveryLanguage((each) => searchPath(each, query, each === lang ? page : 1));
  const start = (page - 1) * SEARCH_PAGE_SIZE + 1;
  const none = { lang, query, page, start, alternates, results: null, summary: null, regulations: [], terms: [] };
  const paging = { previous: null, next: null };
  if (!query) return { ...none, ...paging, tooLong: false };
  if (queryLength(query) > MAX_QUERY_LENGTH)
    return data({ ...none, ...paging, tooLong: true }, { status: 400, headers: { 'Cache-Control': NO_STORE } });
  const { db } = requestContext(context);
  const answer = await orUnavailable(request, () => searchPage(db, query, { lang, page }));
  if (answer.articles.length === 0 && page > 1) notFound();
  const results: SearchPageHit[] = answer.articles.map((hit) => ({
    ...{ slug: hit.slug, title: hit.title, excerpt: hit.excerpt, category: hit.category, lang: hit.lang },
    publishedAt: hit.publishedAt,
    dateLabel: formatDate(hit.publishedAt, lang),
  }));
  return {
    ...none,
    tooLong: false,
    results,
    summary: searchPageSummary(page, results.length, answer.hasNext, SEARCH_PAGE_SIZE),
    regulations: answer.regulations.map((regulation) => toRegulationSuggestion(regulation, lang)),
    terms: answer.terms.map((term) => toTermSuggestion(term, lang)),
    previous: page > 1 ? searchPath(lang, query, page - 1) : null,
    next: answer.hasNext && page < MAX_SEARCH_PAGE ? searchPath(lang, query, page + 1) : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, params, matches, error, location }) => {
  if (error) return errorPageMeta(error, location.pathname);
  const lang = isLang(params.lang) ? params.lang : DEFAULT_LANG;
  // The heading's own translator: String.replace would read `$&` or `$'` in a query as replacement patterns.
  const t = translator(lang);
  const title = data?.query && !data.tooLong ? t('search.resultsFor', { query: data.query }) : t('search.pageTitle');
  const pageLabel = data && data.page > 1 ? t('listing.page', { page: data.page }) : '';
  // Keep what the parents say (description, icons...) except the title and robots, which this page decides. No
  // canonical and no hreflang: a page kept out of the index names neither (decision 0011).
  const inherited = matches
    .flatMap((match) => match.meta ?? [])
    .filter((tag) => !('title' in tag) && !('name' in tag && tag.name === 'robots'));
  return [...inherited, { title: documentTitle(title, pageLabel) }, { name: 'robots', content: 'noindex' }];
};

export default function SearchPage() {
  const { lang, query, page, start, tooLong, results, summary, regulations, terms, previous, next } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The field keeps its element (and the reader's focus) across searches; it only takes the query of a page
  // reached another way (back, forward, a link) while the reader is not typing in it.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = field.current;
    if (input && input !== document.activeElement && input.value !== query) input.value = query;
  }, [query]);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      {/* The reader's own words, which may be one long unbroken string (a pasted address): broken to the line. */}
      <h1 className="wrap-break-word font-serif text-3xl font-bold">
        {query && !tooLong ? t('search.resultsFor', { query }) : t('search.pageTitle')}
        {page > 1 && <span className="ml-3 text-xl font-normal text-muted">{t('listing.page', { page })}</span>}
      </h1>
      {/* The field asks for 20rem, room for the whole placeholder at 16px (smaller, phones zoom in on focus); on a
          narrower line, a 360px phone's, the button wraps under the field instead of squeezing it. */}
      <Form method="get" action={searchPath(lang)} role="search" className="mt-6 flex flex-wrap gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t('search.title')}
        </label>
        <input
          ref={field}
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
          className="search-field min-w-0 grow basis-80 rounded-md border border-field bg-surface px-3 py-2 text-base focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
        <button type="submit" className="rounded-md bg-accent px-4 py-2 font-semibold text-page">
          {t('search.submit')}
        </button>
      </Form>
      {tooLong ? (
        <p role="alert" className="mt-6 text-muted">
          {t('search.tooLong', { max: MAX_QUERY_LENGTH })}
        </p>
      ) : null}
      <SearchPageResults
        lang={lang}
        query={query}
        start={start}
        results={results}
        summary={summary}
        regulations={regulations}
        terms={terms}
      />
      <Pagination page={page} previous={previous} next={next} />
    </main>
  );
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/response-policy';
export const queryParams: QueryParams = ['q', 'page'];
