import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Outlet, useLoaderData, useLocation, useParams } from '@remix-run/react';
import { AdBanner } from '~/components/ad-banner';
import { ErrorPage } from '~/components/error-boundary';
import { NavigationProgress } from '~/components/navigation-progress';
import { RouteAnnouncer } from '~/components/route-announcer';
import { SearchDialog } from '~/components/search-dialog';
import { SiteFooter } from '~/components/site-footer';
import { SiteHeader } from '~/components/site-header';
import { cachedCategories } from '~/data/categories.server';
import { isLang, type Lang, langFromPath } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { inNavigationOrder, withoutDescriptions } from '~/lib/categories';
import { requestContext } from '~/lib/context.server';
import { publicEnv } from '~/lib/env.server';
import { errorPageMeta } from '~/lib/error-page';
import { notFound } from '~/lib/http.server';
import { type LangLayoutData, useLangLayoutData } from '~/lib/layout-data';
import type { QueryParams } from '~/lib/response-policy';
import { orUnavailable } from '~/lib/unavailable.server';

export const queryParams: QueryParams = [];

export async function loader({ params, context, request }: LoaderFunctionArgs): Promise<LangLayoutData> {
  const lang = params.lang;
  if (!isLang(lang)) notFound();
  const { env, db } = requestContext(context);
  const categories = await orUnavailable(request, () => cachedCategories(db));
  return {
    lang,
    categories: inNavigationOrder(categories, lang).map(withoutDescriptions),
    adsense: publicEnv(env).adsense,
    siteUrl: env.SITE_URL,
  };
}

function Frame({ lang, data, children }: { lang: Lang; data: LangLayoutData | undefined; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { category } = useParams();
  const categories = data?.categories ?? [];
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <RouteAnnouncer />
      <SiteHeader
        lang={lang}
        categories={categories}
        currentCategory={category ?? null}
        search={<SearchDialog lang={lang} categories={categories} />}
      />
      <AdBanner adsense={data?.adsense ?? null} />
      <div className="page">
        <div className="ad-spacer" aria-hidden="true" />
        <div className="page-body">{children}</div>
        <SiteFooter lang={lang} categories={categories} />
      </div>
    </>
  );
}

export default function LangLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <Frame lang={data.lang} data={data}>
      <Outlet />
    </Frame>
  );
}

/**
 * Only for errors this layout's boundary shows (its own loader's, and a path deeper than any page): every page
 * route has its own `meta`, and Remix renders the deepest.
 */
export const meta: MetaFunction<typeof loader> = ({ error, location }) =>
  error ? errorPageMeta(error, location.pathname) : [];

/** The layout's own loader failed (unknown language, database down): the same frame, as far as it can go. */
export function ErrorBoundary() {
  const data = useLangLayoutData();
  const lang = langFromPath(useLocation().pathname);
  return (
    <Frame lang={data?.lang ?? lang} data={data}>
      <ErrorPage />
    </Frame>
  );
}

export { routeHeaders as headers } from '~/lib/response-policy';
