import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { feedArticles } from '~/data/article-feeds.server';
import { cachedCategories } from '~/data/categories.server';
import { isLang } from '~/i18n/config';
import { requestContext } from '~/lib/context.server';
import { notFoundResponse, xmlResponse } from '~/lib/http.server';
import { isSlug } from '~/lib/params';
import { CACHE_POLICIES, cacheControl, type QueryParams } from '~/lib/response-policy';
import { FEED_SIZE, feedXml } from '~/lib/rss.server';
import { orUnavailableResponse } from '~/lib/unavailable.server';
import { UNCATEGORIZED_SEGMENT } from '~/lib/urls';

export const queryParams: QueryParams = [];

/**
 * /{lang}/{category}/feed.xml: one category's newest articles as RSS 2.0. The berita feed also carries the
 * uncategorised articles, which live under /berita/. Unknown language or category: 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = params.lang;
  const slug = params.category ?? '';
  // Only a well-formed slug can be a category: anything else is a 404 without a database request (a 20,000
  // letter "slug" made the request URL too long for the API, and the feed a 503).
  if (!isLang(lang) || !isSlug(slug)) return notFoundResponse();
  const { env, db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    // Both at once: the category list names the items and tells whether the category exists.
    const [categories, articles] = await Promise.all([
      cachedCategories(db),
      feedArticles(db, lang, {
        category: slug,
        includeUncategorised: slug === UNCATEGORIZED_SEGMENT,
        limit: FEED_SIZE,
      }),
    ]);
    const category = categories.find((c) => c.slug === slug);
    if (!category) return notFoundResponse();
    return xmlResponse(feedXml(env.SITE_URL, lang, categories, articles, category), cacheControl(CACHE_POLICIES.feed));
  });
}
