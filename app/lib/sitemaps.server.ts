import { LANGS, type Lang } from '~/i18n/config';
import { type ArticleRef, articleAlternates } from './articles';
import { type HreflangLink, hreflangLinks } from './seo/meta';
import { SITE_NAME } from './site';
import {
  absoluteUrl,
  articlePath,
  authorPath,
  canonicalUrl,
  categoryPath,
  homePath,
  inEveryLanguage,
  kursHistoryPath,
  kursPath,
  NEWS_SITEMAP_PATH,
  type SitemapFile,
  sitemapFilePath,
} from './urls';
import { buildXml, NS, xmlText } from './xml.server';

/** The sitemap index, the per-language sitemap files and the Google News sitemap, as XML strings. */

/** The sitemaps protocol's limit of URLs per file (and of files per index). */
export const SITEMAP_MAX_URLS = 50_000;
/** Google News: articles from the last two days, at most 1000 of them. */
export const NEWS_SITEMAP_WINDOW_MS = 48 * 60 * 60 * 1000;
export const NEWS_SITEMAP_MAX_URLS = 1000;

/** An article as a sitemap lists it, with its published counterpart in the other language, if any. */
export type SitemapArticle = ArticleRef & { lastModified: string; counterpart: ArticleRef | null };

export type NewsSitemapArticle = ArticleRef & { title: string; publishedAt: string };

/** When the home page and each category page of one language last changed (their newest article). */
export type LandingPageDates = { home: string | null; categories: { slug: string; lastModified: string }[] };

type SitemapUrl = { loc: string; lastmod?: string; alternates?: HreflangLink[] };

export function buildUrlset(urls: SitemapUrl[]): string {
  return buildXml({
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
  return buildXml({
    sitemapindex: {
      '@_xmlns': NS.sitemap,
      sitemap: files.map((file) => ({ loc: file.loc, ...(file.lastmod ? { lastmod: file.lastmod } : {}) })),
    },
  });
}

type NewsUrl = { loc: string; lang: Lang; title: string; publishedAt: string };

export function buildNewsSitemap(items: NewsUrl[]): string {
  return buildXml({
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

/** Index entries: each language's pages file and article files, then the news sitemap. */
export function sitemapIndexEntries(siteUrl: string, articleFiles: Record<Lang, number>): { loc: string }[] {
  const files: SitemapFile[] = [];
  for (const lang of LANGS) {
    files.push({ kind: 'pages', lang });
    for (let number = 1; number <= articleFiles[lang]; number++) files.push({ kind: 'articles', lang, number });
  }
  return [
    ...files.map((file) => ({ loc: absoluteUrl(siteUrl, sitemapFilePath(file)) })),
    { loc: absoluteUrl(siteUrl, NEWS_SITEMAP_PATH) },
  ];
}

/** Article URLs; an article with a published counterpart lists both languages plus x-default. */
export function articleSitemapUrls(siteUrl: string, articles: SitemapArticle[]): SitemapUrl[] {
  return articles.map((article) => ({
    loc: canonicalUrl(siteUrl, articlePath(article)),
    lastmod: article.lastModified,
    alternates: article.counterpart ? hreflangLinks(siteUrl, articleAlternates(article, article.counterpart)) : [],
  }));
}

/** The home page and every category page of a language, each with both languages plus x-default. */
export function landingSitemapUrls(siteUrl: string, lang: Lang, dates: LandingPageDates): SitemapUrl[] {
  const inBoth = (path: (lang: Lang) => string) => hreflangLinks(siteUrl, inEveryLanguage(path));
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

/**
 * A section whose pages exist in both languages under the same slug (the regulation register, the glossary):
 * its index and each entry, with both languages paired; the index's date is its newest entry's.
 */
export function sectionSitemapUrls(
  siteUrl: string,
  lang: Lang,
  path: (lang: Lang, slug?: string) => string,
  entries: { slug: string; lastModified: string }[],
): SitemapUrl[] {
  const inBoth = (path: (lang: Lang) => string) => hreflangLinks(siteUrl, inEveryLanguage(path));
  const newest = entries
    .map((entry) => entry.lastModified)
    .sort()
    .at(-1);
  return [
    {
      loc: canonicalUrl(siteUrl, path(lang)),
      ...(newest ? { lastmod: newest } : {}),
      alternates: inBoth((each) => path(each)),
    },
    ...entries.map((entry) => ({
      loc: canonicalUrl(siteUrl, path(lang, entry.slug)),
      lastmod: entry.lastModified,
      alternates: inBoth((each) => path(each, entry.slug)),
    })),
  ];
}

/**
 * A page of its own in each language (the tax calendar, dated by the latest change to its rules or holidays; the
 * corrections, by their newest entry), paired with the other.
 */
export function singlePageSitemapUrl(
  siteUrl: string,
  lang: Lang,
  path: (lang: Lang) => string,
  lastModified: string | null,
): SitemapUrl {
  return {
    loc: canonicalUrl(siteUrl, path(lang)),
    ...(lastModified ? { lastmod: lastModified } : {}),
    alternates: hreflangLinks(siteUrl, inEveryLanguage(path)),
  };
}

/** The tax exchange rates' hub and each currency's history, dated by the latest change to a week. */
export function kursSitemapUrls(
  siteUrl: string,
  lang: Lang,
  codes: string[],
  lastModified: string | null,
): SitemapUrl[] {
  const paths = [(each: Lang) => kursPath(each), ...codes.map((code) => (each: Lang) => kursHistoryPath(each, code))];
  return paths.map((path) => ({
    loc: canonicalUrl(siteUrl, path(lang)),
    ...(lastModified ? { lastmod: lastModified } : {}),
    alternates: hreflangLinks(siteUrl, inEveryLanguage(path)),
  }));
}

/** Author pages: each author in this language, paired with the other (every author has a page in both). */
export function authorSitemapUrls(
  siteUrl: string,
  lang: Lang,
  authors: { slug: string; lastModified: string }[],
): SitemapUrl[] {
  return authors.map((author) => ({
    loc: canonicalUrl(siteUrl, authorPath(lang, author.slug)),
    lastmod: author.lastModified,
    alternates: hreflangLinks(
      siteUrl,
      inEveryLanguage((each) => authorPath(each, author.slug)),
    ),
  }));
}
