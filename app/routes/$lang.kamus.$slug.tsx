import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ErrorPage } from '~/components/error-boundary';
import { GlossaryEntryPage, type GlossaryEntryView } from '~/components/glossary/entry-page';
import { cachedCategories } from '~/data/categories.server';
import { articlesForTerm, getGlossaryEntry } from '~/data/glossary.server';
import { isLang, otherLang } from '~/i18n/config';
import { i18nServer } from '~/i18n/i18next.server';
import { glossaryPageStrings } from '~/i18n/strings/glossary-pages';
import { toCards } from '~/lib/cards';
import { requestContext } from '~/lib/context.server';
import { setDeadlinesView } from '~/lib/deadline-rules';
import { firstSentence, glossaryLinkViews } from '~/lib/glossary';
import { notFound } from '~/lib/http.server';
import { metaOrErrorPage } from '~/lib/layout-data';
import { renderMarkdown } from '~/lib/markdown.server';
import { isSlug } from '~/lib/params';
import { toRegulationRef } from '~/lib/regulations';
import type { QueryParams } from '~/lib/response-policy';
import { pageMeta } from '~/lib/seo/meta';
import { breadcrumbMeta, definedTermJsonLd, jsonLdMeta } from '~/lib/seo/structured-data';
import { documentTitle } from '~/lib/site';
import { sourceView } from '~/lib/sources';
import { orUnavailable } from '~/lib/unavailable.server';
import { glossaryPath, inEveryLanguage, isInSection } from '~/lib/urls';

export const queryParams: QueryParams = [];

/** /id/kamus/{slug} and /en/glossary/{slug} (the same slug): one term in both languages, side by side. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { lang, slug } = params;
  if (!isLang(lang) || !isInSection(new URL(request.url).pathname, lang, 'glossary') || !isSlug(slug)) notFound();
  const { db } = requestContext(context);
  const [categories, entry, latest] = await orUnavailable(request, () =>
    Promise.all([cachedCategories(db), getGlossaryEntry(db, slug), articlesForTerm(db, slug, lang)]),
  );
  if (!entry) notFound();
  const t = await i18nServer.getFixedT(lang);
  const view: GlossaryEntryView = {
    lang,
    labels: glossaryPageStrings[lang],
    abbreviation: entry.abbreviation,
    sides: [lang, otherLang(lang)].map((each) => ({
      lang: each,
      term: entry.term[each],
      aliases: entry.aliases[each],
      definitionHtml: renderMarkdown(entry.definition[each], each),
    })),
    related: glossaryLinkViews(entry.related, lang),
    regulations: entry.regulations.map((regulation) => toRegulationRef(regulation, lang)),
    deadlines: setDeadlinesView(entry.deadlines, lang),
    latest: toCards(latest, categories, lang),
    source: sourceView(entry.source, lang),
  };
  return {
    view,
    setName: t('glossary.title'),
    path: glossaryPath(lang, entry.slug),
    otherName: { lang: otherLang(lang), name: entry.term[otherLang(lang)] },
    description: firstSentence(entry.definition[lang]),
    alternates: inEveryLanguage((each) => glossaryPath(each, entry.slug)),
    source: entry.source,
  };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  metaOrErrorPage(args, (data, siteUrl) => {
    const { view, path } = data;
    const name = view.sides[0]?.term ?? '';
    const title = view.abbreviation && view.abbreviation !== name ? `${name} (${view.abbreviation})` : name;
    return [
      ...pageMeta({
        siteUrl,
        lang: view.lang,
        title: documentTitle(title, data.setName),
        description: data.description,
        path,
        alternates: data.alternates,
      }),
      jsonLdMeta(
        definedTermJsonLd(siteUrl, {
          path,
          setPath: glossaryPath(view.lang),
          setName: data.setName,
          lang: view.lang,
          name,
          otherName: data.otherName,
          abbreviation: view.abbreviation,
          description: data.description,
          source: data.source,
        }),
      ),
      breadcrumbMeta(siteUrl, view.lang, [
        { name: data.setName, path: glossaryPath(view.lang) },
        { name, path },
      ]),
    ];
  });

export default function GlossaryEntry() {
  const { view } = useLoaderData<typeof loader>();
  return <GlossaryEntryPage view={view} />;
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/response-policy';
