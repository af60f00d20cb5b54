import type { HeadersFunction } from '@remix-run/cloudflare';
import { secondsUntilJakartaMidnight, secondsUntilJakartaWednesday } from './calendar';

/**
 * How long each kind of response may be kept, and by whom: the one place for cache lifetimes and the headers
 * that carry them. Routes set these headers; the edge cache (app/edge) stores and serves by them, so a
 * lifetime changed here changes both.
 */

/** Seconds: browsers, shared caches (the edge), and how long the edge may serve a stale copy. */
type CachePolicy = { browser: number; edge: number; staleWhileRevalidate: number; staleIfError: number };

export const CACHE_POLICIES = {
  /** HTML pages: browsers always revalidate; the edge keeps a minute and covers a day of outage. */
  page: { browser: 0, edge: 60, staleWhileRevalidate: 600, staleIfError: 86_400 },
  /** The /search API: 30 s in the browser (the modal asks again as readers type), 5 min at the edge. */
  search: { browser: 30, edge: 300, staleWhileRevalidate: 600, staleIfError: 86_400 },
  sitemap: { browser: 300, edge: 3600, staleWhileRevalidate: 86_400, staleIfError: 604_800 },
  /** The news sitemap is about the last 48 hours: fresher, and stale for at most a day. */
  newsSitemap: { browser: 60, edge: 300, staleWhileRevalidate: 600, staleIfError: 86_400 },
  feed: { browser: 300, edge: 900, staleWhileRevalidate: 3600, staleIfError: 604_800 },
  robots: { browser: 3600, edge: 86_400, staleWhileRevalidate: 86_400, staleIfError: 604_800 },
  /** The API's description changes with a deploy, not with content. */
  openapi: { browser: 3600, edge: 86_400, staleWhileRevalidate: 86_400, staleIfError: 604_800 },
  /**
   * The tax calendar's iCalendar feed: calendar apps poll it every few hours, and a changed rule or holiday
   * should reach them the same day. Revalidated by ETag / Last-Modified.
   */
  calendarFeed: { browser: 3600, edge: 10_800, staleWhileRevalidate: 3600, staleIfError: 86_400 },
  /**
   * A 404 of a resource route (feeds, sitemaps): it may become a file later, so it is kept five minutes, and the
   * edge keeps it too, so a crawler asking again for a sitemap past the end is answered without the database.
   * Never served stale: past its five minutes the route is asked again.
   */
  notFound: { browser: 300, edge: 300, staleWhileRevalidate: 0, staleIfError: 0 },
  /**
   * The kurs pajak API, its feed and its CSV: a minute anywhere, then revalidated by entity tag, and never past
   * the start of the next week (untilNextKursWeek).
   */
  kurs: { browser: 60, edge: 60, staleWhileRevalidate: 600, staleIfError: 86_400 },
} as const satisfies Record<string, CachePolicy>;

/**
 * Browsers honour stale-while-revalidate too: a page's `.data` (max-age=0) would be shown from the browser's own
 * copy for the whole stale window while it asks again in the background, so a reader coming back to a page in
 * the same visit saw it as it was up to ten minutes before. Where browsers must always ask (max-age=0),
 * must-revalidate forbids them any stale use. The edge cache reads s-maxage and the two stale windows itself
 * (app/edge) and is the only shared cache that keeps these answers.
 */
export function cacheControl(policy: CachePolicy): string {
  return (
    `public, max-age=${policy.browser}, s-maxage=${policy.edge}, ` +
    `stale-while-revalidate=${policy.staleWhileRevalidate}, stale-if-error=${policy.staleIfError}` +
    (policy.browser === 0 ? ', must-revalidate' : '')
  );
}

/**
 * For pages that list coming deadlines (the home page, the calendar): no copy, fresh or stale, outlives the
 * current day in Jakarta, so a cached page never shows a deadline that has passed as coming.
 */
export function untilJakartaMidnight(policy: CachePolicy, now: Date): CachePolicy {
  return ending(policy, secondsUntilJakartaMidnight(now));
}

/**
 * For the kurs pajak pages, API, feed and CSV: no copy outlives the week in force, which ends when the next
 * Wednesday starts in Jakarta. Within the week their lifetimes are short (a minute at the edge), so a week an
 * editor adds shows as soon as the edge's copy is a minute old; browsers revalidate by entity tag.
 */
export function untilNextKursWeek(policy: CachePolicy, now: Date): CachePolicy {
  return ending(policy, secondsUntilJakartaWednesday(now));
}

/** `policy` with every lifetime, fresh or stale, ending within `left` seconds. */
function ending(policy: CachePolicy, left: number): CachePolicy {
  const edge = Math.min(policy.edge, left);
  return {
    browser: Math.min(policy.browser, left),
    edge,
    staleWhileRevalidate: Math.min(policy.staleWhileRevalidate, left - edge),
    staleIfError: Math.min(policy.staleIfError, left - edge),
  };
}

/** A 404 of a resource route (feeds, sitemaps), kept briefly by browsers and the edge alike. */
export const NOT_FOUND_CACHE_CONTROL = cacheControl(CACHE_POLICIES.notFound);

/** Errors and anything per-reader are never stored. */
export const NO_STORE = 'no-store';

/**
 * A response that set no lifetime of its own. Remix gives a redirect that a loader throws (`?page=1`, an article
 * moved to another category, "/") none of its route's headers, and a redirect names nothing per reader: it is kept
 * as a page is. Anything else without one, and every answer to a POST, is never stored.
 */
export function withDefaultCacheControl(method: string, response: Response): Response {
  if (response.headers.has('Cache-Control')) return response;
  const readable = method === 'GET' || method === 'HEAD';
  const redirect = response.status >= 300 && response.status < 400 && response.headers.has('Location');
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', readable && redirect ? cacheControl(CACHE_POLICIES.page) : NO_STORE);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** What every 503 carries: never stored, and when to try again. */
export const UNAVAILABLE_HEADERS = { 'Retry-After': '30', 'Cache-Control': NO_STORE } as const;

/**
 * The query parameters a route reads. Every route module exports its own (`export const queryParams = ['page']`,
 * `[]` when it reads none); Remix's manifest carries them to the edge, which hands a request to Remix, and keys
 * its cached copy, with the parameters of its routes alone (app/edge/route-query.server.ts, decision 0045). Any
 * other parameter (`?r=<random>`, `utm_source`, `fbclid`, `gclid`) stays in the reader's address bar, where
 * analytics in the browser read it, and never makes another render or another copy. A route that declares
 * nothing is rendered with every parameter and never stored, and tests/build/query-params.test.ts fails.
 */
export type QueryParams = readonly string[];

export function isQueryParams(value: unknown): value is QueryParams {
  return Array.isArray(value) && value.every((name) => typeof name === 'string');
}

/** The query (`?…`) with only the parameters `declared` names, every value of each; as it was if it has no other. */
export function keptQuery(search: string, declared: QueryParams): string {
  const params = new URLSearchParams(search);
  const others = [...new Set(params.keys())].filter((name) => !declared.includes(name));
  if (others.length === 0) return search;
  for (const name of others) params.delete(name);
  const kept = params.toString();
  return kept ? `?${kept}` : '';
}

/**
 * Whether a response's body depends on the reader's theme (the <html> class): pages do; the JSON API, feeds,
 * sitemaps, calendar feeds, the kurs pajak CSV, robots.txt and the API's description do not, so the edge keeps one copy of them instead of one per theme.
 */
export function variesByTheme(pathname: string): boolean {
  return !(
    pathname === '/search' ||
    pathname === '/robots.txt' ||
    pathname.endsWith('.json') ||
    pathname.endsWith('.csv') ||
    pathname.endsWith('.xml') ||
    pathname.endsWith('.ics')
  );
}

/**
 * Every page route exports this, for documents and single-fetch data alike. Remix only copies a loader's
 * headers, or those of a thrown 503's Retry-After, onto the response through a route's `headers` export.
 * Pages are cacheable at the edge; errors are not. Pages vary by the theme cookie.
 */
export const routeHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers(loaderHeaders);
  if (errorHeaders) for (const [name, value] of errorHeaders) headers.set(name, value);
  if (!headers.has('Cache-Control'))
    headers.set('Cache-Control', errorHeaders ? NO_STORE : cacheControl(CACHE_POLICIES.page));
  headers.append('Vary', 'Cookie');
  return headers;
};

/**
 * For loaders of pages that list coming deadlines: the page's Cache-Control, with every lifetime ending at the
 * midnight in Jakarta that follows `now`, the moment the loader chose its "today". A headers function reads the
 * clock later, and a render that straddled midnight would then let yesterday's deadlines live for a whole
 * lifetime into the new day.
 */
export function untilMidnightHeaders(now: Date): HeadersInit {
  return { 'Cache-Control': cacheControl(untilJakartaMidnight(CACHE_POLICIES.page, now)) };
}

/** The kurs pajak pages' Cache-Control: a page's lifetimes, ending when the next week starts (untilNextKursWeek). */
export function untilNextKursWeekHeaders(now: Date): HeadersInit {
  return { 'Cache-Control': cacheControl(untilNextKursWeek(CACHE_POLICIES.page, now)) };
}
