import { answerConditionally } from '../lib/conditional-requests';
import { EnvError, publicEnv, type ServerEnv, serverEnv } from '../lib/env.server';
import { bareNotFoundPage, methodNotAllowed } from '../lib/http.server';
import { keptQuery, NO_STORE, type QueryParams, withDefaultCacheControl } from '../lib/response-policy';
import { API_ALLOW, apiPreflight, searchMethodNotAllowed } from '../lib/search-api.server';
import { THEME_ACTION, type ThemeMode } from '../lib/theme';
import { themeSessionResolver } from '../lib/theme.server';
import { canonicalPath, KURS_API_PATH } from '../lib/urls';
import { cacheKey, type EdgeCacheContext, headThroughEdgeCache, withEdgeCache } from './edge-cache.server';
import { withMemoryTier } from './memory-tier.server';
import { type BuildRoutes, declaredQueryParams } from './route-query.server';
import { secureResponse } from './security-headers.server';

const OPENAPI_PATH = '/openapi.json';
/** The public JSON APIs (docs/api.md, docs/kurs-pajak.md): their own preflight and JSON 405. */
const API_PATHS: ReadonlySet<string> = new Set(['/search', KURS_API_PATH]);

type PagesContext = {
  request: Request;
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
};

/** The reader's theme variant, from the signed cookie: anything unsigned or unknown is "system". */
async function themeVariant(request: Request, secret: string): Promise<ThemeMode> {
  if (!request.headers.get('Cookie')?.includes('theme=')) return 'system';
  try {
    const session = await themeSessionResolver(secret, request)(request);
    return session.getTheme() ?? 'system';
  } catch {
    return 'system';
  }
}

/**
 * Paths whose decoded form holds a backslash or a control character name nothing on this site, and React
 * Router's server render throws on some of them ("/\\" is not a valid URL path to it): answer 404 here.
 */
function isUnroutable(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false; // Malformed escapes are Remix's to answer (it gives 400/404), not a crash.
  }
  return [...decoded].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * A path as Remix matches it to a route: decoded, in any case, with or without empty segments (redirected
 * away), a trailing slash or single fetch's `.data`.
 */
function routedPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as it is: malformed escapes match no route of ours.
  }
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\.data$/, '')
    .replace(/(.)\/$/, '$1');
}

/**
 * Every path takes GET and HEAD but these: the APIs, which also answer OPTIONS (a browser's CORS preflight) and
 * any other method in their own JSON shape (docs/api.md), their description, which answers the preflight too, and
 * the theme action, which takes POST alone. Any other
 * method is answered here, before Remix: it would answer with its error page and a page's cache lifetimes, hand
 * OPTIONS to a loader as if it were a GET, and never answer a method `new Request` refuses (TRACE).
 */
function refusedMethod(method: string, pathname: string): Response | null {
  const path = routedPath(pathname);
  if (path === THEME_ACTION) return method === 'POST' ? null : methodNotAllowed('POST');
  if (method === 'GET' || method === 'HEAD') return null;
  if (path === OPENAPI_PATH) return method === 'OPTIONS' ? apiPreflight() : methodNotAllowed(API_ALLOW);
  if (!API_PATHS.has(path)) return methodNotAllowed('GET, HEAD');
  return method === 'OPTIONS' ? apiPreflight() : searchMethodNotAllowed();
}

/**
 * Remix's data requests from before single fetch (`?_data=<route id>`): nothing of ours sends one, and Remix
 * answers them with its raw errors or an empty 200 that the edge cache's keys cannot tell apart from the
 * page. Without the parameter the request is the page's (or the API's), and shares its cache entry.
 */
function withoutLegacyData(request: Request): Request {
  const url = new URL(request.url);
  if (!url.searchParams.has('_data')) return request;
  url.searchParams.delete('_data');
  return new Request(url, request);
}

/**
 * The request with only the query parameters its routes read (decision 0045): whatever else the address carries
 * (tracking parameters, `?r=<random>`) stays in the reader's address bar and never reaches a render or a key.
 */
function withDeclaredQuery(request: Request, declared: QueryParams): Request {
  const url = new URL(request.url);
  const search = keptQuery(url.search, declared);
  if (search === url.search) return request;
  url.search = search;
  return new Request(url, request);
}

const readableMethod = (method: string) => method === 'GET' || method === 'HEAD';

/** A response no cache may keep: the edge's own or any other. */
function notStored(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', NO_STORE);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Single fetch's `.data` form of a GET resource route (the API, feeds, sitemaps, robots.txt, the OpenAPI file,
 * the calendar files): nothing of ours asks for one, and Remix would answer the API without its CORS and cache
 * headers, or a feed with a page's lifetimes, in its own encoding. Pages' `.data` (no extension before it) stay.
 */
function isResourceData(pathname: string): boolean {
  const path = routedPath(pathname);
  return pathname.toLowerCase().endsWith('.data') && (path === '/search' || /\.[a-z]+$/.test(path));
}

/**
 * A reader who typed "/ID" or "/en/Regulations", or a client that asked for "/robots.txt/", is sent, once and
 * for good, to the path every link uses.
 */
function canonicalRedirect(url: URL): Response | null {
  const canonical = canonicalPath(url.pathname);
  if (!canonical) return null;
  const headers: Record<string, string> = {
    Location: `${canonical}${url.search}`,
    'Cache-Control': 'public, max-age=86400',
  };
  // Any origin may read the API and its description; a browser follows a cross-origin redirect only when it may
  // read it, so a base URL with a slash at its end (`//search`) would fail in a consumer's page.
  const target = routedPath(canonical);
  if (target === OPENAPI_PATH || API_PATHS.has(target)) headers['Access-Control-Allow-Origin'] = '*';
  return new Response(null, { status: 301, headers });
}

// One memory tier per cache for the life of the isolate (module scope outlives requests).
const memoryTiers = new WeakMap<EdgeCacheContext['cache'], EdgeCacheContext['cache']>();
function tiered(cache: EdgeCacheContext['cache']): EdgeCacheContext['cache'] {
  let tier = memoryTiers.get(cache);
  if (!tier) {
    tier = withMemoryTier(cache);
    memoryTiers.set(cache, tier);
  }
  return tier;
}

/**
 * The request's validators as they arrived. Remix's Pages handler deletes `If-None-Match` from the request it
 * is given before asking the static assets (@remix-run/cloudflare-pages, a wrangler workaround), so neither a
 * route nor this function, after a render, could see it: a fresh render never answered 304.
 */
function conditionsOf(request: Request): Request {
  if (request.method !== 'GET' && request.method !== 'HEAD') return request;
  return new Request(request.url, { method: request.method, headers: new Headers(request.headers) });
}

/** A misconfigured environment is Remix's to report (its error page); the edge then only adds headers. */
function environmentOrNull(env: Env): ServerEnv | null {
  try {
    return serverEnv(env);
  } catch (error) {
    if (error instanceof EnvError) return null;
    throw error;
  }
}

/**
 * What the Pages Function does around Remix: the edge cache for GETs (and HEADs, from it), then security headers (and a fresh
 * CSP nonce) on every response, cached or not. `remix` renders a request, and names the build that does.
 */
export async function handleAtTheEdge(
  context: PagesContext,
  remix: { handle: (request: Request) => Promise<Response>; buildId: string; routes: BuildRoutes },
  caches: { default: EdgeCacheContext['cache'] } | undefined = globalThis.caches as never,
): Promise<Response> {
  const env = environmentOrNull(context.env);
  const { pathname, protocol } = new URL(context.request.url);
  const ads = env !== null && publicEnv(env).adsense !== null;
  const conditions = conditionsOf(context.request);
  // A copy from the cache, or a fresh render, is revalidated here: a matching validator gets a 304.
  const secure = (response: Response) =>
    secureResponse(answerConditionally(conditions, response), { ads, https: protocol === 'https:' });
  if (isUnroutable(pathname)) return secure(bareNotFoundPage(pathname));
  // Before the methods: `/search.data` is not the API, so no method there gets the API's preflight or 405.
  if (isResourceData(pathname)) return secure(bareNotFoundPage(pathname));
  const refused = refusedMethod(context.request.method, pathname);
  if (refused) return secure(refused);
  const legacyFree = withoutLegacyData(context.request);
  const url = new URL(legacyFree.url);
  const redirect = readableMethod(legacyFree.method) ? canonicalRedirect(url) : null;
  if (redirect) return secure(redirect);

  // A single-fetch request that names the routes to load: nothing of ours sends one (no clientLoader, no
  // shouldRevalidate), and Remix answers it 200 with a page's lifetimes even when the routes do not exist.
  if (url.pathname.endsWith('.data') && url.searchParams.has('_routes')) {
    return secure(notStored(withDefaultCacheControl(legacyFree.method, await remix.handle(legacyFree))));
  }

  const declared = declaredQueryParams(remix.routes, url.pathname);
  const readable = readableMethod(legacyFree.method);
  const { buildId } = remix;
  // Only reads: a POST's body is the theme action's, and nothing that answers a POST is stored.
  const request = declared && readable ? withDeclaredQuery(legacyFree, declared) : legacyFree;
  const render = async () => withDefaultCacheControl(request.method, await remix.handle(request));
  const cacheOn = env?.EDGE_CACHE === 'on' && caches?.default !== undefined && declared !== null;
  const key = env && cacheOn ? cacheKey(request, await themeVariant(request, env.THEME_COOKIE_SECRET), buildId) : null;
  if (!env || !key || !caches) return secure(await render());

  const edge = {
    cache: tiered(caches.default),
    waitUntil: (promise: Promise<unknown>) => context.waitUntil(promise),
    freshSeconds: env.EDGE_CACHE_FRESH_SECONDS ?? undefined,
  };
  const response =
    request.method === 'HEAD' ? await headThroughEdgeCache(key, render, edge) : await withEdgeCache(key, render, edge);
  return secure(response);
}
