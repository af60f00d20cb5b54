import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { sitemapArticleFileCount } from '~/data/article-feeds.server';
import { LANGS, type Lang } from '~/i18n/config';
import { requestContext } from '~/lib/context.server';
import { xmlResponse } from '~/lib/http.server';
import { CACHE_POLICIES, cacheControl, type QueryParams } from '~/lib/response-policy';
import { buildSitemapIndex, SITEMAP_MAX_URLS, sitemapIndexEntries } from '~/lib/sitemaps.server';
import { orUnavailableResponse } from '~/lib/unavailable.server';

export const queryParams: QueryParams = [];

/** The sitemap index: per-language pages and article files, and the news sitemap. One cheap query a language. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env, db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    const counts = await Promise.all(LANGS.map((lang) => sitemapArticleFileCount(db, lang, SITEMAP_MAX_URLS)));
    const files = Object.fromEntries(LANGS.map((lang, index) => [lang, counts[index] ?? 0])) as Record<Lang, number>;
    return xmlResponse(
      buildSitemapIndex(sitemapIndexEntries(env.SITE_URL, files)),
      cacheControl(CACHE_POLICIES.sitemap),
    );
  });
}
