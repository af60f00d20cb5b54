import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { requestContext } from '~/lib/context.server';
import { newsSitemapArticles } from '~/lib/news.server';
import {
  buildNewsSitemap,
  CACHE_CONTROL,
  NEWS_SITEMAP_MAX_URLS,
  NEWS_SITEMAP_WINDOW_MS,
  newsSitemapUrls,
  orUnavailableResponse,
  xmlResponse,
} from '~/lib/xml.server';

/** The Google News sitemap: articles of both languages published in the last 48 hours. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env, db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    const since = new Date(Date.now() - NEWS_SITEMAP_WINDOW_MS);
    const articles = await newsSitemapArticles(db, since, NEWS_SITEMAP_MAX_URLS);
    return xmlResponse(buildNewsSitemap(newsSitemapUrls(env.SITE_URL, articles)), CACHE_CONTROL.newsSitemap);
  });
}
