import { variesByTheme } from '~/lib/response-policy';
import { normalizeQuery } from '~/lib/search';
import type { ThemeMode } from '~/lib/theme';

/**
 * The edge cache in front of Remix, on the Workers Cache API (docs/decisions/0013-edge-cache-and-csp.md).
 *
 * The Cache API has no stale-while-revalidate or stale-if-error of its own, so entries are stored for the
 * whole stale-if-error window with the time they were stored, and this module decides per request:
 *   fresh        -> serve from cache, no database call;
 *   stale        -> serve from cache, refresh in the background (stale-while-revalidate);
 *   miss/expired -> render; if rendering fails with a 5xx, serve the stale copy instead (stale-if-error).
 *
 * A render that says the page is gone (404, 410: an article unpublished or deleted) removes the stored copy,
 * so it is neither served stale nor kept for a later outage: a takedown shows within the fresh time.
 *
 * Pages vary by theme only (the <html> class and the root loader's data): the key holds one of three
 * variants, resolved from the signed cookie, so a forged cookie cannot poison another reader's variant.
 */

type EdgeCachePolicy = {
  /** Seconds an entry is served without revalidation. */
  fresh: number;
  /** Seconds after that in which it is served while a background refresh runs. */
  staleWhileRevalidate: number;
  /** Seconds after `fresh` in which it is served if rendering fails. */
  staleIfError: number;
};

export const STORED_AT = 'X-Edge-Stored-At';
/** The response's own Cache-Control, kept while the stored copy carries the Cache API's eviction time. */
const ORIGINAL_CACHE_CONTROL = 'X-Edge-Cache-Control';
const CACHE_STATUS = 'X-Edge-Cache';

/**
 * The cache key for a GET or a HEAD (which shares the GET's entry), or null when the request must not be cached. /search is keyed by its
 * normalised query (trimmed q and lang only), so "pajak", " pajak " and "pajak&utm=x" share an entry.
 * Keys name the build too: the Cache API outlives a deploy, and a page an older build rendered names script
 * files the new deployment no longer serves (and /openapi.json, kept a day, would describe the old API).
 */
export function cacheKey(request: Request, variant: ThemeMode, build: string): Request | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/action/')) return null;
  let search: string;
  if (url.pathname === '/search') {
    const q = url.searchParams.getAll('q');
    const lang = url.searchParams.getAll('lang');
    if (q.length > 1 || lang.length > 1) return null;
    const params = new URLSearchParams({ q: normalizeQuery(q[0]) });
    if (lang[0] !== undefined) params.set('lang', lang[0]);
    search = params.toString();
  } else {
    const params = new URLSearchParams(url.search);
    params.sort();
    search = params.toString();
  }
  const scope = variesByTheme(url.pathname) ? variant : 'any';
  return new Request(`${url.origin}/__edge-cache/${encodeURIComponent(build)}/${scope}${url.pathname}?${search}`, {
    method: 'GET',
  });
}

export function maxAgeOf(cacheControl: string | null, directive: string): number | null {
  const match = new RegExp(`(?:^|[,\\s])${directive}=(\\d+)`).exec(cacheControl ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Only complete, public, cookie-free 200s are stored, and the 404s that ask for it with a public s-maxage (a
 * resource route's, app/lib/response-policy.ts: a sitemap past the end); a page's 404 is no-store.
 */
export function isStorable(response: Response): boolean {
  if ((response.status !== 200 && response.status !== 404) || response.headers.has('Set-Cookie')) return false;
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  if (/(^|[,\s])(no-store|private|no-cache)/.test(cacheControl)) return false;
  return (maxAgeOf(cacheControl, 's-maxage') ?? 0) > 0;
}

/** The policy a response asks for, from its own Cache-Control (kept aside on stored copies). */
export function policyOf(response: Response): EdgeCachePolicy {
  const cacheControl = response.headers.get(ORIGINAL_CACHE_CONTROL) ?? response.headers.get('Cache-Control');
  return {
    fresh: maxAgeOf(cacheControl, 's-maxage') ?? 0,
    staleWhileRevalidate: maxAgeOf(cacheControl, 'stale-while-revalidate') ?? 0,
    staleIfError: maxAgeOf(cacheControl, 'stale-if-error') ?? 0,
  };
}

type Cache = {
  match(key: Request): Promise<Response | undefined>;
  put(key: Request, value: Response): Promise<void>;
  delete(key: Request): Promise<boolean>;
};

/** The page no longer exists: its stored copy must go. */
export function isGone(response: Response): boolean {
  return response.status === 404 || response.status === 410;
}

export type EdgeCacheContext = {
  cache: Cache;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** Overrides how long entries stay fresh (EDGE_CACHE_FRESH_SECONDS, for tests and operators). */
  freshSeconds?: number;
};

/** Serves `request` through the cache; `render` produces a response from Remix. */
export async function withEdgeCache(
  key: Request,
  render: () => Promise<Response>,
  { cache, waitUntil, now = Date.now, freshSeconds }: EdgeCacheContext,
): Promise<Response> {
  const cached = await cache.match(key).catch(() => undefined);
  const age = cached ? (now() - Number(cached.headers.get(STORED_AT) ?? 0)) / 1000 : Number.POSITIVE_INFINITY;
  const policy = cached ? { ...policyOf(cached), ...(freshSeconds ? { fresh: freshSeconds } : {}) } : null;

  if (cached && policy && age <= policy.fresh) return mark(cached, 'HIT', age);
  if (cached && policy && age <= policy.fresh + policy.staleWhileRevalidate) {
    waitUntil(refresh(key, render, cache, now));
    return mark(cached, 'STALE', age);
  }

  let rendered: Response;
  let sharedRender = false;
  try {
    ({ response: rendered, shared: sharedRender } = await renderOnce(key.url, render, waitUntil));
  } catch (error) {
    if (cached && policy && age <= policy.fresh + policy.staleIfError) return mark(cached, 'STALE-IF-ERROR', age);
    throw error;
  }
  if (rendered.status >= 500 && cached && policy && age <= policy.fresh + policy.staleIfError) {
    return mark(cached, 'STALE-IF-ERROR', age);
  }
  const storable = isStorable(rendered);
  if (cached && isGone(rendered) && !storable) waitUntil(cache.delete(key).catch(() => false));
  if (storable) {
    // The first of several concurrent misses stores the page for all of them.
    if (!sharedRender) waitUntil(store(key, rendered.clone(), cache, now));
    return mark(rendered, 'MISS', 0);
  }
  return mark(rendered, 'BYPASS', 0);
}

/**
 * A HEAD (uptime monitors, link checkers): the headers of the stored copy when one may be served, without a render
 * or a database query. Otherwise Remix answers it, and nothing is stored: a HEAD render has no body to keep. A
 * stale copy is not refreshed from here; the next GET does that.
 */
export async function headThroughEdgeCache(
  key: Request,
  render: () => Promise<Response>,
  { cache, now = Date.now, freshSeconds }: Omit<EdgeCacheContext, 'waitUntil'>,
): Promise<Response> {
  const cached = await cache.match(key).catch(() => undefined);
  if (!cached) return mark(await render(), 'BYPASS', 0);
  // Not awaited: cancelling one branch of a cloned body settles only once the other branch is done with too.
  cached.body?.cancel().catch(() => {});
  const age = (now() - Number(cached.headers.get(STORED_AT) ?? 0)) / 1000;
  const policy = { ...policyOf(cached), ...(freshSeconds ? { fresh: freshSeconds } : {}) };
  if (age > policy.fresh + policy.staleWhileRevalidate) return mark(await render(), 'BYPASS', 0);
  const headersOnly = new Response(null, {
    status: cached.status,
    statusText: cached.statusText,
    headers: cached.headers,
  });
  return mark(headersOnly, age <= policy.fresh ? 'HIT' : 'STALE', age);
}

/** A response read into memory, so it can be answered any number of times. */
export type Snapshot = { body: ArrayBuffer; status: number; statusText: string; headers: [string, string][] };

/** Misses being rendered in this isolate, by cache key: concurrent misses for one page share one render. */
const rendersInFlight = new Map<string, Promise<Snapshot | null>>();

/**
 * Renders a missed page once for all the requests that miss it at the same time. Without this, a cold or
 * expired page under load starts one render (and its database queries) per waiting reader: the load test's
 * first seconds queued a hundred renders on ten database connections and some readers waited over 10 s.
 * Only a storable response is shared (never one with Set-Cookie); otherwise, or if the render fails, each
 * waiter renders for itself. The shared render runs under waitUntil, so a first reader who disconnects does
 * not cancel it for the others (workerd resumes each waiter in its own request).
 */
async function renderOnce(
  key: string,
  render: () => Promise<Response>,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<{ response: Response; shared: boolean }> {
  const pending = rendersInFlight.get(key);
  if (pending) {
    const snapshot = await pending;
    return snapshot ? { response: fromSnapshot(snapshot), shared: true } : { response: await render(), shared: false };
  }
  const own = render();
  const shared = own
    .then(async (response) => (isStorable(response) ? snapshotOf(response.clone()) : null))
    .catch(() => null)
    .finally(() => rendersInFlight.delete(key));
  rendersInFlight.set(key, shared);
  waitUntil(shared);
  return { response: await own, shared: false };
}

export async function snapshotOf(response: Response): Promise<Snapshot> {
  return {
    body: await response.arrayBuffer(),
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
  };
}

export function fromSnapshot({ body, status, statusText, headers }: Snapshot): Response {
  return new Response(body, { status, statusText, headers });
}

async function refresh(key: Request, render: () => Promise<Response>, cache: Cache, now: () => number) {
  const response = await render().catch(() => null);
  if (response && isStorable(response)) await store(key, response, cache, now);
  else if (response && isGone(response)) await cache.delete(key).catch(() => false);
}

async function store(key: Request, response: Response, cache: Cache, now: () => number) {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(now()));
  const { fresh, staleIfError, staleWhileRevalidate } = policyOf(response);
  // The Cache API evicts by the stored Cache-Control: keep the entry for as long as any stale use may need it,
  // and keep the original directives aside for readers.
  headers.set(ORIGINAL_CACHE_CONTROL, headers.get('Cache-Control') ?? '');
  headers.set('Cache-Control', `public, s-maxage=${fresh + Math.max(staleIfError, staleWhileRevalidate)}`);
  const body = await response.arrayBuffer();
  await cache.put(key, new Response(body, { status: response.status, headers })).catch(() => undefined);
}

function mark(response: Response, status: string, ageSeconds: number): Response {
  const headers = new Headers(response.headers);
  headers.set(CACHE_STATUS, status);
  if (status !== 'MISS' && status !== 'BYPASS') headers.set('Age', String(Math.max(0, Math.floor(ageSeconds))));
  const original = headers.get(ORIGINAL_CACHE_CONTROL);
  if (original !== null) headers.set('Cache-Control', original);
  headers.delete(ORIGINAL_CACHE_CONTROL);
  headers.delete(STORED_AT);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
