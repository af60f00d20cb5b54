import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, Outlet, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '~/components/error-boundary';
import { SearchDialog } from '~/components/search-dialog';
import { isLang } from '~/i18n/config';
import { requestContext } from '~/lib/context.server';
import { notFound, orUnavailable } from '~/lib/http.server';
import { listCategories } from '~/lib/news.server';

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isLang(lang)) notFound();
  const { db } = requestContext(context);
  const categories = await orUnavailable(request, () => listCategories(db));
  return { lang, categories };
}

export default function LangLayout() {
  const { lang, categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3">
          <Link to={`/${lang}`} className="font-serif text-2xl font-bold">
            <span>news</span>
            <span className="text-accent">tax</span>
          </Link>
          <nav aria-label={t('nav.mainNavigation')}>
            <ul className="flex flex-wrap gap-4 text-sm">
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link to={`/${lang}/${category.slug}`}>
                    {lang === 'en' ? (category.nameEn ?? category.name) : category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SearchDialog lang={lang} categories={categories} />
        </div>
      </header>
      <Outlet />
    </>
  );
}

export const ErrorBoundary = ErrorPage;
