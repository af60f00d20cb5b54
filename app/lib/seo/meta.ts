import type { MetaDescriptor } from '@remix-run/react';
import { DEFAULT_LANG, LANGS, type Lang } from '~/i18n/config';
import { type ArticleRef, type ArticleSummary, articleAlternates, lastModified } from '../articles';
import type { AuthorRef } from '../authors';
import type { ArticleCorrection } from '../corrections';
import { documentTitle, feedTitle, SITE_NAME } from '../site';
import { type Alternates, absoluteUrl, articlePath, canonicalUrl, feedPath } from '../urls';

/**
 * Search-engine and social metadata for a route's `meta` export: title, description, canonical and hreflang
 * links, Open Graph and Twitter tags, the RSS alternate. Pure functions; SITE_URL comes from the caller.
 * The sitemaps build their hreflang sets with `hreflangLinks` too, so a page and the sitemap never disagree.
 */

/** Used when an article has no cover, or only an SVG one (social networks do not show SVG). */
const DEFAULT_SOCIAL_IMAGE = { path: '/images/og-default.png', width: 1200, height: 630, type: 'image/png' };

// The English edition is British English, and its dates are en-GB's (lib/dates.ts).
const OG_LOCALES: Record<Lang, string> = { id: 'id_ID', en: 'en_GB' };

/** An article as the page routes hand it to the SEO functions. */
export type ArticleSeoInput = ArticleSummary & {
  author: AuthorRef | null;
  /** ISO 8601. */
  updatedAt: string;
  /** An editor's last substantive update (ISO 8601), if set. */
  revisedAt: string | null;
  /** Its published corrections, oldest first (structured data lists them; the newest dates its last change). */
  corrections: ArticleCorrection[];
  /** The published article in the other language, if any (its source, or its translation). */
  counterpart: ArticleRef | null;
  /** True when this article is the translation (translated_from is set); false on a source. */
  isTranslation: boolean;
};

/** The SEO input of an article: only the fields the metadata needs, so page data stays small. */
export function articleSeoInput(
  article: ArticleSummary & {
    author: AuthorRef | null;
    updatedAt: string;
    revisedAt: string | null;
    corrections: ArticleCorrection[];
    source: ArticleRef | null;
  },
  counterpart: ArticleRef | null,
): ArticleSeoInput {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    lang: article.lang,
    author: article.author,
    coverImageUrl: article.coverImageUrl,
    coverImageAlt: article.coverImageAlt,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    revisedAt: article.revisedAt,
    corrections: article.corrections,
    counterpart,
    isTranslation: article.source !== null,
  };
}

/** An article's dateModified: lib/articles.ts lastModified, with its newest correction's date. */
export function articleModified(article: ArticleSeoInput): string {
  const correctedAt = article.corrections.at(-1)?.publishedAt ?? null;
  return lastModified(article.publishedAt, article.updatedAt, article.revisedAt, correctedAt);
}

export type HreflangLink = { hreflang: Lang | 'x-default'; href: string };

/**
 * hreflang pairs for a page: one per language it exists in, plus x-default, which is the Indonesian version
 * when there is one and the English one otherwise. Empty when no path is given.
 */
export function hreflangLinks(siteUrl: string, paths: Alternates): HreflangLink[] {
  const links: HreflangLink[] = [];
  for (const lang of LANGS) {
    const path = paths[lang];
    if (path) links.push({ hreflang: lang, href: canonicalUrl(siteUrl, path) });
  }
  const fallback = paths[DEFAULT_LANG] ?? LANGS.map((lang) => paths[lang]).find(Boolean);
  if (fallback) links.push({ hreflang: 'x-default', href: canonicalUrl(siteUrl, fallback) });
  return links;
}

/** The same pairs as `<link rel="alternate" hreflang>` descriptors for a route's `meta` export. */
export function alternateLinks(
  siteUrl: string,
  paths: Alternates,
): { tagName: 'link'; rel: 'alternate'; hrefLang: string; href: string }[] {
  return hreflangLinks(siteUrl, paths).map(({ hreflang, href }) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: hreflang,
    href,
  }));
}

/**
 * The image to share a page with: the cover when it is a raster image, otherwise the default site image.
 * Open Graph and Twitter cards do not render SVG.
 */
export function socialImage(
  siteUrl: string,
  cover?: { url: string | null; alt?: string | null } | null,
): { url: string; alt: string; width?: number; height?: number; type?: string } {
  if (cover?.url && !/\.svg(?:[?#]|$)/i.test(cover.url)) {
    return { url: absoluteUrl(siteUrl, cover.url), alt: cover.alt ?? '' };
  }
  const { path, ...size } = DEFAULT_SOCIAL_IMAGE;
  return { url: absoluteUrl(siteUrl, path), alt: SITE_NAME, ...size };
}

type PageMetaInput = {
  siteUrl: string;
  lang: Lang;
  /** The document `<title>`. */
  title: string;
  /** og:title and twitter:title; defaults to `title`. */
  socialTitle?: string;
  description: string;
  /** The page's own path; the canonical URL is built from it. */
  path: string;
  /** Listing page number; only > 1 appears in the canonical URL. */
  page?: number;
  /** The page in each language, for hreflang and og:locale:alternate. */
  alternates?: Alternates;
  /** A cover image; SVG or none falls back to the default site image. */
  image?: { url: string | null; alt?: string | null } | null;
  type?: 'website' | 'article';
  /** Articles only, ISO 8601. */
  publishedTime?: string;
  modifiedTime?: string;
  /** Articles only: the category's display name. */
  section?: string | null;
  /**
   * Keeps the page out of the index ("noindex" or "noindex, follow"). Such a page names no canonical: one naming
   * another page would contradict the noindex (decision 0011).
   */
  robots?: string;
  /** The RSS feed to announce; defaults to the language's main feed. `null` announces none. */
  feed?: { title: string; path: string } | null;
};

/**
 * Everything a page's `meta` export returns: title, description, canonical, hreflang alternates, Open Graph,
 * Twitter card and the RSS alternate link. Remix renders only the deepest route's `meta`, so a route returns
 * this whole list (and adds its JSON-LD with `jsonLdMeta`).
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { siteUrl, lang, title, description } = input;
  const socialTitle = input.socialTitle ?? title;
  const url = canonicalUrl(siteUrl, input.path, input.page);
  const image = socialImage(siteUrl, input.image);
  const type = input.type ?? 'website';
  const alternates = input.alternates ?? {};
  const feed = input.feed === undefined ? { title: feedTitle(), path: feedPath(lang) } : input.feed;

  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    input.robots ? { name: 'robots', content: input.robots } : { tagName: 'link', rel: 'canonical', href: url },
    ...alternateLinks(siteUrl, alternates),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: type },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALES[lang] },
    ...LANGS.filter((other) => other !== lang && alternates[other]).map((other) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALES[other],
    })),
    { property: 'og:image', content: image.url },
  ];
  if (image.type) meta.push({ property: 'og:image:type', content: image.type });
  if (image.width && image.height) {
    meta.push(
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
    );
  }
  if (image.alt) meta.push({ property: 'og:image:alt', content: image.alt });
  if (type === 'article') {
    if (input.publishedTime) meta.push({ property: 'article:published_time', content: input.publishedTime });
    if (input.modifiedTime) meta.push({ property: 'article:modified_time', content: input.modifiedTime });
    if (input.section) meta.push({ property: 'article:section', content: input.section });
  }
  meta.push(
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.url },
  );
  if (image.alt) meta.push({ name: 'twitter:image:alt', content: image.alt });
  if (feed) {
    meta.push({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: feed.title,
      href: absoluteUrl(siteUrl, feed.path),
    });
  }
  return meta;
}

/**
 * `pageMeta` for an article page: canonical in its own language, hreflang (id, en, x-default) only when it has a
 * published counterpart, as in the sitemap; og:type article.
 */
export function articlePageMeta(
  siteUrl: string,
  article: ArticleSeoInput,
  options: { categoryName?: string | null } = {},
): MetaDescriptor[] {
  return pageMeta({
    siteUrl,
    lang: article.lang,
    title: documentTitle(article.title),
    socialTitle: article.title,
    description: article.excerpt,
    path: articlePath(article),
    // Like the sitemap: hreflang only when there is a counterpart to pair with.
    alternates: article.counterpart ? articleAlternates(article, article.counterpart) : {},
    image: { url: article.coverImageUrl, alt: article.coverImageAlt },
    type: 'article',
    publishedTime: new Date(article.publishedAt).toISOString(),
    modifiedTime: articleModified(article),
    section: options.categoryName ?? null,
  });
}
