import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { ErrorPage } from '~/components/error-boundary';
import { Form, Link } from '~/components/link';
import { RegulationSuggestionContent, SearchResultContent, TermSuggestionContent } from '~/components/search-result';
import { search } from '~/data/search.server';
import { DEFAULT_LANG, isLang } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { useTranslation } from '~/i18n/translate';
import { categoryNameBySlug } from '~/lib/categories';
import { requestContext } from '~/lib/context.server';
import { notFound } from '~/lib/http.server';
import { useLangLayoutData } from '~/lib/layout-data';
import { NO_STORE } from '~/lib/response-policy';
import {
  MAX_QUERY_LENGTH,
  normalizeQuery,
  queryLength,
  resultPath,
  toRegulationSuggestion,
  toTermSuggestion,
} from '~/lib/search';
import { documentTitle } from '~/lib/site';
import { orUnavailable } from '~/lib/unavailable.server';
import { searchPath, UNCATEGORIZED_SEGMENT } from '~/lib/urls';

/**
 * /{lang}/search?q=TEXT: the search results as a plain page, for readers without JavaScript (the header's search
 * button is a link here) and for the modal's "Enter without a selection". Same query and results as
 * GET /search?q=TEXT&lang={lang}. Never indexed.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isLang(lang)) notFound();
  // The page forgives what the API refuses: NUL characters are dropped, repeated parameters use the first.
  const query = normalizeQuery(new URL(request.url).searchParams.get('q')?.replaceAll('\u0000', ''));
  const none = { lang, query, results: null, regulations: [], terms: [] };
  if (!query) return { ...none, tooLong: false };
  if (queryLength(query) > MAX_QUERY_LENGTH)
    return data({ ...none, tooLong: true }, { status: 400, headers: { 'Cache-Control': NO_STORE } });
  const { db } = requestContext(context);
  const { articles, regulations, terms } = await orUnavailable(request, () => search(db, query, { lang }));
  const suggestions = regulations.map((regulation) => toRegulationSuggestion(regulation, lang));
  const termSuggestions = terms.map((term) => toTermSuggestion(term, lang));
  return { lang, query, tooLong: false, results: articles, regulations: suggestions, terms: termSuggestions };
}

export const meta: MetaFunction<typeof loader> = ({ data, params, matches }) => {
  const strings = resources[isLang(params.lang) ? params.lang : DEFAULT_LANG].translation.search;
  const title = data?.query && !data.tooLong ? strings.resultsFor.replace('{{query}}', data.query) : strings.pageTitle;
  // Keep what the parents say (description, icons...) except the title and robots, which this page decides.
  const inherited = matches
    .flatMap((match) => match.meta ?? [])
    .filter((tag) => !('title' in tag) && !('name' in tag && tag.name === 'robots'));
  return [...inherited, { title: documentTitle(title) }, { name: 'robots', content: 'noindex' }];
};

export default function SearchPage() {
  const { lang, query, tooLong, results, regulations, terms } = useLoaderData<typeof loader>();
  const categories = useLangLayoutData()?.categories ?? [];
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
      <h1 className="font-serif text-3xl font-bold">
        {query && !tooLong ? t('search.resultsFor', { query }) : t('search.pageTitle')}
      </h1>
      <Form method="get" action={searchPath(lang)} role="search" className="mt-6 flex gap-2">
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
          className="min-w-0 flex-1 rounded-md border border-line bg-surface px-3 py-2 text-base outline-none focus:border-accent"
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
      {terms.length > 0 ? (
        <ol aria-label={t('glossary.title')} className="mt-6 divide-y divide-line border-b border-line">
          {terms.map((term) => (
            <li key={term.slug}>
              <Link to={term.url} className="block py-4 no-underline hover:text-accent-ink">
                <TermSuggestionContent term={term} query={query} />
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
      {regulations.length > 0 ? (
        <ol aria-label={t('regulations.title')} className="mt-6 divide-y divide-line border-b border-line">
          {regulations.map((regulation) => (
            <li key={regulation.slug}>
              <Link to={regulation.url} className="block py-4 no-underline hover:text-accent-ink">
                <RegulationSuggestionContent regulation={regulation} query={query} />
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
      {results && results.length === 0 && regulations.length === 0 && terms.length === 0 ? (
        <p className="mt-6 text-muted">{t('search.empty')}</p>
      ) : null}
      {results && results.length > 0 ? (
        <ol aria-label={t('search.results')} className="mt-6 divide-y divide-line">
          {results.map((hit) => (
            <li key={hit.slug}>
              <Link to={resultPath(lang, hit)} className="block py-4 no-underline hover:text-accent-ink">
                <SearchResultContent
                  hit={hit}
                  query={query}
                  category={categoryNameBySlug(categories, hit.category ?? UNCATEGORIZED_SEGMENT, lang)}
                />
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
    </main>
  );
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/response-policy';
