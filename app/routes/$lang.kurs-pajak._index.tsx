import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ErrorPage } from '~/components/error-boundary';
import { KursPage } from '~/components/kurs/kurs-page';
import { getKursOnDate } from '~/data/kurs.server';
import { isLang, LANGS } from '~/i18n/config';
import { kursPageStrings } from '~/i18n/strings/kurs-pages';
import { jakartaToday } from '~/lib/calendar';
import { requestContext } from '~/lib/context.server';
import { notFound } from '~/lib/http.server';
import { kursPageView } from '~/lib/kurs-page';
import { kursQueryIn, readKursPageRequest } from '~/lib/kurs-params';
import { metaOrErrorPage } from '~/lib/layout-data';
import { NO_STORE, type QueryParams, untilNextKursWeekHeaders } from '~/lib/response-policy';
import { pageMeta } from '~/lib/seo/meta';
import { breadcrumbMeta } from '~/lib/seo/structured-data';
import { documentTitle } from '~/lib/site';
import { orUnavailable } from '~/lib/unavailable.server';
import { inEveryLanguage, isInSection, KURS_PARAMS, kursFeedPath, kursPath } from '~/lib/urls';

/**
 * /id/kurs-pajak and /en/tax-exchange-rates (app/routes.ts maps both here): the week in force today in
 * Jakarta, or the week in force on ?tanggal= / ?date=, with the converter's answer for ?jumlah= / ?amount= and
 * ?mata_uang= / ?currency=. One database call answers all of it. A malformed field is a 400 that shows the page
 * with the error named, so the reader can correct it.
 */
/** Both languages' names of the date lookup and the converter's fields (KURS_PARAMS). */
export const queryParams: QueryParams = LANGS.flatMap((lang) => {
  const { date, amount, currency } = KURS_PARAMS[lang];
  return [date, amount, currency];
});

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const lang = params.lang;
  const url = new URL(request.url);
  if (!isLang(lang) || !isInSection(url.pathname, lang, 'kurs')) notFound();
  const now = new Date();
  const today = jakartaToday(now);
  const asked = readKursPageRequest(url.searchParams, lang);
  const { db } = requestContext(context);
  const found = await orUnavailable(request, () => getKursOnDate(db, asked.date ?? today));
  const view = kursPageView(found, asked, { lang, today });
  const queried = url.search.length > 1;
  const { title, description } = kursPageStrings[lang];
  return data(
    {
      view,
      // For `meta`, which the browser runs too: the strings module stays out of its bundle.
      head: { title, description },
      queried,
      path: kursPath(lang, kursQueryIn(asked, lang)),
      alternates: inEveryLanguage((each) => kursPath(each, kursQueryIn(asked, each))),
    },
    {
      status: view.errors.length > 0 ? 400 : 200,
      headers: view.errors.length > 0 ? { 'Cache-Control': NO_STORE } : untilNextKursWeekHeaders(now),
    },
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  metaOrErrorPage(args, (data, siteUrl) => {
    const { lang } = data.view;
    const { title, description } = data.head;
    return [
      ...pageMeta({
        siteUrl,
        lang,
        title: documentTitle(title),
        description,
        path: data.path,
        alternates: data.alternates,
        // A date looked up or an amount converted is the hub with a question: one page for search engines.
        ...(data.queried ? { robots: 'noindex, follow' } : {}),
        feed: { title: documentTitle(title), path: kursFeedPath(lang) },
      }),
      breadcrumbMeta(siteUrl, lang, [{ name: title, path: kursPath(lang) }]),
    ];
  });

export default function Kurs() {
  const { view } = useLoaderData<typeof loader>();
  return <KursPage view={view} />;
}

export const ErrorBoundary = ErrorPage;

// "This week's" rates are this week's only until Wednesday 00:00 in Jakarta: no cached copy may outlive it.
export { routeHeaders as headers } from '~/lib/response-policy';
