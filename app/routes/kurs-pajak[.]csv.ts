import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { listKursWeeks } from '~/data/kurs.server';
import { answerConditionally, entityTag } from '~/lib/conditional-requests';
import { requestContext } from '~/lib/context.server';
import { kursCsv } from '~/lib/kurs-csv';
import { CACHE_POLICIES, cacheControl, type QueryParams, untilNextKursWeek } from '~/lib/response-policy';
import { orUnavailableResponse } from '~/lib/unavailable.server';

/**
 * /kurs-pajak.csv: every recorded week and rate, one database call whatever the number of weeks. Tagged with its
 * body's hash and dated by the latest change to a week, so a client that polls it mostly gets a 304.
 */
export const queryParams: QueryParams = [];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    const { weeks, context: kurs } = await listKursWeeks(db, null);
    const body = kursCsv(weeks, kurs);
    const response = new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8; header=present',
        'Content-Disposition': 'attachment; filename="kurs-pajak.csv"',
        'Cache-Control': cacheControl(untilNextKursWeek(CACHE_POLICIES.kurs, new Date())),
        'Access-Control-Allow-Origin': '*',
        'X-Content-Type-Options': 'nosniff',
        ETag: await entityTag(body),
        ...(kurs.changedAt ? { 'Last-Modified': new Date(kurs.changedAt).toUTCString() } : {}),
      },
    });
    return answerConditionally(request, response);
  });
}
