import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { serverEnv } from '~/lib/env.server';
import { CACHE_CONTROL, SITEMAP_INDEX_PATH, textResponse } from '~/lib/xml.server';

/** Everything may be crawled; the sitemap index is named with its absolute URL. */
export function loader({ context }: LoaderFunctionArgs) {
  const { SITE_URL } = serverEnv(context.cloudflare.env);
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${SITE_URL}${SITEMAP_INDEX_PATH}`, ''].join('\n');
  return textResponse(200, body, { 'Cache-Control': CACHE_CONTROL.robots });
}
