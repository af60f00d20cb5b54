import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ErrorPage } from '~/components/error-boundary';
import { RegulationPage, type RegulationView } from '~/components/regulations/regulation-page';
import { cachedCategories } from '~/data/categories.server';
import { getRegulation } from '~/data/regulations.server';
import { isLang } from '~/i18n/config';
import { i18nServer } from '~/i18n/i18next.server';
import { regulationPageStrings } from '~/i18n/strings/regulation-pages';
import { toCards } from '~/lib/cards';
import { requestContext } from '~/lib/context.server';
import { dateLabel, formatDate } from '~/lib/dates';
import { setDeadlinesView } from '~/lib/deadline-rules';
import { firstSentence, glossaryLinkViews } from '~/lib/glossary';
import { notFound } from '~/lib/http.server';
import { metaOrErrorPage } from '~/lib/layout-data';
import { renderMarkdown } from '~/lib/markdown.server';
import { isSlug } from '~/lib/params';
import { RELATION_KINDS, regulationTitle, regulationTitleLang, toRegulationRef } from '~/lib/regulations';
import type { QueryParams } from '~/lib/response-policy';
import { pageMeta } from '~/lib/seo/meta';
import { breadcrumbMeta, jsonLdMeta, legislationJsonLd } from '~/lib/seo/structured-data';
import { clipAtWord, documentTitle } from '~/lib/site';
import { sourceView } from '~/lib/sources';
import { orUnavailable } from '~/lib/unavailable.server';
import { canonicalUrl, inEveryLanguage, isInSection, regulationPath, regulationsPath } from '~/lib/urls';

export const queryParams: QueryParams = [];

/** Characters of an official title in the document title, and of the summary or title in the description. */
const TITLE_MAX = 70;
const DESCRIPTION_MAX = 200;

/** /id/peraturan/{slug} and /en/regulations/{slug} (the same slug): one register entry, one database round trip. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { lang, slug } = params;
  if (!isLang(lang) || !isInSection(new URL(request.url).pathname, lang, 'regulations') || !isSlug(slug)) notFound();
  const { db } = requestContext(context);
  const [categories, regulation] = await orUnavailable(request, () =>
    Promise.all([cachedCategories(db), getRegulation(db, slug, lang)]),
  );
  if (!regulation) notFound();
  const t = await i18nServer.getFixedT(lang);
  const ownSummary = lang === 'en' ? regulation.summaryEn : regulation.summaryId;
  const summary = ownSummary ?? regulation.summaryId;
  const summaryLang = lang === 'en' && !regulation.summaryEn ? 'id' : lang;
  const title = regulationTitle(regulation, lang);
  const labels = regulationPageStrings[lang];
  const view: RegulationView = {
    lang,
    labels,
    designation: regulation.designation,
    kind: regulation.kind,
    title,
    titleLang: regulationTitleLang(regulation, lang),
    status: regulation.status,
    issuedOn: regulation.issuedOn,
    issuedLabel: regulation.issuedOn ? formatDate(regulation.issuedOn, lang) : null,
    effectiveOn: regulation.effectiveOn,
    effectiveLabel: regulation.effectiveOn ? formatDate(regulation.effectiveOn, lang) : null,
    ...(regulation.revokedFrom !== undefined && { revokedFrom: dateLabel(regulation.revokedFrom, lang) }),
    summaryHtml: summary ? renderMarkdown(summary, summaryLang) : null,
    summaryLang,
    source: sourceView(regulation.source, lang),
    relations: RELATION_KINDS.flatMap((kind) => [kind, `${kind}By` as const]).flatMap((kind) => {
      const links = regulation.relations[kind];
      if (links.length === 0) return [];
      const regulations = links.map((link) => ({
        ...toRegulationRef(link, lang),
        ...(kind === 'revokesBy' && { revokedFrom: dateLabel(link.effectiveOn, lang) }),
      }));
      return [{ kind, regulations }];
    }),
    citing: toCards(regulation.citing, categories, lang),
    deadlines: setDeadlinesView(regulation.deadlines, lang),
    terms: glossaryLinkViews(regulation.terms, lang),
  };
  return {
    view,
    // The visible page keeps the whole official title; the document title and description are what a search
    // result shows, so they are clipped, and the description says what the regulation is about when the summary
    // says so in the page's language.
    title: documentTitle(title ? `${regulation.designation}: ${clipAtWord(title, TITLE_MAX)}` : regulation.designation),
    description: [
      `${regulation.designation} · ${t(`regulations.status.${regulation.status}`)}`,
      ownSummary
        ? `. ${clipAtWord(firstSentence(ownSummary), DESCRIPTION_MAX)}`
        : title
          ? ` · ${clipAtWord(title, DESCRIPTION_MAX)}`
          : '',
    ].join(''),
    registerTitle: t('regulations.title'),
    kindLabel: labels.kinds[regulation.kind],
    path: regulationPath(lang, regulation.slug),
    amends: regulation.relations.amends.map((link) => regulationPath(lang, link.slug)),
    revokes: regulation.relations.revokes.map((link) => regulationPath(lang, link.slug)),
    alternates: inEveryLanguage((each) => regulationPath(each, regulation.slug)),
    source: regulation.source,
  };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  metaOrErrorPage(args, (data, siteUrl) => {
    const { view, path } = data;
    return [
      ...pageMeta({
        siteUrl,
        lang: view.lang,
        title: data.title,
        description: data.description,
        path,
        alternates: data.alternates,
      }),
      jsonLdMeta(
        legislationJsonLd(siteUrl, {
          path,
          designation: view.designation,
          title: view.title,
          kindLabel: data.kindLabel,
          lang: view.lang,
          issuedOn: view.issuedOn,
          effectiveOn: view.effectiveOn,
          status: view.status,
          amends: data.amends.map((href) => canonicalUrl(siteUrl, href)),
          revokes: data.revokes.map((href) => canonicalUrl(siteUrl, href)),
          source: data.source,
        }),
      ),
      breadcrumbMeta(siteUrl, view.lang, [
        { name: data.registerTitle, path: regulationsPath(view.lang) },
        { name: view.designation, path },
      ]),
    ];
  });

export default function RegulationEntry() {
  const { view } = useLoaderData<typeof loader>();
  return <RegulationPage view={view} />;
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/response-policy';
