import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { sitemapArticles, sitemapLandingPages } from '~/data/article-feeds.server';
import { sitemapAuthors } from '~/data/authors.server';
import { getCalendar } from '~/data/calendar.server';
import { newestCorrectionDate } from '~/data/corrections.server';
import { sitemapGlossary } from '~/data/glossary.server';
import { listKursWeeks } from '~/data/kurs.server';
import { sitemapRegulations } from '~/data/regulations.server';
import type { Lang } from '~/i18n/config';
import { jakartaToday, monthOf } from '~/lib/calendar';
import { calendarPageRange } from '~/lib/calendar-page';
import { requestContext } from '~/lib/context.server';
import { notFoundResponse, xmlResponse } from '~/lib/http.server';
import { CACHE_POLICIES, cacheControl, type QueryParams } from '~/lib/response-policy';
import {
  articleSitemapUrls,
  authorSitemapUrls,
  buildUrlset,
  kursSitemapUrls,
  landingSitemapUrls,
  SITEMAP_MAX_URLS,
  sectionSitemapUrls,
  singlePageSitemapUrl,
} from '~/lib/sitemaps.server';
import { orUnavailableResponse } from '~/lib/unavailable.server';
import {
  calendarPath,
  correctionsPath,
  glossaryPath,
  parseSitemapFile,
  regulationPath,
  regulationsPath,
  UNCATEGORIZED_SEGMENT,
} from '~/lib/urls';

export const queryParams: QueryParams = [];

const CACHE_CONTROL = cacheControl(CACHE_POLICIES.sitemap);

/** /sitemaps/pages-{lang}.xml (home and category pages) and /sitemaps/articles-{lang}-{n}.xml. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const file = parseSitemapFile(params.file ?? '');
  if (!file) return notFoundResponse();
  const { env, db } = requestContext(context);
  return orUnavailableResponse(request, async () => {
    if (file.kind === 'pages') {
      // The calendar page's date is that of the rows the page itself reads today.
      const today = jakartaToday(new Date());
      const calendarRange = calendarPageRange(today, monthOf(today));
      const [dates, regulations, terms, calendar, authors, corrected, kurs] = await Promise.all([
        sitemapLandingPages(db, file.lang, UNCATEGORIZED_SEGMENT),
        sitemapRegulations(db),
        sitemapGlossary(db),
        getCalendar(db, calendarRange.from, calendarRange.to),
        sitemapAuthors(db, file.lang),
        newestCorrectionDate(db),
        listKursWeeks(db, 0),
      ]);
      const regulationUrl = (lang: Lang, slug?: string) => (slug ? regulationPath(lang, slug) : regulationsPath(lang));
      const urls = [
        ...landingSitemapUrls(env.SITE_URL, file.lang, dates),
        ...sectionSitemapUrls(env.SITE_URL, file.lang, regulationUrl, regulations),
        ...sectionSitemapUrls(env.SITE_URL, file.lang, glossaryPath, terms),
        singlePageSitemapUrl(env.SITE_URL, file.lang, (lang) => calendarPath(lang), calendar.lastModified),
        ...authorSitemapUrls(env.SITE_URL, file.lang, authors),
        singlePageSitemapUrl(env.SITE_URL, file.lang, (lang) => correctionsPath(lang), corrected),
        ...kursSitemapUrls(
          env.SITE_URL,
          file.lang,
          kurs.context.currencies.map((currency) => currency.code),
          kurs.context.changedAt,
        ),
      ];
      return xmlResponse(buildUrlset(urls), CACHE_CONTROL);
    }
    const articles = await sitemapArticles(db, file.lang, file.number, { fileSize: SITEMAP_MAX_URLS });
    if (!articles) return notFoundResponse();
    return xmlResponse(buildUrlset(articleSitemapUrls(env.SITE_URL, articles)), CACHE_CONTROL);
  });
}
