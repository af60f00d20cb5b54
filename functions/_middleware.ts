import { onRequest as site } from './[[path]]';

/**
 * Pages matches `[[path]]` to non-empty segments only, so "//id" or "/id//pph" never reached the site: the
 * platform answered an empty 404. The site redirects them to the path without the empty segments.
 */
export const onRequest: PagesFunction<Env> = (context) =>
  new URL(context.request.url).pathname.includes('//') ? site(context) : context.next();
