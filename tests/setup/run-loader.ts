import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loaderContext } from './loader-context.ts';
import { TEST_SITE_URL } from './site-url.ts';

/** What Remix's data(body, init) helper makes; a loader may return it (200 with headers) or throw it. */
type WithInit<D> = { type: string; data: D; init: ResponseInit | null };
type Body<T> = T extends WithInit<infer D> ? D : T;

export type LoaderOutcome<T> =
  | { status: number; data: Body<T>; headers: Headers; location?: undefined }
  | { status: number; location: string | null; headers: Headers; data?: undefined };

const withInit = (value: unknown): value is WithInit<unknown> =>
  (value as { type?: unknown } | null)?.type === 'DataWithResponseInit';

/**
 * Calls a route loader the way Remix would for `path`, against the test backend, and reports what the
 * reader would get: its data, status and headers, or the status (and Location) of what it threw.
 */
export async function runLoader<T>(
  loader: (args: LoaderFunctionArgs) => Promise<T> | T,
  path: string,
  params: Record<string, string>,
  env: Record<string, string> = {},
): Promise<LoaderOutcome<T>> {
  const request = new Request(`${TEST_SITE_URL}${path}`);
  try {
    const returned = await loader({ request, params, context: loaderContext(env) });
    if (withInit(returned)) {
      const { data, init } = returned;
      return { status: init?.status ?? 200, data: data as Body<T>, headers: new Headers(init?.headers) };
    }
    return { status: 200, data: returned as Body<T>, headers: new Headers() };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get('Location'), headers: thrown.headers };
    }
    const init = withInit(thrown) ? thrown.init : null;
    if (init && typeof init.status === 'number') {
      return { status: init.status, location: null, headers: new Headers(init.headers) };
    }
    throw thrown;
  }
}
