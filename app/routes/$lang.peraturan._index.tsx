import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ErrorPage } from '~/components/error-boundary';
import { RegisterPage, type RegisterView } from '~/components/regulations/register-page';
import { listRegulations } from '~/data/regulations.server';
import { isLang } from '~/i18n/config';
import { i18nServer } from '~/i18n/i18next.server';
import { regulationPageStrings } from '~/i18n/strings/regulation-pages';
import { requestContext } from '~/lib/context.server';
import { dateLabel, formatDate } from '~/lib/dates';
import { badRequest, notFound } from '~/lib/http.server';
import { metaOrErrorPage } from '~/lib/layout-data';
import { parsePage } from '~/lib/params';
import { parseRegisterFilter, REGISTER_FILTER_PARAMS, registerQuery, titleIn } from '~/lib/regulations';
import type { QueryParams } from '~/lib/response-policy';
import { pageMeta } from '~/lib/seo/meta';
import { breadcrumbMeta } from '~/lib/seo/structured-data';
import { documentTitle } from '~/lib/site';
import { sourceView } from '~/lib/sources';
import { orUnavailable } from '~/lib/unavailable.server';
import { inEveryLanguage, isInSection, regulationPath, regulationsPath } from '~/lib/urls';

export const queryParams: QueryParams = [...REGISTER_FILTER_PARAMS, 'page'];

/**
 * /id/peraturan and /en/regulations (app/routes.ts maps both here): the regulation register, filtered by kind,
 * year and status through a plain GET form. A malformed filter is a 400; a page past the end, a 404.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const lang = params.lang;
  const url = new URL(request.url);
  if (!isLang(lang) || !isInSection(url.pathname, lang, 'regulations')) notFound();
  const page = parsePage(url.searchParams);
  if (page === null) notFound();
  const filter = parseRegisterFilter(url.searchParams);
  if (filter === null) badRequest();
  if (page === 1 && url.searchParams.has('page')) throw redirect(regulationsPath(lang, registerQuery(filter)), 301);
  const { db } = requestContext(context);
  const { regulations, hasNext } = await orUnavailable(request, () => listRegulations(db, filter, page));
  if (regulations.length === 0 && page > 1) notFound();
  const t = await i18nServer.getFixedT(lang);
  const labels = regulationPageStrings[lang];
  const view: RegisterView = {
    lang,
    labels,
    filter,
    page,
    rows: regulations.map((regulation) => ({
      href: regulationPath(lang, regulation.slug),
      designation: regulation.designation,
      ...titleIn(regulation, lang),
      kind: regulation.kind,
      status: regulation.status,
      effectiveOn: regulation.effectiveOn,
      effectiveLabel: regulation.effectiveOn ? formatDate(regulation.effectiveOn, lang) : null,
      // Only a revoked row whose date is known says anything of it.
      ...(regulation.revokedFrom && { revokedFrom: dateLabel(regulation.revokedFrom, lang) }),
      source: sourceView(regulation.source, lang),
    })),
    previous: page > 1 ? regulationsPath(lang, registerQuery(filter, page - 1)) : null,
    next: hasNext ? regulationsPath(lang, registerQuery(filter, page + 1)) : null,
  };
  const heading = t('regulations.title');
  // A filtered view names its filters in its title: in the tab and the history, and for a screen reader, which hears
  // the new title after the form is applied in the app.
  const filterNames = [
    filter.kind ? labels.kinds[filter.kind] : '',
    filter.year ? String(filter.year) : '',
    filter.status ? t(`regulations.status.${filter.status}`) : '',
  ];
  return {
    view,
    title: documentTitle(heading, ...filterNames, page > 1 ? t('listing.page', { page }) : ''),
    heading,
    description: labels.description,
    filtered: Boolean(filter.kind || filter.year || filter.status),
    alternates: inEveryLanguage((each) => regulationsPath(each, registerQuery(filter, page))),
  };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  metaOrErrorPage(args, (data, siteUrl) => {
    const { lang, page } = data.view;
    return [
      ...pageMeta({
        siteUrl,
        lang,
        title: data.title,
        description: data.description,
        path: regulationsPath(lang),
        page,
        alternates: data.filtered || page > 1 ? {} : inEveryLanguage((each) => regulationsPath(each)),
        // A filtered view is a way through the register, not a page of its own: noindex, its links followed.
        robots: data.filtered ? 'noindex, follow' : undefined,
      }),
      breadcrumbMeta(siteUrl, lang, [{ name: data.heading, path: regulationsPath(lang) }]),
    ];
  });

export default function RegulationRegister() {
  const { view } = useLoaderData<typeof loader>();
  return <RegisterPage view={view} />;
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/response-policy';
