import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { search } from '~/data/search.server';
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '~/i18n/config';
import { requestContext } from '~/lib/context.server';
import { jsonResponse } from '~/lib/http.server';
import { CACHE_POLICIES, cacheControl, type QueryParams } from '~/lib/response-policy';
import {
  MAX_QUERY_LENGTH,
  normalizeQuery,
  queryLength,
  type SearchResponse,
  toRegulationSuggestion,
  toTermSuggestion,
} from '~/lib/search';
import { apiPreflight, apiUnavailable, searchError, searchMethodNotAllowed } from '~/lib/search-api.server';
import { articlePath } from '~/lib/urls';

export const queryParams: QueryParams = ['q', 'lang'];

/**
 * GET /search?q=TEXT[&lang=id|en]: the public, read-only search API (docs/api.md, docs/decisions/0010).
 * Answers JSON only, never a 500 and never a stack trace; the modal and outside consumers use the same URL.
 */

const CACHEABLE = { 'Cache-Control': cacheControl(CACHE_POLICIES.search) };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Remix hands OPTIONS to the loader as well (the edge answers it first on the site, the same way).
  if (request.method === 'OPTIONS') return apiPreflight();
  if (request.method !== 'GET' && request.method !== 'HEAD') return searchMethodNotAllowed();

  const parsed = parseParams(new URL(request.url).searchParams);
  if ('error' in parsed) return searchError(400, parsed.error, parsed.message);
  const { query, lang } = parsed;
  if (!query) {
    return jsonResponse(
      { query: '', results: [], regulations: [], terms: [] } satisfies SearchResponse,
      200,
      CACHEABLE,
    );
  }

  try {
    const { db } = requestContext(context);
    const { articles, regulations, terms } = await search(db, query, { lang });
    // Suggestions link and title in the request's language; without one, in the site's default.
    const body: SearchResponse = {
      query,
      results: articles.map((hit) => ({
        slug: hit.slug,
        title: hit.title,
        excerpt: hit.excerpt,
        category: hit.category,
        lang: hit.lang,
        url: articlePath(hit),
      })),
      regulations: regulations.map((regulation) => toRegulationSuggestion(regulation, lang ?? DEFAULT_LANG)),
      terms: terms.map((term) => toTermSuggestion(term, lang ?? DEFAULT_LANG)),
    };
    return jsonResponse(body, 200, CACHEABLE);
  } catch (error) {
    return apiUnavailable(request, 'search', error, 'Search is temporarily unavailable. Try again shortly.');
  }
}

/** POST, PUT, PATCH and DELETE reach the action: the API is read-only. */
export function action(_args: ActionFunctionArgs) {
  return searchMethodNotAllowed();
}

type Parsed = { query: string; lang: Lang | undefined } | { error: string; message: string };

function parseParams(params: URLSearchParams): Parsed {
  for (const name of ['q', 'lang']) {
    if (params.getAll(name).length > 1) {
      return { error: 'repeated_parameter', message: `The parameter "${name}" may appear only once.` };
    }
  }
  const query = normalizeQuery(params.get('q'));
  if (queryLength(query) > MAX_QUERY_LENGTH) {
    return { error: 'query_too_long', message: `q may be at most ${MAX_QUERY_LENGTH} characters long.` };
  }
  // Postgres text cannot hold U+0000; it is a malformed query, not a database failure.
  if (query.includes('\u0000')) return { error: 'invalid_query', message: 'q must not contain NUL characters.' };
  const lang = params.get('lang');
  if (lang !== null && !isLang(lang))
    return { error: 'invalid_lang', message: `lang must be ${LANGS.map((each) => `"${each}"`).join(' or ')}.` };
  return { query, lang: lang ?? undefined };
}
