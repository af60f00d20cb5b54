import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { requestContext } from '~/lib/context.server';
import { sitemapArticleFileCount, sitemapArticles, sitemapLandingPages } from '~/lib/news.server';
import { UNCATEGORIZED_SEGMENT } from '~/lib/urls';
import {
  articleSitemapUrls,
  buildUrlset,
  CACHE_CONTROL,
  landingSitemapUrls,
  notFoundResponse,
  orUnavailableResponse,
  parseSitemapFile,
  SITEMAP_MAX_URLS,
  xmlResponse,
} from '~/lib/xml.server';

/** /sitemaps/pages-{lang}.xml (home and category pages) and /sitemaps/articles-{lang}-{n}.xml. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const file = parseSitemapFile(params.file ?? '');
  if (!file) return notFoundResponse();
  const { env, db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    if (file.kind === 'pages') {
      const dates = await sitemapLandingPages(db, file.lang, UNCATEGORIZED_SEGMENT);
      return xmlResponse(buildUrlset(landingSitemapUrls(env.SITE_URL, file.lang, dates)), CACHE_CONTROL.sitemap);
    }
    const articles = await sitemapArticles(db, file.lang, file.number, { fileSize: SITEMAP_MAX_URLS });
    // An empty file is either a gap in the ids (a valid, empty urlset) or past the last file (404). Asking only
    // now keeps a full file at 50 subrequests.
    if (articles.length === 0 && file.number > (await sitemapArticleFileCount(db, file.lang, SITEMAP_MAX_URLS))) {
      return notFoundResponse();
    }
    return xmlResponse(buildUrlset(articleSitemapUrls(env.SITE_URL, articles)), CACHE_CONTROL.sitemap);
  });
}
