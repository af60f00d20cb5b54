import { jsonResponse } from './http.server';
import { NO_STORE, UNAVAILABLE_HEADERS } from './response-policy';
import type { SearchErrorBody } from './search';
import { DataUnavailableError, logUnavailable } from './unavailable.server';

/**
 * The /search API's errors (docs/api.md): one JSON shape, never stored, readable from any origin. The route
 * answers most of them; the edge answers every method but GET, HEAD and OPTIONS before the route runs.
 */

/** What the API and its description (`/openapi.json`) take. */
export const API_ALLOW = 'GET, HEAD, OPTIONS';

export function searchError(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  const body: SearchErrorBody = { error: { code, message } };
  return jsonResponse(body, status, { 'Cache-Control': NO_STORE, ...headers });
}

/**
 * A failed database call, in the API's own shape. An outage is expected and temporary; anything else (a bad
 * deployment, say) is logged as a bug, but the API still answers as it promises: never a 500.
 */
export function apiUnavailable(request: Request, what: string, error: unknown, message: string): Response {
  logUnavailable(request, `${what} unavailable`, error instanceof DataUnavailableError ? error.message : error);
  return searchError(503, 'unavailable', message, { 'Retry-After': UNAVAILABLE_HEADERS['Retry-After'] });
}

export function searchMethodNotAllowed(): Response {
  return searchError(405, 'method_not_allowed', 'Only GET, HEAD and OPTIONS are allowed.', { Allow: API_ALLOW });
}

/**
 * OPTIONS, which is how a browser asks (a CORS preflight) before a script on another origin may send a request
 * with a header that is not CORS-safelisted: a Content-Type on a GET, a tracing header its monitoring adds. Any
 * header is allowed (the API reads none), for a day. Without this the browser refused those requests outright.
 * The API's description answers it the same way, as any origin may read it too.
 */
export function apiPreflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      Allow: API_ALLOW,
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Max-Age': '86400',
      'Cache-Control': NO_STORE,
    },
  });
}
