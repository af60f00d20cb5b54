import { jsonResponse } from '~/lib/http.server';
import { CACHE_POLICIES, cacheControl } from '~/lib/response-policy';
import { openApiDocument } from './search.openapi';

/** /openapi.json: the public API's OpenAPI 3.1 description, for any origin, cached like other static answers. */
export function loader() {
  return jsonResponse(openApiDocument, 200, { 'Cache-Control': cacheControl(CACHE_POLICIES.openapi) });
}
