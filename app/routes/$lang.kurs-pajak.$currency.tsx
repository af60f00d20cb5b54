import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ErrorPage } from '~/components/error-boundary';
import { KursHistoryPage } from '~/components/kurs/history-page';
import { getKursHistory } from '~/data/kurs.server';
import { isLang, LANGS } from '~/i18n/config';
import { requestContext } from '~/lib/context.server';
import { badRequest, notFound } from '~/lib/http.server';
import { kursHistoryView, parseYearParam } from '~/lib/kurs-history';
import { metaOrErrorPage } from '~/lib/layout-data';
import { type QueryParams, untilNextKursWeekHeaders } from '~/lib/response-policy';
import { pageMeta } from '~/lib/seo/meta';
import { breadcrumbMeta } from '~/lib/seo/structured-data';
import { documentTitle } from '~/lib/site';
import { orUnavailable } from '~/lib/unavailable.server';
import { inEveryLanguage, isInSection, KURS_PARAMS, kursFeedPath, kursHistoryPath, kursPath } from '~/lib/urls';

/**
 * /id/kurs-pajak/usd and /en/tax-exchange-rates/usd: one currency's every recorded week as a chart, and one
 * year of them as a table (?tahun= / ?year=, the latest year without it). One database call, whatever the
 * number of weeks.
 */
export const queryParams: QueryParams = LANGS.map((lang) => KURS_PARAMS[lang].year);

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const lang = params.lang;
  const url = new URL(request.url);
  const code = params.currency ?? '';
  if (!isLang(lang) || !isInSection(url.pathname, lang, 'kurs') || !/^[a-z]{3}$/.test(code)) notFound();
  const year = parseYearParam(url.searchParams, lang);
  if (year === null) badRequest();
  const { db } = requestContext(context);
  const history = await orUnavailable(request, () => getKursHistory(db, code.toUpperCase()));
  if (!history) notFound();
  const view = kursHistoryView(history.code, history.weeks, history.context, { lang, year });
  return data(
    {
      view,
      year: year ?? null,
      path: kursHistoryPath(lang, history.code, year),
      alternates: inEveryLanguage((each) => kursHistoryPath(each, history.code, year)),
    },
    { headers: untilNextKursWeekHeaders(new Date()) },
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  metaOrErrorPage(args, (data, siteUrl) => {
    const { lang, labels, title, description, code } = data.view;
    return [
      ...pageMeta({
        siteUrl,
        lang,
        title: documentTitle(title),
        description,
        path: data.path,
        alternates: data.alternates,
        // Another year's table is the same page further down: one page for search engines.
        ...(data.year !== null ? { robots: 'noindex, follow' } : {}),
        feed: { title: documentTitle(labels.title), path: kursFeedPath(lang) },
      }),
      breadcrumbMeta(siteUrl, lang, [
        { name: labels.title, path: kursPath(lang) },
        { name: code, path: kursHistoryPath(lang, code) },
      ]),
    ];
  });

export default function KursHistory() {
  const { view } = useLoaderData<typeof loader>();
  return <KursHistoryPage view={view} />;
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/response-policy';
