/**
 * Conditional GETs (RFC 9110 §13): whether a client's copy, named by If-None-Match or dated by
 * If-Modified-Since, is still the current one. Routes use it for what they render; the edge uses it for what
 * it serves from its cache, so a feed reader's revalidation is a 304 whichever answers.
 */

/** Whether an If-None-Match header names `tag` (or is *). Weak comparison, as RFC 9110 asks for GET. */
export function matchesEntityTag(header: string | null, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (each: string) => each.trim().replace(/^W\//, '');
  return header.split(',').some((each) => opaque(each) === opaque(tag));
}

/**
 * If-None-Match, when present, decides alone; otherwise If-Modified-Since against Last-Modified. A date later
 * than `now` is invalid (RFC 9110 §13.1.3) and ignored: it would keep a client's copy "current" until then.
 */
export function isNotModified(
  request: Request,
  validators: { etag: string | null; lastModified: string | null },
  now = Date.now(),
): boolean {
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (ifNoneMatch !== null) return validators.etag !== null && matchesEntityTag(ifNoneMatch, validators.etag);
  const since = Date.parse(request.headers.get('If-Modified-Since') ?? '');
  const modified = Date.parse(validators.lastModified ?? '');
  return !Number.isNaN(since) && since <= now && !Number.isNaN(modified) && modified <= since;
}

/**
 * A 200 answered as 304 when the request's validators match it; anything else unchanged. The 304 keeps the
 * headers a cache needs to refresh its copy (validators, Cache-Control, Vary) and no body.
 */
export function answerConditionally(request: Request, response: Response): Response {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || response.status !== 200) return response;
  const validators = { etag: response.headers.get('ETag'), lastModified: response.headers.get('Last-Modified') };
  if (!validators.etag && !validators.lastModified) return response;
  if (!isNotModified(request, validators)) return response;
  const headers = new Headers(response.headers);
  for (const name of ['Content-Length', 'Content-Type', 'Content-Encoding']) headers.delete(name);
  return new Response(null, { status: 304, headers });
}

/** A strong validator for a body: the SHA-256 of its bytes, as an HTTP entity tag. */
export async function entityTag(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `"${hex.slice(0, 32)}"`;
}
