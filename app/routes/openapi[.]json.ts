import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { jsonResponse } from '~/lib/http.server';
import { CACHE_POLICIES, cacheControl, type QueryParams } from '~/lib/response-policy';
import { apiPreflight } from '~/lib/search-api.server';
import { openApiDocument } from '~/lib/search-openapi';

export const queryParams: QueryParams = [];

/** /openapi.json: the public API's OpenAPI 3.1 description, for any origin, cached like other static answers. */
export function loader({ request }: LoaderFunctionArgs) {
  // Remix hands OPTIONS to the loader as well (the edge answers it first on the site, the same way).
  if (request.method === 'OPTIONS') return apiPreflight();
  return jsonResponse(openApiDocument, 200, { 'Cache-Control': cacheControl(CACHE_POLICIES.openapi) });
}
