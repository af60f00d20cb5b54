import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { isLang } from '~/i18n/config';
import { requestContext } from '~/lib/context.server';
import { cachedCategories, feedArticles } from '~/lib/news.server';
import {
  CACHE_CONTROL,
  FEED_SIZE,
  feedXml,
  notFoundResponse,
  orUnavailableResponse,
  xmlResponse,
} from '~/lib/xml.server';

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
    return xmlResponse(feedXml(env.SITE_URL, lang, categories, articles), CACHE_CONTROL.feed);
  });
}
