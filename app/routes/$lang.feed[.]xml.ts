import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { feedArticles } from '~/data/article-feeds.server';
import { cachedCategories } from '~/data/categories.server';
import { isLang } from '~/i18n/config';
import { requestContext } from '~/lib/context.server';
import { notFoundResponse, xmlResponse } from '~/lib/http.server';
import { CACHE_POLICIES, cacheControl, type QueryParams } from '~/lib/response-policy';
import { FEED_SIZE, feedXml } from '~/lib/rss.server';
import { orUnavailableResponse } from '~/lib/unavailable.server';

export const queryParams: QueryParams = [];

/**
 * /{lang}/feed.xml: the newest articles of a language as RSS 2.0. A resource route (no default export): it is
 * nested under the $lang layout, but only this loader runs.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isLang(lang)) return notFoundResponse();
  const { env, db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    const [categories, articles] = await Promise.all([
      cachedCategories(db),
      feedArticles(db, lang, { limit: FEED_SIZE }),
    ]);
    return xmlResponse(feedXml(env.SITE_URL, lang, categories, articles), cacheControl(CACHE_POLICIES.feed));
  });
}
