import { XMLBuilder } from 'fast-xml-parser';
import { LANGS, type Lang } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { categoryName } from './categories';
import {
  type Category,
  DataUnavailableError,
  type FeedArticle,
  type LandingPageDates,
  type NewsSitemapArticle,
  type SitemapArticle,
} from './news.server';
import {
  absoluteUrl,
  articleAlternatePaths,
  canonicalUrl,
  feedPath,
  feedTitle,
  type HreflangLink,
  hreflangLinks,
  lastModified,
  SITE_NAME,
} from './seo';
import { articlePath, categoryPath, homePath, UNCATEGORIZED_SEGMENT } from './urls';

/**
 * Sitemaps, the Google News sitemap and RSS feeds as XML strings, plus the responses that carry them.
 * The XML is built by fast-xml-parser's XMLBuilder, which escapes text and attribute values; nothing here
 * escapes by hand. Characters that XML 1.0 cannot carry at all (most C0 controls, lone surrogates) are
 * dropped from text first, since no escaping can represent them. See docs/decisions/0011.
 */

/** The sitemaps protocol's limit of URLs per file (and of files per index). */
export const SITEMAP_MAX_URLS = 50_000;
/** Google News: articles from the last two days, at most 1000 of them. */
export const NEWS_SITEMAP_WINDOW_MS = 48 * 60 * 60 * 1000;
export const NEWS_SITEMAP_MAX_URLS = 1000;
export const FEED_SIZE = 50;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const NEWS_SITEMAP_PATH = '/sitemap-news.xml';

export const NS = {
  sitemap: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  xhtml: 'http://www.w3.org/1999/xhtml',
  news: 'http://www.google.com/schemas/sitemap-news/0.9',
  atom: 'http://www.w3.org/2005/Atom',
} as const;

/** Edge caching: browsers keep a copy 5 minutes, the edge an hour, and serve stale while refreshing or failing. */
export const CACHE_CONTROL = {
  sitemap: 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=604800',
  /** The news sitemap is about the last 48 hours: fresher, and stale for at most a day. */
  newsSitemap: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400',
  feed: 'public, max-age=300, s-maxage=900, stale-while-revalidate=3600, stale-if-error=604800',
  robots: 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400, stale-if-error=604800',
  notFound: 'public, max-age=300, s-maxage=300',
} as const;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  processEntities: true,
  // The default writes an attribute whose value is "true" as a bare name, which is not XML.
  suppressBooleanAttributes: false,
  suppressEmptyNode: false,
  format: false,
});

const DECLARATION = { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } };

function build(root: Record<string, unknown>): string {
  return builder.build({ ...DECLARATION, ...root });
}

/** Drops what XML 1.0 cannot contain in any form (C0 controls other than tab/newline/CR, U+FFFE/F, lone surrogates). */
export function xmlText(value: string): string {
  return value.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

// --- Sitemaps -----------------------------------------------------------------------------------------------

export type SitemapUrl = { loc: string; lastmod?: string; alternates?: HreflangLink[] };

export function buildUrlset(urls: SitemapUrl[]): string {
  return build({
    urlset: {
      '@_xmlns': NS.sitemap,
      '@_xmlns:xhtml': NS.xhtml,
      url: urls.map((url) => ({
        loc: url.loc,
        ...(url.lastmod ? { lastmod: url.lastmod } : {}),
        'xhtml:link': (url.alternates ?? []).map((link) => ({
          '@_rel': 'alternate',
          '@_hreflang': link.hreflang,
          '@_href': link.href,
        })),
      })),
    },
  });
}

export function buildSitemapIndex(files: { loc: string; lastmod?: string }[]): string {
  return build({
    sitemapindex: {
      '@_xmlns': NS.sitemap,
      sitemap: files.map((file) => ({ loc: file.loc, ...(file.lastmod ? { lastmod: file.lastmod } : {}) })),
    },
  });
}

export type NewsUrl = { loc: string; lang: Lang; title: string; publishedAt: string };

export function buildNewsSitemap(items: NewsUrl[]): string {
  return build({
    urlset: {
      '@_xmlns': NS.sitemap,
      '@_xmlns:news': NS.news,
      url: items.map((item) => ({
        loc: item.loc,
        'news:news': {
          'news:publication': { 'news:name': SITE_NAME, 'news:language': item.lang },
          'news:publication_date': item.publishedAt,
          'news:title': xmlText(item.title),
        },
      })),
    },
  });
}

/** The sitemap files: /sitemaps/pages-{lang}.xml and /sitemaps/articles-{lang}-{n}.xml. */
export type SitemapFile = { kind: 'pages'; lang: Lang } | { kind: 'articles'; lang: Lang; number: number };

export function sitemapFilePath(file: SitemapFile): string {
  return file.kind === 'pages'
    ? `/sitemaps/pages-${file.lang}.xml`
    : `/sitemaps/articles-${file.lang}-${file.number}.xml`;
}

/** The inverse of sitemapFilePath for the `$file` route param; null for anything else. */
export function parseSitemapFile(name: string): SitemapFile | null {
  const pages = /^pages-(id|en)\.xml$/.exec(name);
  if (pages) return { kind: 'pages', lang: pages[1] as Lang };
  const articles = /^articles-(id|en)-([1-9][0-9]{0,8})\.xml$/.exec(name);
  if (articles) return { kind: 'articles', lang: articles[1] as Lang, number: Number(articles[2]) };
  return null;
}

/** Index entries: each language's pages file and article files, then the news sitemap. */
export function sitemapIndexEntries(siteUrl: string, articleFiles: Record<Lang, number>): { loc: string }[] {
  const files: SitemapFile[] = [];
  for (const lang of LANGS) {
    files.push({ kind: 'pages', lang });
    for (let number = 1; number <= articleFiles[lang]; number++) files.push({ kind: 'articles', lang, number });
  }
  return [
    ...files.map((file) => ({ loc: absoluteUrl(siteUrl, sitemapFilePath(file)) })),
    {
      loc: absoluteUrl(siteUrl, NEWS_SITEMAP_PATH),
    },
  ];
}

/** Article URLs; an article with a published counterpart lists both languages plus x-default. */
export function articleSitemapUrls(siteUrl: string, articles: SitemapArticle[]): SitemapUrl[] {
  return articles.map((article) => ({
    loc: canonicalUrl(siteUrl, articlePath(article)),
    lastmod: article.lastModified,
    alternates: article.counterpart ? hreflangLinks(siteUrl, articleAlternatePaths(article)) : [],
  }));
}

/** The home page and every category page of a language, each with both languages plus x-default. */
export function landingSitemapUrls(siteUrl: string, lang: Lang, dates: LandingPageDates): SitemapUrl[] {
  const inBoth = (path: (lang: Lang) => string) =>
    hreflangLinks(siteUrl, Object.fromEntries(LANGS.map((each) => [each, path(each)])));
  const newestCategory = dates.categories
    .map((c) => c.lastModified)
    .sort()
    .at(-1);
  const homeDate = dates.home ?? newestCategory;
  return [
    {
      loc: canonicalUrl(siteUrl, homePath(lang)),
      ...(homeDate ? { lastmod: homeDate } : {}),
      alternates: inBoth(homePath),
    },
    ...dates.categories.map((category) => ({
      loc: canonicalUrl(siteUrl, categoryPath(lang, category.slug)),
      lastmod: category.lastModified,
      alternates: inBoth((each) => categoryPath(each, category.slug)),
    })),
  ];
}

export function newsSitemapUrls(siteUrl: string, articles: NewsSitemapArticle[]): NewsUrl[] {
  return articles.map((article) => ({
    loc: canonicalUrl(siteUrl, articlePath(article)),
    lang: article.lang,
    title: article.title,
    publishedAt: article.publishedAt,
  }));
}

// --- RSS 2.0 ------------------------------------------------------------------------------------------------

export type RssChannel = {
  title: string;
  link: string;
  description: string;
  language: Lang;
  selfUrl: string;
  lastBuildDate: Date;
};

export type RssItem = { title: string; link: string; description: string; pubDate: Date; category?: string };

/** RSS 2.0 with an atom:link rel="self"; dates in RFC 822 form (RFC 1123, four-digit years, GMT). */
export function buildRssFeed(channel: RssChannel, items: RssItem[]): string {
  return build({
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': NS.atom,
      channel: {
        title: xmlText(channel.title),
        link: channel.link,
        description: xmlText(channel.description),
        language: channel.language,
        lastBuildDate: channel.lastBuildDate.toUTCString(),
        'atom:link': { '@_href': channel.selfUrl, '@_rel': 'self', '@_type': 'application/rss+xml' },
        item: items.map((item) => ({
          title: xmlText(item.title),
          link: item.link,
          guid: { '@_isPermaLink': 'true', '#text': item.link },
          pubDate: item.pubDate.toUTCString(),
          description: xmlText(item.description),
          ...(item.category ? { category: xmlText(item.category) } : {}),
        })),
      },
    },
  });
}

/**
 * The feed of a language (`category` undefined) or of one of its categories. Items name the category they
 * live under (uncategorised ones: berita's) in the feed's language.
 */
export function feedXml(
  siteUrl: string,
  lang: Lang,
  categories: Category[],
  articles: FeedArticle[],
  category?: Category,
): string {
  const names = new Map(categories.map((c) => [c.slug, categoryName(c, lang)]));
  const site = resources[lang].translation.site;
  const channelName = category ? categoryName(category, lang) : null;
  const newest = articles
    .map((a) => lastModified(a.publishedAt, a.updatedAt))
    .sort()
    .at(-1);
  return buildRssFeed(
    {
      title: feedTitle(channelName),
      link: canonicalUrl(siteUrl, category ? categoryPath(lang, category.slug) : homePath(lang)),
      description: channelName ? `${channelName}: ${site.tagline}` : site.description,
      language: lang,
      selfUrl: absoluteUrl(siteUrl, feedPath(lang, category?.slug)),
      lastBuildDate: newest ? new Date(newest) : new Date(),
    },
    articles.map((article) => {
      const link = canonicalUrl(siteUrl, articlePath(article));
      const name = names.get(article.category ?? UNCATEGORIZED_SEGMENT);
      return {
        title: article.title,
        link,
        description: article.excerpt,
        pubDate: new Date(article.publishedAt),
        ...(name ? { category: name } : {}),
      };
    }),
  );
}

// --- Responses ----------------------------------------------------------------------------------------------

export function xmlResponse(xml: string, cacheControl: string): Response {
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...headers },
  });
}

export function notFoundResponse(): Response {
  return textResponse(404, 'Not Found\n', { 'Cache-Control': CACHE_CONTROL.notFound });
}

/**
 * Runs a resource route's work; a database outage becomes a plain 503 with Retry-After (never cached), logged
 * with the path. Anything else propagates as a real bug.
 */
export async function orUnavailableResponse(request: Request, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DataUnavailableError)) throw error;
    console.error('database unavailable', new URL(request.url).pathname, error.message);
    return textResponse(503, 'Service Unavailable\n', { 'Retry-After': '30', 'Cache-Control': 'no-store' });
  }
}
