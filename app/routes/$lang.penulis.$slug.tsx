import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { AuthorPage, type AuthorPageView } from '~/components/authors/author-page';
import { ErrorPage } from '~/components/error-boundary';
import { getAuthorPage } from '~/data/authors.server';
import { cachedCategories } from '~/data/categories.server';
import { isLang } from '~/i18n/config';
import { i18nServer } from '~/i18n/i18next.server';
import { authorPageStrings } from '~/i18n/strings/author-pages';
import { linkLabel } from '~/lib/authors';
import { toCards } from '~/lib/cards';
import { requestContext } from '~/lib/context.server';
import { firstSentence } from '~/lib/glossary';
import { notFound } from '~/lib/http.server';
import { metaOrErrorPage } from '~/lib/layout-data';
import { renderMarkdown } from '~/lib/markdown.server';
import { isSlug, parsePage } from '~/lib/params';
import type { QueryParams } from '~/lib/response-policy';
import { pageMeta } from '~/lib/seo/meta';
import { breadcrumbMeta, jsonLdMeta, profilePageJsonLd } from '~/lib/seo/structured-data';
import { documentTitle } from '~/lib/site';
import { orUnavailable } from '~/lib/unavailable.server';
import { authorPath, inEveryLanguage, isInSection } from '~/lib/urls';

export const queryParams: QueryParams = ['page'];

/**
 * /id/penulis/{slug} and /en/authors/{slug} (the same slug): the author's role, bio and links, and their articles
 * in the page's language, newest first, paged like a category listing.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { lang, slug } = params;
  const url = new URL(request.url);
  if (!isLang(lang) || !isInSection(url.pathname, lang, 'authors') || !isSlug(slug)) notFound();
  const page = parsePage(url.searchParams);
  if (page === null) notFound();
  if (page === 1 && url.searchParams.has('page')) throw redirect(authorPath(lang, slug), 301);

  const { db } = requestContext(context);
  const [categories, found] = await orUnavailable(request, () =>
    Promise.all([cachedCategories(db), getAuthorPage(db, { slug, lang, page })]),
  );
  if (!found || (found.articles.length === 0 && page > 1)) notFound();
  const { author } = found;
  const t = await i18nServer.getFixedT(lang);
  const labels = authorPageStrings[lang];
  const bio = author.bio[lang];
  const view: AuthorPageView = {
    lang,
    labels,
    name: author.name,
    role: author.role[lang],
    bioHtml: bio ? renderMarkdown(bio, lang) : null,
    links: author.links.map((href) => ({ href, label: linkLabel(href) })),
    page,
    articles: toCards(found.articles, categories, lang),
    previous: page > 1 ? authorPath(lang, author.slug, page - 1) : null,
    next: found.hasNext ? authorPath(lang, author.slug, page + 1) : null,
  };
  return {
    view,
    slug: author.slug,
    path: authorPath(lang, author.slug),
    title: page > 1 ? documentTitle(author.name, t('listing.page', { page })) : documentTitle(author.name),
    // The name through a function: as a replacement string, `$&` or `$'` in it would be read as patterns.
    description: bio ? firstSentence(bio) : labels.description.replace('{{name}}', () => author.name),
    // Page N of the other language need not exist; only the first pages are paired.
    alternates: page === 1 ? inEveryLanguage((each) => authorPath(each, author.slug)) : {},
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
        page: view.page,
        alternates: data.alternates,
      }),
      jsonLdMeta(
        profilePageJsonLd(siteUrl, {
          slug: data.slug,
          lang: view.lang,
          name: view.name,
          role: view.role,
          description: data.description,
          links: view.links.map((link) => link.href),
        }),
      ),
      breadcrumbMeta(siteUrl, view.lang, [{ name: view.name, path }]),
    ];
  });

export default function Author() {
  const { view } = useLoaderData<typeof loader>();
  return <AuthorPage view={view} />;
}

export const ErrorBoundary = ErrorPage;

export { routeHeaders as headers } from '~/lib/response-policy';
