import type { MetaDescriptor } from '@remix-run/react';
import { DEFAULT_LANG, LANGS, type Lang } from '~/i18n/config';
import { articlePath, homePath } from './urls';

/**
 * Search-engine and social metadata, as pure functions that run on the server and in the browser alike:
 * canonical and hreflang links, Open Graph and Twitter tags for a route's `meta` export, and JSON-LD.
 * Every URL is absolute, built from SITE_URL, which the caller passes in (this module reads no environment).
 * The sitemaps and feeds (xml.server.ts) build their hreflang sets with the same functions, so a page and the
 * sitemap never disagree.
 */

export const SITE_NAME = 'newstax';

/** Used when an article has no cover, or only an SVG one (social networks do not show SVG). */
export const DEFAULT_SOCIAL_IMAGE = { path: '/images/og-default.png', width: 1200, height: 630, type: 'image/png' };
/** The publisher logo for structured data. */
export const PUBLISHER_LOGO = { path: '/images/logo.png', width: 512, height: 512 };

const OG_LOCALES: Record<Lang, string> = { id: 'id_ID', en: 'en_US' };

/** An article as the page routes hand it to the SEO functions. */
export type ArticleSeoInput = {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  lang: Lang;
  author: string | null;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  /** ISO 8601. */
  publishedAt: string;
  /** ISO 8601. */
  updatedAt: string;
  /** The published article in the other language, if any (its source, or its translation). */
  counterpart: { slug: string; category: string | null; lang: Lang } | null;
  /** True when this article is the translation (translated_from is set); false on a source. */
  isTranslation: boolean;
};

/** The path of one page in each language it exists in. */
export type AlternatePaths = Partial<Record<Lang, string>>;

export type HreflangLink = { hreflang: Lang | 'x-default'; href: string };

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonLd = { [key: string]: JsonValue };

/** `https://site` + `/path`, unless the value is already an absolute http(s) URL. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${trimSlash(siteUrl)}${path}`;
}

/**
 * The canonical URL of a page: absolute, without query string or fragment, without a trailing slash, and with
 * `?page=N` only for N > 1 (page 1 is the bare URL).
 */
export function canonicalUrl(siteUrl: string, path: string, page?: number): string {
  let pathname = /^https?:\/\//i.test(path) ? new URL(path).pathname : (path.split(/[?#]/, 1)[0] ?? '');
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '') || '/';
  const query = page !== undefined && Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
  return `${trimSlash(siteUrl)}${pathname}${query}`;
}

/**
 * hreflang pairs for a page: one per language it exists in, plus x-default, which is the Indonesian version
 * when there is one and the English one otherwise. Empty when no path is given.
 */
export function hreflangLinks(siteUrl: string, paths: AlternatePaths): HreflangLink[] {
  const links: HreflangLink[] = [];
  for (const lang of LANGS) {
    const path = paths[lang];
    if (path) links.push({ hreflang: lang, href: canonicalUrl(siteUrl, path) });
  }
  const fallback = paths[DEFAULT_LANG] ?? LANGS.map((lang) => paths[lang]).find(Boolean);
  if (fallback) links.push({ hreflang: 'x-default', href: canonicalUrl(siteUrl, fallback) });
  return links;
}

export type AlternateLinkDescriptor = { tagName: 'link'; rel: 'alternate'; hrefLang: string; href: string };

/** The same pairs as `<link rel="alternate" hreflang>` descriptors for a route's `meta` export. */
export function alternateLinks(siteUrl: string, paths: AlternatePaths): AlternateLinkDescriptor[] {
  return hreflangLinks(siteUrl, paths).map(({ hreflang, href }) => ({
    tagName: 'link' as const,
    rel: 'alternate' as const,
    hrefLang: hreflang,
    href,
  }));
}

/** An article's path in its own language and, when it has a published counterpart, in the other one. */
export function articleAlternatePaths(article: Pick<ArticleSeoInput, 'slug' | 'category' | 'lang' | 'counterpart'>) {
  const paths: AlternatePaths = { [article.lang]: articlePath(article) };
  if (article.counterpart && article.counterpart.lang !== article.lang) {
    paths[article.counterpart.lang] = articlePath(article.counterpart);
  }
  return paths;
}

/** The RSS feed of a language, or of one category in it. */
export function feedPath(lang: Lang, categorySlug?: string): string {
  return categorySlug ? `/${lang}/${categorySlug}/feed.xml` : `/${lang}/feed.xml`;
}

/** A feed's title: the channel title in the XML and the title of the `<link rel="alternate">` pointing at it. */
export function feedTitle(categoryName?: string | null): string {
  return categoryName ? `${categoryName} · ${SITE_NAME}` : SITE_NAME;
}

/** The later of publication and last update: what sitemaps, feeds and dateModified report. */
export function lastModified(publishedAt: string, updatedAt: string): string {
  const published = Date.parse(publishedAt);
  const updated = Date.parse(updatedAt);
  return new Date(Number.isNaN(updated) || updated < published ? published : updated).toISOString();
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

export type PageMetaInput = {
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
  alternates?: AlternatePaths;
  /** A cover image; SVG or none falls back to the default site image. */
  image?: { url: string | null; alt?: string | null } | null;
  type?: 'website' | 'article';
  /** Articles only, ISO 8601. */
  publishedTime?: string;
  modifiedTime?: string;
  /** Articles only: the category's display name. */
  section?: string | null;
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
    { tagName: 'link', rel: 'canonical', href: url },
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
  options: { documentTitle?: string; categoryName?: string | null } = {},
): MetaDescriptor[] {
  return pageMeta({
    siteUrl,
    lang: article.lang,
    title: options.documentTitle ?? `${article.title} · ${SITE_NAME}`,
    socialTitle: article.title,
    description: article.excerpt,
    path: articlePath(article),
    // Like the sitemap: hreflang only when there is a counterpart to pair with.
    alternates: article.counterpart ? articleAlternatePaths(article) : {},
    image: { url: article.coverImageUrl, alt: article.coverImageAlt },
    type: 'article',
    publishedTime: new Date(article.publishedAt).toISOString(),
    modifiedTime: lastModified(article.publishedAt, article.updatedAt),
    section: options.categoryName ?? null,
  });
}

// --- JSON-LD -------------------------------------------------------------------------------------------------

function publisher(siteUrl: string): JsonLd {
  return {
    '@type': 'NewsMediaOrganization',
    name: SITE_NAME,
    url: canonicalUrl(siteUrl, '/'),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(siteUrl, PUBLISHER_LOGO.path),
      width: PUBLISHER_LOGO.width,
      height: PUBLISHER_LOGO.height,
    },
  };
}

/**
 * schema.org NewsArticle for an article page. A translation names its source in `translationOfWork`; a source
 * names its translation in `workTranslation`. Without an author the publisher is the author.
 */
export function newsArticleJsonLd(
  siteUrl: string,
  article: ArticleSeoInput,
  options: { categoryName?: string | null } = {},
): JsonLd {
  const url = canonicalUrl(siteUrl, articlePath(article));
  const image = socialImage(siteUrl, { url: article.coverImageUrl, alt: article.coverImageAlt });
  const org = publisher(siteUrl);
  const value: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: new Date(article.publishedAt).toISOString(),
    dateModified: lastModified(article.publishedAt, article.updatedAt),
    inLanguage: article.lang,
    image: [image.url],
    author: article.author
      ? [{ '@type': 'Person', name: article.author }]
      : [{ '@type': 'NewsMediaOrganization', name: SITE_NAME, url: canonicalUrl(siteUrl, '/') }],
    publisher: org,
  };
  if (options.categoryName) value.articleSection = options.categoryName;
  const counterpart = article.counterpart;
  if (counterpart && counterpart.lang !== article.lang) {
    const work: JsonLd = {
      '@type': 'NewsArticle',
      url: canonicalUrl(siteUrl, articlePath(counterpart)),
      inLanguage: counterpart.lang,
    };
    if (article.isTranslation) value.translationOfWork = work;
    else value.workTranslation = work;
  }
  return value;
}

/** schema.org BreadcrumbList; `url` is absolute (use canonicalUrl). */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** schema.org WebSite for a home page, with the sitelinks search box pointing at /{lang}/search. */
export function webSiteJsonLd(siteUrl: string, lang: Lang): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: canonicalUrl(siteUrl, homePath(lang)),
    inLanguage: lang,
    publisher: publisher(siteUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${trimSlash(siteUrl)}/${lang}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

const JSON_LD_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the body of a `<script type="application/ld+json">` that is rendered by hand
 * (`dangerouslySetInnerHTML={{ __html: jsonLdScript(value) }}`): still valid JSON, but `<`, `>`, `&`, U+2028
 * and U+2029 become \u escapes, so no string in it can close the script element or open a comment.
 * For a route's `meta` export use `jsonLdMeta(value)` instead: Remix's <Meta> serialises and escapes it the
 * same way itself, so a pre-serialised string there would be encoded twice.
 */
export function jsonLdScript(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('jsonLdScript: the value is not JSON-serialisable');
  return json.replace(/[<>&\u2028\u2029]/g, (char) => JSON_LD_ESCAPES[char] ?? char);
}

/** A JSON-LD object as a `meta` descriptor; <Meta> renders `<script type="application/ld+json">`, escaped. */
export function jsonLdMeta(value: JsonLd): MetaDescriptor {
  return { 'script:ld+json': value };
}

function trimSlash(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}
