import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ArticleCard } from '~/components/article-card';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { ErrorPage } from '~/components/error-boundary';
import { Pagination } from '~/components/pagination';
import { listCategoryPage } from '~/data/articles.server';
import { cachedCategories } from '~/data/categories.server';
import { isLang } from '~/i18n/config';
import { i18nServer } from '~/i18n/i18next.server';
import { useTranslation } from '~/i18n/translate';
import { toCards } from '~/lib/cards';
import { categoryDescription, categoryName } from '~/lib/categories';
import { requestContext } from '~/lib/context.server';
import { notFound } from '~/lib/http.server';
import { metaOrErrorPage } from '~/lib/layout-data';
import { isSlug, parsePage } from '~/lib/params';
import type { QueryParams } from '~/lib/response-policy';
import { pageMeta } from '~/lib/seo/meta';
import { breadcrumbMeta } from '~/lib/seo/structured-data';
import { documentTitle, feedTitle } from '~/lib/site';
import { orUnavailable } from '~/lib/unavailable.server';
import { categoryPath, feedPath, homePath, inEveryLanguage } from '~/lib/urls';

export const queryParams: QueryParams = ['page'];

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { lang, category: slug } = params;
  if (!isLang(lang) || !isSlug(slug)) notFound();
  const url = new URL(request.url);
  const page = parsePage(url.searchParams);
  if (page === null) notFound();
  if (page === 1 && url.searchParams.has('page')) throw redirect(categoryPath(lang, slug), 301);

  const { db } = requestContext(context);
  const categories = await orUnavailable(request, () => cachedCategories(db));
  const category = categories.find((c) => c.slug === slug);
  if (!category) notFound();
  const { articles, hasNext } = await orUnavailable(request, () =>
    listCategoryPage(db, { category: slug, lang, page }),
  );
  if (articles.length === 0 && page > 1) notFound();

  const t = await i18nServer.getFixedT(lang);
  const name = categoryName(category, lang);
  const intro = categoryDescription(category, lang);
  return {
    lang,
    slug,
    name,
    page,
    intro,
    title: page > 1 ? documentTitle(name, t('listing.page', { page })) : documentTitle(name),
    description: intro ?? `${name}: ${t('site.tagline')}`,
    articles: toCards(articles, categories, lang),
    previous: page > 1 ? categoryPath(lang, slug, page - 1) : null,
    next: hasNext ? categoryPath(lang, slug, page + 1) : null,
  };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  metaOrErrorPage(args, (data, siteUrl) => {
    const { lang, slug, name, page } = data;
    return [
      ...pageMeta({
        siteUrl,
        lang,
        title: data.title,
        description: data.description,
        path: categoryPath(lang, slug),
        page,
        // Page N of the other edition need not exist; only the first pages are paired.
        alternates: page === 1 ? inEveryLanguage((each) => categoryPath(each, slug)) : {},
        feed: { title: feedTitle(name), path: feedPath(lang, slug) },
      }),
      breadcrumbMeta(siteUrl, lang, [{ name, path: categoryPath(lang, slug) }]),
    ];
  });

export default function CategoryListing() {
  const { lang, name, page, intro, articles, previous, next } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs items={[{ label: t('nav.home'), to: homePath(lang) }, { label: name }]} />
      <h1 className="mt-4 font-serif text-4xl font-bold">
        {name}
        {page > 1 && <span className="ml-3 text-xl font-normal text-muted">{t('listing.page', { page })}</span>}
      </h1>
      {intro && <p className="mt-3 max-w-3xl text-muted">{intro}</p>}
      {articles.length === 0 ? (
        <p className="mt-10 text-muted">{t('listing.empty')}</p>
      ) : (
        <div className="mt-8 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} headingLevel={2} />
          ))}
        </div>
      )}
      <Pagination page={page} previous={previous} next={next} />
    </main>
  );
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/response-policy';
