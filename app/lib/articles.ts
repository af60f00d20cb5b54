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

/** How long after publication a change still counts as part of publishing (a typo, a caption): one hour. */
export const UPDATE_NOTICE_AFTER_MS = 60 * 60 * 1000;

/**
 * When an article last changed in a way readers are told about, as ISO 8601 UTC, or null. An editor's
 * `revisedAt` (the last substantive update) wins when set and after publication; otherwise `updatedAt`
 * counts only when it is more than UPDATE_NOTICE_AFTER_MS after publication, since every write moves it.
 * A published correction (`correctedAt`, the newest one's date) always counts: it is announced on the page.
 * The byline's "Updated" notice, dateModified, og modified_time, the sitemaps' lastmod and the RSS build date
 * all come from here (through lastModified), so they never disagree.
 */
export function substantiveUpdate(
  publishedAt: string,
  updatedAt: string,
  revisedAt?: string | null,
  correctedAt?: string | null,
): string | null {
  const published = Date.parse(publishedAt);
  let update: number | null;
  if (revisedAt) {
    const revised = Date.parse(revisedAt);
    update = revised > published ? revised : null;
  } else {
    const updated = Date.parse(updatedAt);
    update = updated - published > UPDATE_NOTICE_AFTER_MS ? updated : null;
  }
  const corrected = correctedAt ? Date.parse(correctedAt) : Number.NaN;
  if (corrected > published && (update === null || corrected > update)) update = corrected;
  return update === null ? null : new Date(update).toISOString();
}

/** The substantive update, or else the publication, as ISO 8601 UTC: what dateModified and lastmod report. */
export function lastModified(
  publishedAt: string,
  updatedAt: string,
  revisedAt?: string | null,
  correctedAt?: string | null,
): string {
  return substantiveUpdate(publishedAt, updatedAt, revisedAt, correctedAt) ?? new Date(publishedAt).toISOString();
}
