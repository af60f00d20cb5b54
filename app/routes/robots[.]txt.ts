import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { serverEnv } from '~/lib/env.server';
import { textResponse } from '~/lib/http.server';
import { CACHE_POLICIES, cacheControl, type QueryParams } from '~/lib/response-policy';
import { absoluteUrl, SITEMAP_INDEX_PATH } from '~/lib/urls';

export const queryParams: QueryParams = [];

/** Everything may be crawled; the sitemap index is named with its absolute URL. */
export function loader({ context }: LoaderFunctionArgs) {
  const { SITE_URL } = serverEnv(context.cloudflare.env);
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(SITE_URL, SITEMAP_INDEX_PATH)}`, ''].join(
    '\n',
  );
  return textResponse(200, body, { 'Cache-Control': cacheControl(CACHE_POLICIES.robots) });
}
