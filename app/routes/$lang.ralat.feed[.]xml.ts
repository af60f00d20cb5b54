import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { listCorrections } from '~/data/corrections.server';
import { isLang } from '~/i18n/config';
import { correctionPageStrings } from '~/i18n/strings/correction-pages';
import { requestContext } from '~/lib/context.server';
import { correctionItem } from '~/lib/corrections';
import { notFoundResponse, xmlResponse } from '~/lib/http.server';
import { CACHE_POLICIES, cacheControl, type QueryParams } from '~/lib/response-policy';
import { correctionsFeedXml, FEED_SIZE } from '~/lib/rss.server';
import { orUnavailableResponse } from '~/lib/unavailable.server';
import { isInSection } from '~/lib/urls';

/**
 * /id/ralat/feed.xml and /en/corrections/feed.xml: the newest corrections and reference-data changes as RSS 2.0,
 * so a reader can follow what we changed. A resource route; /en/ralat/feed.xml is a 404, as its page is.
 */
export const queryParams: QueryParams = [];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isLang(lang) || !isInSection(new URL(request.url).pathname, lang, 'corrections')) return notFoundResponse();
  const { env, db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    const { entries } = await listCorrections(db, 1, FEED_SIZE);
    const labels = correctionPageStrings[lang];
    const items = entries.map((entry) => correctionItem(entry, lang, labels));
    return xmlResponse(
      correctionsFeedXml(env.SITE_URL, lang, labels.title, labels.description, items),
      cacheControl(CACHE_POLICIES.feed),
    );
  });
}
