import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { getKursOnDate } from '~/data/kurs.server';
import { jakartaToday } from '~/lib/calendar';
import { requestContext } from '~/lib/context.server';
import { KURS_API_PARAMS } from '~/lib/kurs';
import { kursApiAnswer, parseKursApiQuery } from '~/lib/kurs-api.server';
import type { QueryParams } from '~/lib/response-policy';
import { apiPreflight, apiUnavailable, searchMethodNotAllowed } from '~/lib/search-api.server';

/**
 * GET /kurs-pajak.json?tanggal=YYYY-MM-DD&mata_uang=USD: the public tax exchange rates API (docs/kurs-pajak.md),
 * described in /openapi.json beside /search. JSON only, never a 500; one database call per answer.
 */
export const queryParams: QueryParams = Object.values(KURS_API_PARAMS);

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Remix hands OPTIONS to the loader as well (the edge answers it first on the site, the same way).
  if (request.method === 'OPTIONS') return apiPreflight();
  if (request.method !== 'GET' && request.method !== 'HEAD') return searchMethodNotAllowed();
  const query = parseKursApiQuery(new URL(request.url).searchParams);
  if (query instanceof Response) return query;
  const now = new Date();
  const today = jakartaToday(now);
  try {
    const { db } = requestContext(context);
    const found = await getKursOnDate(db, query.date ?? today);
    return await kursApiAnswer(request, query, found, { today, now });
  } catch (error) {
    return apiUnavailable(request, 'kurs', error, 'The rates are temporarily unavailable. Try again shortly.');
  }
}

/** POST, PUT, PATCH and DELETE reach the action: the API is read-only. */
export function action(_args: ActionFunctionArgs) {
  return searchMethodNotAllowed();
}
