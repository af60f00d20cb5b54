import type { MetaDescriptor } from '@remix-run/react';
import type { Lang } from '~/i18n/config';
import type { AuthorRef } from '../authors';
import { correctionText } from '../corrections';
import type { RegulationStatus } from '../regulations';
import { SITE_NAME } from '../site';
import type { Source } from '../sources';
import { absoluteUrl, articlePath, authorPath, canonicalUrl, categoryPath, homePath, searchUrlTemplate } from '../urls';
import { type ArticleSeoInput, articleModified, socialImage } from './meta';

/** schema.org JSON-LD for pages. Every URL is absolute, built from SITE_URL, which the caller passes in. */

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type JsonLd = { [key: string]: JsonValue };

/** The publisher logo for structured data. */
const PUBLISHER_LOGO = { path: '/images/logo.png', width: 512, height: 512 };

/** A JSON-LD object as a `meta` descriptor; <Meta> renders `<script type="application/ld+json">`, escaped. */
export function jsonLdMeta(value: JsonLd): MetaDescriptor {
  return { 'script:ld+json': value };
}

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
  const value: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: new Date(article.publishedAt).toISOString(),
    dateModified: articleModified(article),
    inLanguage: article.lang,
    image: [image.url],
    author: article.author
      ? [authorPerson(siteUrl, article.lang, article.author)]
      : [{ '@type': 'NewsMediaOrganization', name: SITE_NAME, url: canonicalUrl(siteUrl, '/') }],
    publisher: publisher(siteUrl),
  };
  if (options.categoryName) value.articleSection = options.categoryName;
  if (article.corrections.length > 0) {
    // Newest first, as the corrections page lists them; each says what was wrong and what is right.
    value.correction = [...article.corrections].reverse().map((correction) => ({
      '@type': 'CorrectionComment',
      text: correctionText(correction),
      datePublished: correction.publishedAt,
    }));
  }
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

/**
 * The breadcrumb trail of a page below the home page, as a JSON-LD meta tag: the site's name (the home page in
 * `lang`), then `trail`, each item at its canonical URL.
 */
export function breadcrumbMeta(siteUrl: string, lang: Lang, trail: { name: string; path: string }[]): MetaDescriptor {
  const items = [{ name: SITE_NAME, path: homePath(lang) }, ...trail];
  return jsonLdMeta(breadcrumbJsonLd(items.map(({ name, path }) => ({ name, url: canonicalUrl(siteUrl, path) }))));
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

/** An article's BreadcrumbList: the home page, its category when it has one, the article. */
export function articleBreadcrumbJsonLd(
  siteUrl: string,
  article: ArticleSeoInput,
  categoryName?: string | null,
): JsonLd {
  const { lang, category } = article;
  return breadcrumbJsonLd([
    { name: SITE_NAME, url: canonicalUrl(siteUrl, homePath(lang)) },
    ...(category && categoryName
      ? [{ name: categoryName, url: canonicalUrl(siteUrl, categoryPath(lang, category)) }]
      : []),
    { name: article.title, url: canonicalUrl(siteUrl, articlePath(article)) },
  ]);
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
      target: searchUrlTemplate(siteUrl, lang),
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * The page about a reference fact (a regulation, a glossary term), as schema.org WebPage: `lastReviewed` is the day
 * the fact was last checked against its source ("Date on which the content on this web page was last reviewed for
 * accuracy"), `isBasedOn` the source itself. Not `dateModified` on the Legislation, which would say when the law
 * changed (docs/decisions/0048).
 */
function reviewedPage(url: string, source: Source): JsonLd {
  const page: JsonLd = { '@type': 'WebPage', '@id': url };
  if (source.url) {
    page.isBasedOn = { '@type': 'WebPage', url: source.url, ...(source.name && { name: source.name }) };
    if (source.checkedOn) page.lastReviewed = source.checkedOn;
  }
  return page;
}

/** What structured data needs of a register entry. */
export type LegislationInput = {
  path: string;
  designation: string;
  title: string | null;
  kindLabel: string;
  lang: Lang;
  issuedOn: string | null;
  effectiveOn: string | null;
  status: RegulationStatus;
  /** Absolute URLs of the regulations it amends and revokes. */
  amends: string[];
  revokes: string[];
  source: Source;
};

const LEGAL_FORCE: Record<RegulationStatus, string> = {
  in_force: 'InForce',
  amended: 'InForce',
  revoked: 'NotInForce',
  not_yet_in_force: 'NotInForce',
};

/** schema.org Legislation: the identifier, dates and legal force, and the acts it amends or revokes. */
export function legislationJsonLd(siteUrl: string, input: LegislationInput): JsonLd {
  const url = canonicalUrl(siteUrl, input.path);
  const other = (href: string): JsonLd => ({ '@type': 'Legislation', url: href });
  const value: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Legislation',
    name: input.title ?? input.designation,
    legislationIdentifier: input.designation,
    legislationType: input.kindLabel,
    legislationJurisdiction: { '@type': 'Country', name: 'Indonesia' },
    legislationLegalForce: `https://schema.org/${LEGAL_FORCE[input.status]}`,
    inLanguage: input.lang,
    url,
    mainEntityOfPage: reviewedPage(url, input.source),
  };
  if (input.issuedOn) value.legislationDate = input.issuedOn;
  if (input.effectiveOn) value.legislationDateOfApplicability = input.effectiveOn;
  if (input.amends.length > 0) value.legislationAmends = input.amends.map(other);
  if (input.revokes.length > 0) value.legislationRepeals = input.revokes.map(other);
  if (input.amends.length + input.revokes.length > 0) {
    value.legislationChanges = [...input.amends, ...input.revokes].map(other);
  }
  return value;
}

/** schema.org DefinedTermSet for the glossary's index, listing its terms. */
export function definedTermSetJsonLd(
  siteUrl: string,
  input: { path: string; name: string; lang: Lang; terms: { name: string; path: string }[] },
): JsonLd {
  const url = canonicalUrl(siteUrl, input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': url,
    name: input.name,
    url,
    inLanguage: input.lang,
    hasDefinedTerm: input.terms.map((term) => ({
      '@type': 'DefinedTerm',
      name: term.name,
      url: canonicalUrl(siteUrl, term.path),
    })),
  };
}

/**
 * schema.org DefinedTerm for a glossary entry: its name in the page's language and in the other one (as
 * alternateName with its own language), the abbreviation as termCode, and the set it belongs to.
 */
export function definedTermJsonLd(
  siteUrl: string,
  input: {
    path: string;
    setPath: string;
    setName: string;
    lang: Lang;
    name: string;
    otherName: { lang: Lang; name: string };
    abbreviation: string | null;
    description: string;
    source: Source;
  },
): JsonLd {
  const url = canonicalUrl(siteUrl, input.path);
  const value: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    '@id': url,
    url,
    mainEntityOfPage: reviewedPage(url, input.source),
    name: { '@language': input.lang, '@value': input.name },
    alternateName: { '@language': input.otherName.lang, '@value': input.otherName.name },
    description: input.description,
    inLanguage: input.lang,
    inDefinedTermSet: {
      '@type': 'DefinedTermSet',
      '@id': canonicalUrl(siteUrl, input.setPath),
      name: input.setName,
    },
  };
  if (input.abbreviation) value.termCode = input.abbreviation;
  return value;
}

/**
 * schema.org ProfilePage for an author's page, its mainEntity the Person with the same url that articles name as
 * their author; the role as jobTitle, the profile links as sameAs.
 */
export function profilePageJsonLd(
  siteUrl: string,
  input: { slug: string; lang: Lang; name: string; role: string | null; description: string | null; links: string[] },
): JsonLd {
  const person = authorPerson(siteUrl, input.lang, { slug: input.slug, name: input.name });
  if (input.role) person.jobTitle = input.role;
  if (input.description) person.description = input.description;
  if (input.links.length > 0) person.sameAs = input.links;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: person.url,
    inLanguage: input.lang,
    mainEntity: person,
  };
}

/** An author as schema.org Person: the name, and their page in `lang` as the url both articles and the page use. */
function authorPerson(siteUrl: string, lang: Lang, author: AuthorRef): JsonLd & { url: string } {
  return { '@type': 'Person', name: author.name, url: canonicalUrl(siteUrl, authorPath(lang, author.slug)) };
}
