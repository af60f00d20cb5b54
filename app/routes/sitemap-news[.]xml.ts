import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { newsSitemapArticles } from '~/data/article-feeds.server';
import { requestContext } from '~/lib/context.server';
import { xmlResponse } from '~/lib/http.server';
import { CACHE_POLICIES, cacheControl, type QueryParams } from '~/lib/response-policy';
import {
  buildNewsSitemap,
  NEWS_SITEMAP_MAX_URLS,
  NEWS_SITEMAP_WINDOW_MS,
  newsSitemapUrls,
} from '~/lib/sitemaps.server';
import { orUnavailableResponse } from '~/lib/unavailable.server';

export const queryParams: QueryParams = [];

/** The Google News sitemap: articles of both languages published in the last 48 hours. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env, db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    const since = new Date(Date.now() - NEWS_SITEMAP_WINDOW_MS);
    const articles = await newsSitemapArticles(db, since, NEWS_SITEMAP_MAX_URLS);
    const xml = buildNewsSitemap(newsSitemapUrls(env.SITE_URL, articles));
    return xmlResponse(xml, cacheControl(CACHE_POLICIES.newsSitemap));
  });
}
