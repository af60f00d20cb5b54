import { jsonResponse } from './http.server';
import { NO_STORE } from './response-policy';
import type { SearchErrorBody } from './search';

/**
 * The /search API's errors (docs/api.md): one JSON shape, never stored, readable from any origin. The route
 * answers most of them; the edge answers every method but GET and HEAD before the route runs.
 */

const ALLOW = 'GET, HEAD';

export function searchError(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  const body: SearchErrorBody = { error: { code, message } };
  return jsonResponse(body, status, { 'Cache-Control': NO_STORE, ...headers });
}

export function searchMethodNotAllowed(): Response {
  return searchError(405, 'method_not_allowed', `Only ${ALLOW} are allowed.`, { Allow: ALLOW });
}
