import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loaderContext } from './loader-context.ts';

export type LoaderOutcome<T> =
  | { status: 200; data: T }
  | { status: number; location: string | null; headers: Headers; data?: undefined };

/**
 * Calls a route loader the way Remix would for `path`, against the test backend, and reports what the
 * reader would get: its data, or the status (and Location) of what it threw.
 */
export async function runLoader<T>(
  loader: (args: LoaderFunctionArgs) => Promise<T> | T,
  path: string,
  params: Record<string, string>,
  env: Record<string, string> = {},
): Promise<LoaderOutcome<T>> {
  const request = new Request(`https://newstax.test${path}`);
  try {
    const data = await loader({ request, params, context: loaderContext(env) });
    return { status: 200, data };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get('Location'), headers: thrown.headers };
    }
    // Remix's data(body, init) helper throws a DataWithResponseInit.
    const init = (thrown as { init?: ResponseInit | null })?.init;
    if (init && typeof init.status === 'number') {
      return { status: init.status, location: null, headers: new Headers(init.headers) };
    }
    throw thrown;
  }
}
