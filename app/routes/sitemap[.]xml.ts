import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { LANGS } from '~/i18n/config';
import { requestContext } from '~/lib/context.server';
import { sitemapArticleFileCount } from '~/lib/news.server';
import {
  buildSitemapIndex,
  CACHE_CONTROL,
  orUnavailableResponse,
  SITEMAP_MAX_URLS,
  sitemapIndexEntries,
  xmlResponse,
} from '~/lib/xml.server';

/** The sitemap index: per-language pages and article files, and the news sitemap. Two cheap queries. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env, db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    const [id = 0, en = 0] = await Promise.all(
      LANGS.map((lang) => sitemapArticleFileCount(db, lang, SITEMAP_MAX_URLS)),
    );
    return xmlResponse(buildSitemapIndex(sitemapIndexEntries(env.SITE_URL, { id, en })), CACHE_CONTROL.sitemap);
  });
}
