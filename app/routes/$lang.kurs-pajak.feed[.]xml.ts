import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { listKursWeeks } from '~/data/kurs.server';
import { isLang } from '~/i18n/config';
import { requestContext } from '~/lib/context.server';
import { notFoundResponse, xmlResponse } from '~/lib/http.server';
import { KURS_FEED_SIZE, kursFeedXml } from '~/lib/kurs-feed.server';
import { CACHE_POLICIES, cacheControl, type QueryParams, untilNextKursWeek } from '~/lib/response-policy';
import { orUnavailableResponse } from '~/lib/unavailable.server';
import { kursFeedPath } from '~/lib/urls';

/** /id/kurs-pajak/feed.xml and /en/tax-exchange-rates/feed.xml: the newest weeks as RSS 2.0, one item a week. */
export const queryParams: QueryParams = [];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isLang(lang) || new URL(request.url).pathname !== kursFeedPath(lang)) return notFoundResponse();
  const { env, db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    const { weeks, context: kurs } = await listKursWeeks(db, KURS_FEED_SIZE + 1);
    const xml = kursFeedXml(env.SITE_URL, lang, weeks, kurs);
    return xmlResponse(xml, cacheControl(untilNextKursWeek(CACHE_POLICIES.kurs, new Date())));
  });
}
