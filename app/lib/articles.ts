import type { Lang } from '~/i18n/config';
import { type Alternates, type ArticlePathParts, articlePath } from './urls';

/** An article as far as a link needs it: where it lives. */
export type ArticleRef = ArticlePathParts;

/** What lists and cards show of an article. */
export type ArticleSummary = ArticleRef & {
  title: string;
  excerpt: string;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  publishedAt: string;
};

/**
 * An article's translation links along translated_from: its source when it is a translation, its translations
 * when it is a source. Only published articles belong here; the data modules drop the rest.
 */
export type TranslationLinks = { source: ArticleRef | null; translations: ArticleRef[] };

/** What a route's loader returns so the language switch knows where each language leads. */
export type WithAlternates = { alternates?: Alternates };

/** The published counterpart of an article in `lang`, whichever direction translated_from points. */
export function counterpartIn(links: TranslationLinks, lang: Lang): ArticleRef | null {
  if (links.source?.lang === lang) return links.source;
  return links.translations.find((ref) => ref.lang === lang) ?? null;
}

/** An article's path in its own language and, when it has a counterpart, in the counterpart's. */
export function articleAlternates(article: ArticleRef, counterpart: ArticleRef | null): Alternates {
  const alternates: Alternates = { [article.lang]: articlePath(article) };
  if (counterpart && counterpart.lang !== article.lang) alternates[counterpart.lang] = articlePath(counterpart);
  return alternates;
}

/** The later of publication and last update, as ISO 8601 UTC: what sitemaps, feeds and dateModified report. */
export function lastModified(publishedAt: string, updatedAt: string): string {
  const published = Date.parse(publishedAt);
  const updated = Date.parse(updatedAt);
  return new Date(Number.isNaN(updated) || updated < published ? published : updated).toISOString();
}
