import { data } from '@remix-run/cloudflare';
import { DataUnavailableError } from './news.server';

export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * Runs a loader's data work; a database outage becomes a 503 (with Retry-After) for the error page, logged
 * with the request path. Anything else propagates as a real bug.
 */
export async function orUnavailable<T>(request: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DataUnavailableError) {
      console.error('database unavailable', new URL(request.url).pathname, error.message);
      throw data(null, { status: 503, headers: { 'Retry-After': '30' } });
    }
    throw error;
  }
}
