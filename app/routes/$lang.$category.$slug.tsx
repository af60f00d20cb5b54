import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { ArticleCard } from '~/components/article-card';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { CoverImage } from '~/components/cover-image';
import { ErrorPage } from '~/components/error-boundary';
import { isLang, type Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { toCards } from '~/lib/cards';
import { categoryNameBySlug } from '~/lib/categories';
import { requestContext } from '~/lib/context.server';
import { formatDate } from '~/lib/dates';
import { notFound, orUnavailable } from '~/lib/http.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { cachedCategories, counterpartIn, getArticle, listLatest, RELATED_ARTICLES } from '~/lib/news.server';
import { isSlug } from '~/lib/params';
import { siteUrlFrom } from '~/lib/route-meta';
import {
  type ArticleSeoInput,
  articlePageMeta,
  breadcrumbJsonLd,
  canonicalUrl,
  jsonLdMeta,
  newsArticleJsonLd,
  SITE_NAME,
} from '~/lib/seo';
import { articlePath, categoryPath, homePath, UNCATEGORIZED_SEGMENT } from '~/lib/urls';

const otherLang = (lang: Lang): Lang => (lang === 'id' ? 'en' : 'id');

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { lang, category: segment, slug } = params;
  if (!isLang(lang) || !isSlug(segment) || !isSlug(slug)) notFound();
  const { db } = requestContext(context);
  const [categories, article] = await orUnavailable(request, () =>
    Promise.all([cachedCategories(db), getArticle(db, slug, lang)]),
  );
  if (!article) notFound();

  // Asked for under the other language's prefix: go to the translation, or say where the article is.
  if (article.lang !== lang) {
    const counterpart = counterpartIn(article, lang);
    if (counterpart) throw redirect(articlePath(counterpart), 301);
    return {
      kind: 'elsewhere' as const,
      lang,
      title: article.title,
      excerpt: article.excerpt,
      href: articlePath(article),
      articleLang: article.lang,
      alternates: { [article.lang]: articlePath(article), [lang]: homePath(lang) },
    };
  }

  const canonical = articlePath(article);
  if (segment !== (article.category ?? UNCATEGORIZED_SEGMENT)) throw redirect(canonical, 301);

  // Categorised articles get their related list embedded in the one query above; the few without a
  // category fall back to the newest stories in their language.
  const related = article.category
    ? article.related
    : (await orUnavailable(request, () => listLatest(db, lang, RELATED_ARTICLES + 1)))
        .filter((a) => a.slug !== article.slug)
        .slice(0, RELATED_ARTICLES);
  const counterpart = counterpartIn(article, otherLang(lang));
  const categoryLabel = categoryNameBySlug(categories, article.category, lang);
  const published = formatDate(article.publishedAt, lang);
  const updated = formatDate(article.updatedAt, lang);

  const seo: ArticleSeoInput = {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    lang: article.lang,
    author: article.author,
    coverImageUrl: article.coverImageUrl,
    coverImageAlt: article.coverImageAlt,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    counterpart,
    isTranslation: article.source !== null,
  };

  return {
    kind: 'article' as const,
    seo,
    categoryName: categoryLabel,
    lang,
    title: article.title,
    excerpt: article.excerpt,
    author: article.author,
    coverImageUrl: article.coverImageUrl,
    coverImageAlt: article.coverImageAlt,
    publishedAt: article.publishedAt,
    publishedLabel: published,
    updatedAt: article.updatedAt,
    updatedLabel: updated !== published ? updated : null,
    category: article.category
      ? { label: categoryLabel ?? article.category, href: categoryPath(lang, article.category) }
      : null,
    bodyHtml: renderMarkdown(article.body),
    related: toCards(related, categories, lang),
    alternates: { [lang]: canonical, ...(counterpart ? { [counterpart.lang]: articlePath(counterpart) } : {}) },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const siteUrl = siteUrlFrom(matches);
  if (data.kind === 'elsewhere') {
    return [
      { title: `${data.title} · ${SITE_NAME}` },
      { name: 'description', content: data.excerpt },
      { name: 'robots', content: 'noindex' },
      { tagName: 'link', rel: 'canonical', href: canonicalUrl(siteUrl, data.href) },
    ];
  }
  const { seo, categoryName } = data;
  const crumbs = [
    { name: SITE_NAME, url: canonicalUrl(siteUrl, homePath(seo.lang)) },
    ...(seo.category && categoryName
      ? [{ name: categoryName, url: canonicalUrl(siteUrl, categoryPath(seo.lang, seo.category)) }]
      : []),
    { name: seo.title, url: canonicalUrl(siteUrl, articlePath(seo)) },
  ];
  return [
    ...articlePageMeta(siteUrl, seo, { categoryName }),
    jsonLdMeta(newsArticleJsonLd(siteUrl, seo, { categoryName })),
    jsonLdMeta(breadcrumbJsonLd(crumbs)),
  ];
};

export default function ArticleRoute() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'elsewhere' ? <OnlyInOtherLanguage {...data} /> : <ArticlePage {...data} />;
}

function ArticlePage(article: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'article' }>) {
  const { t } = useTranslation();
  const crumbs = [
    { label: t('nav.home'), to: homePath(article.lang) },
    ...(article.category ? [{ label: article.category.label, to: article.category.href }] : []),
    { label: article.title },
  ];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <article className="mx-auto max-w-3xl">
        <Breadcrumbs items={crumbs} />
        <header className="mt-6">
          {article.category && (
            <Link to={article.category.href} className="text-sm font-semibold uppercase tracking-wider text-accent-ink">
              {article.category.label}
            </Link>
          )}
          <h1 className="mt-2 font-serif text-3xl font-bold leading-tight text-balance sm:text-5xl">{article.title}</h1>
          {article.excerpt && <p className="mt-4 text-lg text-muted sm:text-xl">{article.excerpt}</p>}
          <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 border-y border-line py-3 text-sm text-muted">
            {article.author && (
              <span className="font-semibold text-ink">{t('article.by', { author: article.author })}</span>
            )}
            <span>
              {t('article.published')} <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
            </span>
            {article.updatedLabel && (
              <span>
                {t('article.updated')} <time dateTime={article.updatedAt}>{article.updatedLabel}</time>
              </span>
            )}
          </p>
        </header>
        {article.coverImageUrl && (
          <figure className="mt-8">
            <CoverImage src={article.coverImageUrl} alt={article.coverImageAlt} priority />
            {article.coverImageAlt && (
              <figcaption className="mt-2 text-sm text-muted">{article.coverImageAlt}</figcaption>
            )}
          </figure>
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server by markdown-it with raw HTML disabled (lib/markdown.server.ts) */}
        <div className="article-body prose prose-lg mt-8" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      </article>
      {article.related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-16 border-t border-line pt-10">
          <h2 id="related-heading" className="section-heading">
            {article.category ? t('article.moreFrom', { category: article.category.label }) : t('article.related')}
          </h2>
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {article.related.map((related) => (
              <ArticleCard key={related.slug} article={related} />
            ))}
          </div>
        </section>
      )}
    </main>
  );
}

function OnlyInOtherLanguage({
  lang,
  title,
  excerpt,
  href,
  articleLang,
}: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'elsewhere' }>) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">{t('article.notTranslatedTitle')}</h1>
      <p className="mt-4 text-muted">{t('article.onlyInOtherLanguage')}</p>
      <div className="mt-8 rounded-lg border border-line bg-surface p-6">
        <p lang={articleLang} className="font-serif text-xl font-semibold">
          {title}
        </p>
        {excerpt && (
          <p lang={articleLang} className="mt-2 text-muted">
            {excerpt}
          </p>
        )}
        <p className="mt-4">
          <Link to={href} hrefLang={articleLang} className="pill-button">
            {t('article.readInOtherLanguage')} →
          </Link>
        </p>
      </div>
      <p className="mt-8">
        <Link to={homePath(lang)} className="text-accent-ink underline">
          {t('errors.backHome')}
        </Link>
      </p>
    </main>
  );
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/route-headers';
