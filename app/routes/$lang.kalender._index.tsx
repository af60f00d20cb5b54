import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { CalendarPage } from '~/components/calendar/calendar-page';
import { ErrorPage } from '~/components/error-boundary';
import { getCalendar } from '~/data/calendar.server';
import { isLang } from '~/i18n/config';
import { formatYearMonth, jakartaToday, monthOf, parseMonthParam } from '~/lib/calendar';
import { calendarPageRange, calendarPageView } from '~/lib/calendar-page';
import { formatCivil } from '~/lib/calendar-view';
import { requestContext } from '~/lib/context.server';
import { badRequest, notFound } from '~/lib/http.server';
import { metaOrErrorPage } from '~/lib/layout-data';
import { type QueryParams, untilMidnightHeaders } from '~/lib/response-policy';
import { pageMeta } from '~/lib/seo/meta';
import { breadcrumbMeta } from '~/lib/seo/structured-data';
import { documentTitle } from '~/lib/site';
import { orUnavailable } from '~/lib/unavailable.server';
import { CALENDAR_MONTH_PARAM, calendarPath, inEveryLanguage, isInSection } from '~/lib/urls';

export const queryParams: QueryParams = Object.values(CALENDAR_MONTH_PARAM);

/**
 * /id/kalender and /en/calendar (app/routes.ts maps both here): the coming deadlines and a month grid. The
 * grid's month is a GET parameter in the page's language (?bulan=2026-12, ?month=2026-12); a malformed month,
 * or one more than two years away, is a 400.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const lang = params.lang;
  const url = new URL(request.url);
  if (!isLang(lang) || !isInSection(url.pathname, lang, 'calendar')) notFound();
  const now = new Date();
  const today = jakartaToday(now);
  const asked = url.searchParams.getAll(CALENDAR_MONTH_PARAM[lang]);
  const month = asked.length > 1 ? null : parseMonthParam(asked[0] ?? null, monthOf(today));
  if (month === null) badRequest();
  const shown = month ?? monthOf(today);
  const { env, db } = requestContext(context);
  const { from, to } = calendarPageRange(today, shown);
  const calendar = await orUnavailable(request, () => getCalendar(db, from, to));
  const monthParam = month ? formatYearMonth(month) : undefined;
  return data(
    {
      view: calendarPageView(calendar, { lang, today, shown, siteUrl: env.SITE_URL }),
      // A month asked for by link names itself in the title, which is what a screen reader announces on arrival.
      titleMonth: month ? formatCivil(`${formatYearMonth(month)}-01`, lang, 'monthYear') : null,
      path: calendarPath(lang, monthParam),
      alternates: inEveryLanguage((each) => calendarPath(each, monthParam)),
    },
    { headers: untilMidnightHeaders(now) },
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  metaOrErrorPage(args, (data, siteUrl) => {
    const { lang, labels } = data.view;
    return [
      ...pageMeta({
        siteUrl,
        lang,
        title: documentTitle(labels.title, data.titleMonth ?? ''),
        description: labels.description,
        path: data.path,
        alternates: data.alternates,
      }),
      breadcrumbMeta(siteUrl, lang, [{ name: labels.title, path: calendarPath(lang) }]),
    ];
  });

export default function Calendar() {
  const { view } = useLoaderData<typeof loader>();
  return <CalendarPage view={view} />;
}

export const ErrorBoundary = ErrorPage;

// "Coming" deadlines are coming only until midnight in Jakarta: no cached copy may outlive the day.
export { routeHeaders as headers } from '~/lib/response-policy';
