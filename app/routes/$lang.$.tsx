import { notFound } from '~/lib/http.server';
import type { QueryParams } from '~/lib/response-policy';

export const queryParams: QueryParams = [];

/** Paths deeper than an article's: a real 404, rendered inside the language layout. */
export const loader = () => notFound();

export default function NotFound() {
  return null;
}

export { routeHeaders as headers } from '~/lib/response-policy';
