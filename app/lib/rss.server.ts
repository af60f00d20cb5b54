import type { Lang } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { type ArticleRef, lastModified } from './articles';
import { type Category, type CategoryWithDescriptions, categoryDescription, categoryName } from './categories';
import { type CorrectionItem, correctionItemText } from './corrections';
import { feedTitle } from './site';
import {
  absoluteUrl,
  articlePath,
  canonicalUrl,
  categoryPath,
  correctionsFeedPath,
  correctionsPath,
  feedPath,
  homePath,
  UNCATEGORIZED_SEGMENT,
} from './urls';
import { buildXml, NS, xmlText } from './xml.server';

/** The RSS 2.0 feeds of each language and category, as XML strings. */

export const FEED_SIZE = 50;

export type FeedArticle = ArticleRef & {
  title: string;
  excerpt: string;
  publishedAt: string;
  updatedAt: string;
  revisedAt: string | null;
  /** The newest published correction's date, if any. */
  correctedAt: string | null;
};

type RssChannel = {
  title: string;
  link: string;
  description: string;
  language: Lang;
  selfUrl: string;
  lastBuildDate: Date;
};

/** `guid`: an item's own identity where its link is not one (several corrections of one article link to it). */
type RssItem = { title: string; link: string; description: string; pubDate: Date; category?: string; guid?: string };

/** RSS 2.0 with an atom:link rel="self"; dates in RFC 822 form (RFC 1123, four-digit years, GMT). */
export function buildRssFeed(channel: RssChannel, items: RssItem[]): string {
  return buildXml({
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
          guid: item.guid
            ? { '@_isPermaLink': 'false', '#text': item.guid }
            : { '@_isPermaLink': 'true', '#text': item.link },
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
  category?: CategoryWithDescriptions,
): string {
  const names = new Map(categories.map((c) => [c.slug, categoryName(c, lang)]));
  const site = resources[lang].translation.site;
  const channelName = category ? categoryName(category, lang) : null;
  const newest = articles
    .map((a) => lastModified(a.publishedAt, a.updatedAt, a.revisedAt, a.correctedAt))
    .sort()
    .at(-1);
  return buildRssFeed(
    {
      title: feedTitle(channelName),
      link: canonicalUrl(siteUrl, category ? categoryPath(lang, category.slug) : homePath(lang)),
      description: category
        ? (categoryDescription(category, lang) ?? `${channelName}: ${site.tagline}`)
        : site.description,
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

/**
 * The corrections page's feed: its newest entries, each titled by what was corrected and linking to that page; the
 * guid names the entry itself (its key), so two corrections of one article are two items.
 */
export function correctionsFeedXml(
  siteUrl: string,
  lang: Lang,
  title: string,
  description: string,
  items: CorrectionItem[],
): string {
  const page = canonicalUrl(siteUrl, correctionsPath(lang));
  return buildRssFeed(
    {
      title: feedTitle(title),
      link: page,
      description,
      language: lang,
      selfUrl: absoluteUrl(siteUrl, correctionsFeedPath(lang)),
      lastBuildDate: new Date(items[0]?.date.iso ?? Date.now()),
    },
    items.map((item) => ({
      title: `${item.kindLabel}: ${item.title}`,
      link: canonicalUrl(siteUrl, item.href),
      description: correctionItemText(item),
      pubDate: new Date(item.date.iso),
      guid: `${page}#${item.key}`,
    })),
  );
}
