import type { HeadersFunction } from '@remix-run/cloudflare';
import { DEFAULT_POLICY, pageCacheControl } from '~/edge/edge-cache.server';

/**
 * Every page route exports this, for documents and single-fetch data alike. Remix only copies a loader's
 * headers, or those of a thrown 503's Retry-After, onto the response through a route's `headers` export.
 * Pages are cacheable at the edge; errors are not. Pages vary by the theme cookie (the <html> class).
 */
export const routeHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers(loaderHeaders);
  if (errorHeaders) for (const [name, value] of errorHeaders) headers.set(name, value);
  if (!headers.has('Cache-Control')) {
    headers.set('Cache-Control', errorHeaders ? 'no-store' : pageCacheControl(DEFAULT_POLICY));
  }
  headers.append('Vary', 'Cookie');
  return headers;
};
