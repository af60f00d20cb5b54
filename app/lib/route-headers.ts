import type { HeadersFunction } from '@remix-run/cloudflare';

/**
 * Every page route exports this. Remix (single fetch) only copies a loader's headers, or those of a thrown
 * 503's Retry-After, onto the document response through a route's `headers` export.
 */
export const routeHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers(loaderHeaders);
  if (errorHeaders) for (const [name, value] of errorHeaders) headers.set(name, value);
  return headers;
};
