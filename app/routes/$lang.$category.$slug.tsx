import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ArticlePage, type ArticleView, type ElsewhereView, OnlyInOtherLanguage } from '~/components/article-page';
import { ErrorPage } from '~/components/error-boundary';
import { findRenamedArticle, getArticle, listLatest, RELATED_ARTICLES } from '~/data/articles.server';
import { cachedCategories } from '~/data/categories.server';
import { cachedGlossaryTerms } from '~/data/glossary.server';
import { isLang, otherLang } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { articlePageStrings } from '~/i18n/strings/article-pages';
import { articleAlternates, counterpartIn, substantiveUpdate } from '~/lib/articles';
import { toCards } from '~/lib/cards';
import { categoryNameBySlug } from '~/lib/categories';
import { requestContext } from '~/lib/context.server';
import { correctionNotices } from '~/lib/corrections';
import { formatDate, formatDateTime } from '~/lib/dates';
import { notFound } from '~/lib/http.server';
import { metaOrErrorPage } from '~/lib/layout-data';
import { renderArticle } from '~/lib/markdown.server';
import { tableOfContents } from '~/lib/markdown-headings.server';
import { isSlug } from '~/lib/params';
import { readingMinutes } from '~/lib/reading-time';
import { titleIn, toRegulationRef } from '~/lib/regulations';
import type { QueryParams } from '~/lib/response-policy';
import { articlePageMeta, articleSeoInput } from '~/lib/seo/meta';
import { breadcrumbMeta, jsonLdMeta, newsArticleJsonLd } from '~/lib/seo/structured-data';
import { documentTitle } from '~/lib/site';
import { orUnavailable } from '~/lib/unavailable.server';
import {
  type Alternates,
  articlePath,
  canonicalUrl,
  categoryPath,
  homePath,
  shareLinks,
  UNCATEGORIZED_SEGMENT,
} from '~/lib/urls';

export const queryParams: QueryParams = [];

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { lang, category: segment, slug } = params;
  if (!isLang(lang) || !isSlug(segment) || !isSlug(slug)) notFound();
  const { db, env } = requestContext(context);
  // Categories and glossary terms come from the isolate's minute-long caches: the article is the one query.
  // Under "berita" the article may have no category, and then its related list is the newest stories: asked for
  // alongside, so that page too waits for one round trip, not two.
  const [categories, article, terms, newest] = await orUnavailable(request, () =>
    Promise.all([
      cachedCategories(db),
      getArticle(db, slug, lang),
      cachedGlossaryTerms(db),
      segment === UNCATEGORIZED_SEGMENT ? listLatest(db, lang, RELATED_ARTICLES + 1) : null,
    ]),
  );
  if (!article) {
    // Only now, on the way to a 404: an address the article had before its slug changed leads to it.
    const renamed = await orUnavailable(request, () => findRenamedArticle(db, slug));
    if (renamed) throw redirect(articlePath({ ...renamed, lang }), 301);
    notFound();
  }
  // Asked for under the other language's prefix: go to the translation, or say where the article is.
  if (article.lang !== lang) {
    const counterpart = counterpartIn(article, lang);
    if (counterpart) throw redirect(articlePath(counterpart), 301);
    // This page has one address too: the article's own category under this language's prefix.
    if (segment !== (article.category ?? UNCATEGORIZED_SEGMENT)) throw redirect(articlePath({ ...article, lang }), 301);
    const href = articlePath(article);
    const alternates: Alternates = { [article.lang]: href, [lang]: homePath(lang) };
    const { title, excerpt } = article;
    const view: ElsewhereView = { lang, title, excerpt, href, articleLang: article.lang };
    return { kind: 'elsewhere' as const, ...view, alternates };
  }
  if (segment !== (article.category ?? UNCATEGORIZED_SEGMENT)) throw redirect(articlePath(article), 301);

  // Categorised articles get their related list embedded in the one query above; the few without a
  // category fall back to the newest stories in their language (asked for above: they are all under "berita").
  const related = article.category
    ? article.related
    : (newest ?? []).filter((a) => a.slug !== article.slug).slice(0, RELATED_ARTICLES);
  const counterpart = counterpartIn(article, otherLang(lang));
  const section = article.category ?? UNCATEGORIZED_SEGMENT;
  const categoryLabel = categoryNameBySlug(categories, section, lang);
  const body = renderArticle(article.body, {
    lang,
    regulations: article.cited.map((regulation) => ({ ...regulation, ...titleIn(regulation, lang) })),
    terms,
  });
  const updated = substantiveUpdate(article.publishedAt, article.updatedAt, article.revisedAt, article.correctedAt);
  const strings = articlePageStrings[lang];
  const url = canonicalUrl(env.SITE_URL, articlePath(article));
  const view: ArticleView = {
    lang,
    title: article.title,
    excerpt: article.excerpt,
    author: article.author,
    coverImageUrl: article.coverImageUrl,
    coverImageAlt: article.coverImageAlt,
    publishedAt: article.publishedAt,
    publishedLabel: formatDate(article.publishedAt, lang),
    updated: updated ? { at: updated, label: formatDateTime(updated, lang) } : null,
    readingTime: strings.readingTime.replace('{{minutes}}', String(readingMinutes(body.words, lang))),
    contents: tableOfContents(body.headings),
    share: { url, title: article.title, links: shareLinks(url, article.title) },
    strings,
    category:
      article.category || categoryLabel ? { label: categoryLabel ?? section, href: categoryPath(lang, section) } : null,
    bodyHtml: body.html,
    related: toCards(related, categories, lang),
    regulations: article.cited.map((regulation) => toRegulationRef(regulation, lang)),
    corrections: correctionNotices(article.corrections, lang),
  };
  const seo = articleSeoInput(article, counterpart);
  const alternates = articleAlternates(article, counterpart);
  return { kind: 'article' as const, ...view, seo, categoryName: categoryLabel, alternates };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  metaOrErrorPage(args, (data, siteUrl) => {
    if (data.kind === 'elsewhere') {
      // In the page's language, as its heading is. No canonical: naming the article's own page as well as noindex
      // would send search engines two contrary signals; the link in the page leads them there.
      const strings = resources[data.lang].translation.article;
      return [
        { title: documentTitle(strings.notTranslatedTitle, data.title) },
        { name: 'description', content: strings.onlyInOtherLanguage },
        { name: 'robots', content: 'noindex' },
      ];
    }
    const { seo, categoryName } = data;
    return [
      ...articlePageMeta(siteUrl, seo, { categoryName }),
      jsonLdMeta(newsArticleJsonLd(siteUrl, seo, { categoryName })),
      breadcrumbMeta(siteUrl, seo.lang, [
        ...(seo.category && categoryName ? [{ name: categoryName, path: categoryPath(seo.lang, seo.category) }] : []),
        { name: seo.title, path: articlePath(seo) },
      ]),
    ];
  });

export default function ArticleRoute() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'elsewhere' ? <OnlyInOtherLanguage {...data} /> : <ArticlePage article={data} />;
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/response-policy';
