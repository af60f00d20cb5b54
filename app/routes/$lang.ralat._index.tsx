import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { CorrectionsPage, type CorrectionsView } from '~/components/corrections/corrections-page';
import { ErrorPage } from '~/components/error-boundary';
import { listCorrections } from '~/data/corrections.server';
import { isLang } from '~/i18n/config';
import { i18nServer } from '~/i18n/i18next.server';
import { correctionPageStrings } from '~/i18n/strings/correction-pages';
import { requestContext } from '~/lib/context.server';
import { correctionItem } from '~/lib/corrections';
import { notFound } from '~/lib/http.server';
import { metaOrErrorPage } from '~/lib/layout-data';
import { parsePage } from '~/lib/params';
import { type QueryParams, untilMidnightHeaders } from '~/lib/response-policy';
import { pageMeta } from '~/lib/seo/meta';
import { breadcrumbMeta } from '~/lib/seo/structured-data';
import { documentTitle, feedTitle } from '~/lib/site';
import { orUnavailable } from '~/lib/unavailable.server';
import { correctionsFeedPath, correctionsPath, inEveryLanguage, isInSection } from '~/lib/urls';

/**
 * /id/ralat and /en/corrections (app/routes.ts maps both here): every correction and reference-data change, newest
 * first, 20 a page. `?page=1` is a 301 to the bare address; a page past the end, a 404.
 */
export const queryParams: QueryParams = ['page'];

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const lang = params.lang;
  const url = new URL(request.url);
  if (!isLang(lang) || !isInSection(url.pathname, lang, 'corrections')) notFound();
  const page = parsePage(url.searchParams);
  if (page === null) notFound();
  if (page === 1 && url.searchParams.has('page')) throw redirect(correctionsPath(lang), 301);
  const { db } = requestContext(context);
  // A revocation joins the list on the day its revoker takes effect: no copy outlives the day in Jakarta.
  const now = new Date();
  const { entries, hasNext } = await orUnavailable(request, () => listCorrections(db, page));
  if (entries.length === 0 && page > 1) notFound();
  const labels = correctionPageStrings[lang];
  const t = await i18nServer.getFixedT(lang);
  const view: CorrectionsView = {
    lang,
    labels,
    page,
    items: entries.map((entry) => correctionItem(entry, lang, labels)),
    feed: correctionsFeedPath(lang),
    previous: page > 1 ? correctionsPath(lang, page - 1) : null,
    next: hasNext ? correctionsPath(lang, page + 1) : null,
  };
  return data(
    {
      view,
      title: documentTitle(labels.title, page > 1 ? t('listing.page', { page }) : ''),
      alternates: inEveryLanguage((each) => correctionsPath(each, page)),
    },
    { headers: untilMidnightHeaders(now) },
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  metaOrErrorPage(args, (data, siteUrl) => {
    const { lang, labels, page } = data.view;
    return [
      ...pageMeta({
        siteUrl,
        lang,
        title: data.title,
        description: labels.description,
        path: correctionsPath(lang),
        page,
        alternates: page > 1 ? {} : inEveryLanguage((each) => correctionsPath(each)),
        feed: { title: feedTitle(labels.title), path: correctionsFeedPath(lang) },
      }),
      breadcrumbMeta(siteUrl, lang, [{ name: labels.title, path: correctionsPath(lang) }]),
    ];
  });

export default function Corrections() {
  const { view } = useLoaderData<typeof loader>();
  return <CorrectionsPage view={view} />;
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/response-policy';
