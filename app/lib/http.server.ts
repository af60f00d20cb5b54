import { data } from '@remix-run/cloudflare';
import { langFromPath } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { entityTag } from './conditional-requests';
import { htmlSafeJson } from './json';
import { NO_STORE, NOT_FOUND_CACHE_CONTROL } from './response-policy';
import { documentTitle } from './site';
import { homePath } from './urls';

/**
 * The error a page loader throws for the shared error page. It carries its own Cache-Control: Remix hands a
 * route's `headers` export the thrown headers (`errorHeaders`) only when there are some, and without them the
 * error page went out with a page's cache lifetimes.
 */
function errorPage(status: 400 | 404): never {
  throw data(null, { status, headers: { 'Cache-Control': NO_STORE } });
}

/** For a page loader: the shared error page, with a 404. */
export function notFound(): never {
  errorPage(404);
}

/** For a page loader given a malformed parameter: the shared error page, with a 400. */
export function badRequest(): never {
  errorPage(400);
}

const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' };

export function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NOSNIFF, ...headers },
  });
}

/**
 * A feed or sitemap, tagged with its body's hash: feed readers and crawlers poll these, and a matching
 * If-None-Match then costs them a 304 instead of the whole file (the edge answers it, cached copy or not).
 */
export async function xmlResponse(xml: string, cacheControl: string): Promise<Response> {
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': cacheControl,
      ETag: await entityTag(xml),
      ...NOSNIFF,
    },
  });
}

/** JSON for the public API: readable from any origin, and never markup whatever a client echoes into it. */
export function jsonResponse(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(htmlSafeJson(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      // Beyond the headers a page script may always read: when to retry a 503, what a 405 allows.
      'Access-Control-Expose-Headers': 'Retry-After, Allow',
      // Data for programs: a search engine that finds a link to it has no page to show.
      'X-Robots-Tag': 'noindex',
      ...NOSNIFF,
      ...headers,
    },
  });
}

/** For a method a path does not take (the edge answers it before Remix): `allow` names those it does. */
export function methodNotAllowed(allow: string): Response {
  return textResponse(405, 'Method Not Allowed\n', { Allow: allow, 'Cache-Control': NO_STORE });
}

/** For a resource route (feeds, sitemaps): a plain-text 404. */
export function notFoundResponse(): Response {
  return textResponse(404, 'Not Found\n', { 'Cache-Control': NOT_FOUND_CACHE_CONTROL });
}

/**
 * The 404 for a path no route may see (the edge answers it before Remix): a bare page, without the site's
 * header, in the language of the path's first segment. Nothing of the path is written into it.
 */
export function bareNotFoundPage(pathname: string): Response {
  const lang = langFromPath(pathname);
  const { errors } = resources[lang].translation;
  const body =
    `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${documentTitle(errors.notFoundTitle)}</title>` +
    `<meta name="robots" content="noindex"><h1>${errors.notFoundTitle}</h1>` +
    `<p><a href="${homePath(lang)}">${errors.backHome}</a></p>`;
  return new Response(body, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE },
  });
}
