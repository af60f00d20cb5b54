import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { isLang, type Lang } from '~/i18n/config';
import { requestContext } from '~/lib/context.server';
import { DataUnavailableError, searchArticles } from '~/lib/news.server';
import { MAX_QUERY_LENGTH, normalizeQuery, queryLength, type SearchErrorBody, type SearchResponse } from '~/lib/search';
import { articlePath } from '~/lib/urls';

/**
 * GET /search?q=TEXT[&lang=id|en]: the public, read-only search API (docs/api.md, docs/decisions/0010).
 * Answers JSON only, never a 500 and never a stack trace; the modal and outside consumers use the same URL.
 */

const ALLOW = 'GET, HEAD';
/**
 * Browsers keep an answer 30 s and the edge 5 min; the edge may serve it up to 10 min stale while it refreshes,
 * and up to a day stale while the database is down. Errors are never cached.
 */
const CACHE_CONTROL = 'public, max-age=30, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400';
const RETRY_AFTER_SECONDS = '30';

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Remix hands OPTIONS to the loader as well; only GET and HEAD are part of the API.
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();

  const parsed = parseParams(new URL(request.url).searchParams);
  if ('error' in parsed) return errorResponse(400, parsed.error, parsed.message);
  const { query, lang } = parsed;
  if (!query) return json({ query: '', results: [] } satisfies SearchResponse, 200, { 'Cache-Control': CACHE_CONTROL });

  try {
    const { db } = requestContext(context);
    const hits = await searchArticles(db, query, { lang });
    const body: SearchResponse = {
      query,
      results: hits.map((hit) => ({
        slug: hit.slug,
        title: hit.title,
        excerpt: hit.excerpt,
        category: hit.category,
        lang: hit.lang,
        url: articlePath(hit),
      })),
    };
    return json(body, 200, { 'Cache-Control': CACHE_CONTROL });
  } catch (error) {
    // A database outage is expected and temporary. Anything else (a bad deployment, say) is logged as a bug,
    // but the API still answers in its own shape: the contract is "never a 500".
    const detail = error instanceof DataUnavailableError ? error.message : error;
    console.error('search unavailable', new URL(request.url).pathname, detail);
    return errorResponse(503, 'unavailable', 'Search is temporarily unavailable. Try again shortly.', {
      'Retry-After': RETRY_AFTER_SECONDS,
    });
  }
}

/** POST, PUT, PATCH and DELETE reach the action: the API is read-only. */
export function action(_args: ActionFunctionArgs) {
  return methodNotAllowed();
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
  if (lang !== null && !isLang(lang)) return { error: 'invalid_lang', message: 'lang must be "id" or "en".' };
  return { query, lang: lang ?? undefined };
}

function methodNotAllowed(): Response {
  return errorResponse(405, 'method_not_allowed', `Only ${ALLOW} are allowed.`, { Allow: ALLOW });
}

function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  const body: SearchErrorBody = { error: { code, message } };
  return json(body, status, { 'Cache-Control': 'no-store', ...headers });
}

/**
 * JSON with `<`, `>`, `&`, U+2028 and U+2029 written as \u escapes: the same value for every JSON parser, but
 * the query a client sent (echoed back in `query`) never appears as markup in the body, whatever a browser or
 * a proxy might take the answer for.
 */
function json(body: unknown, status: number, headers: Record<string, string>): Response {
  const text = JSON.stringify(body).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}
