import { data } from '@remix-run/cloudflare';
import { textResponse } from './http.server';
import { UNAVAILABLE_HEADERS } from './response-policy';

/**
 * A database call failed or answered something of the wrong shape. The data modules throw it; routes turn it
 * into a 503 (a page, plain text or JSON) that is never cached, so the edge serves its stale copy meanwhile.
 */
export class DataUnavailableError extends Error {
  override name = 'DataUnavailableError';
  constructor(
    readonly operation: string,
    readonly detail: string,
  ) {
    super(`${operation} failed: ${detail}`);
  }
}

/** Logs a failure a reader will see as a 503, with the path it happened on. */
export function logUnavailable(request: Request, what: string, detail: unknown): void {
  console.error(what, new URL(request.url).pathname, detail);
}

async function whenAvailable<T>(request: Request, work: () => Promise<T>, answer: () => T | never): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DataUnavailableError)) throw error;
    logUnavailable(request, 'database unavailable', error.message);
    return answer();
  }
}

/** A page loader's data work; an outage becomes the shared error page with a 503. Other errors are bugs. */
export function orUnavailable<T>(request: Request, work: () => Promise<T>): Promise<T> {
  return whenAvailable(request, work, () => {
    throw data(null, { status: 503, headers: UNAVAILABLE_HEADERS });
  });
}

/** A resource route's work (feeds, sitemaps); an outage becomes a plain-text 503. Other errors are bugs. */
export function orUnavailableResponse(request: Request, work: () => Promise<Response>): Promise<Response> {
  return whenAvailable(request, work, () => textResponse(503, 'Service Unavailable\n', UNAVAILABLE_HEADERS));
}
