import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { getCalendar } from '~/data/calendar.server';
import { isLang } from '~/i18n/config';
import { jakartaToday } from '~/lib/calendar';
import { calendarFeed, feedRange } from '~/lib/calendar-feed';
import { answerConditionally, entityTag } from '~/lib/conditional-requests';
import { requestContext } from '~/lib/context.server';
import { notFoundResponse } from '~/lib/http.server';
import { CACHE_POLICIES, cacheControl, type QueryParams } from '~/lib/response-policy';
import { orUnavailableResponse } from '~/lib/unavailable.server';
import { calendarFeedPath } from '~/lib/urls';

export const queryParams: QueryParams = [];

/**
 * /id/kalender.ics and /en/calendar.ics (app/routes.ts maps both here): the deadlines from last month to a
 * year ahead as iCalendar. The ETag is the body's hash; Last-Modified is the latest change to a rule, a holiday
 * or a year's record, or the start of this month in Jakarta (when the feed's window last moved), whichever is
 * later. A matching conditional request is a 304.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isLang(lang) || new URL(request.url).pathname !== calendarFeedPath(lang)) return notFoundResponse();
  const { env, db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    const today = jakartaToday(new Date());
    const { from, to } = feedRange(today);
    const calendar = await getCalendar(db, from, to);
    // The window last moved at midnight on the 1st of this month in Jakarta, which is UTC+7 all year.
    const windowMoved = Date.parse(`${today.slice(0, 7)}-01T00:00:00+07:00`);
    const changed = Math.max(windowMoved, calendar.lastModified ? Date.parse(calendar.lastModified) : 0);
    const stamp = new Date(Math.floor(changed / 1000) * 1000);
    const body = calendarFeed(calendar, { lang, siteUrl: env.SITE_URL, from, to, stamp });
    const headers = {
      ETag: await entityTag(body),
      'Last-Modified': stamp.toUTCString(),
      'Cache-Control': cacheControl(CACHE_POLICIES.calendarFeed),
      'X-Content-Type-Options': 'nosniff',
    };
    const feed = new Response(body, { headers: { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' } });
    return answerConditionally(request, feed);
  });
}
