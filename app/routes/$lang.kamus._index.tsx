import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ErrorPage } from '~/components/error-boundary';
import { GlossaryIndexPage, type GlossaryIndexView } from '~/components/glossary/index-page';
import { listGlossary } from '~/data/glossary.server';
import { isLang, otherLang } from '~/i18n/config';
import { i18nServer } from '~/i18n/i18next.server';
import { glossaryPageStrings } from '~/i18n/strings/glossary-pages';
import { requestContext } from '~/lib/context.server';
import { indexLetter } from '~/lib/glossary';
import { notFound } from '~/lib/http.server';
import { metaOrErrorPage } from '~/lib/layout-data';
import type { QueryParams } from '~/lib/response-policy';
import { pageMeta } from '~/lib/seo/meta';
import { breadcrumbMeta, definedTermSetJsonLd, jsonLdMeta } from '~/lib/seo/structured-data';
import { documentTitle } from '~/lib/site';
import { orUnavailable } from '~/lib/unavailable.server';
import { glossaryPath, inEveryLanguage, isInSection } from '~/lib/urls';

export const queryParams: QueryParams = [];

/** /id/kamus and /en/glossary (app/routes.ts maps both here): every term, A–Z in the page's language. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isLang(lang) || !isInSection(new URL(request.url).pathname, lang, 'glossary')) notFound();
  const { db } = requestContext(context);
  const entries = await orUnavailable(request, () => listGlossary(db));
  const t = await i18nServer.getFixedT(lang);
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const sorted = [...entries].sort((a, b) => collator.compare(a.term[lang], b.term[lang]));
  const letters: GlossaryIndexView['letters'] = [];
  for (const entry of sorted) {
    const letter = indexLetter(entry.term[lang]);
    let group = letters.find((each) => each.letter === letter);
    if (!group) {
      group = { letter, entries: [] };
      letters.push(group);
    }
    group.entries.push({
      href: glossaryPath(lang, entry.slug),
      term: entry.term[lang],
      otherTerm: entry.term[otherLang(lang)],
      abbreviation: entry.abbreviation,
    });
  }
  // "#" (terms that start with a digit) after Z.
  letters.sort((a, b) => (a.letter === '#' ? 1 : b.letter === '#' ? -1 : a.letter.localeCompare(b.letter)));
  const view: GlossaryIndexView = { lang, labels: glossaryPageStrings[lang], letters };
  return {
    view,
    heading: t('glossary.title'),
    alternates: inEveryLanguage((each) => glossaryPath(each)),
  };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  metaOrErrorPage(args, (data, siteUrl) => {
    const { lang, labels, letters } = data.view;
    const path = glossaryPath(lang);
    return [
      ...pageMeta({
        siteUrl,
        lang,
        title: documentTitle(data.heading),
        description: labels.description,
        path,
        alternates: data.alternates,
      }),
      jsonLdMeta(
        definedTermSetJsonLd(siteUrl, {
          path,
          name: data.heading,
          lang,
          terms: letters.flatMap((group) => group.entries.map((entry) => ({ name: entry.term, path: entry.href }))),
        }),
      ),
      breadcrumbMeta(siteUrl, lang, [{ name: data.heading, path }]),
    ];
  });

export default function GlossaryIndex() {
  const { view } = useLoaderData<typeof loader>();
  return <GlossaryIndexPage view={view} />;
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/response-policy';
