import { isLang } from '~/i18n/config';
import type { ArticleRef, ArticleSummary, TranslationLinks } from '~/lib/articles';
import type { AuthorRef } from '~/lib/authors';
import type { SearchHit } from '~/lib/search';
import { asRecord, isString, shapeError } from './rows.server';

/** The columns of an ArticleSummary, for every query that lists articles. */
export const SUMMARY_COLUMNS = 'slug,title,excerpt,category,lang,cover_image_url,cover_image_alt,published_at';

/** Embeds an article's author, for the byline; lists leave it out, as cards show no author. */
export const AUTHOR_EMBED = 'author:authors(slug,name)';

/** Embeds both directions of translated_from; `published_at` lets a caller drop what is not yet public. */
export const TRANSLATION_EMBEDS =
  'source:translated_from(slug,category,lang,published_at),' +
  'translations:articles!translated_from(slug,category,lang,published_at)';

/** What every article row carries, search hits included: slug, title, excerpt, category, language. */
export function toArticleHead(operation: string, value: unknown): SearchHit {
  const row = asRecord(value);
  if (!isString(row.slug) || !isString(row.title) || !isLang(row.lang)) throw shapeError(operation, row);
  return {
    slug: row.slug,
    title: row.title,
    excerpt: isString(row.excerpt) ? row.excerpt : '',
    category: isString(row.category) ? row.category : null,
    lang: row.lang,
  };
}

export function toSummary(operation: string, value: unknown): ArticleSummary {
  const row = asRecord(value);
  const published = isString(row.published_at) ? Date.parse(row.published_at) : Number.NaN;
  if (Number.isNaN(published)) throw shapeError(operation, row);
  return {
    ...toArticleHead(operation, row),
    coverImageUrl: isString(row.cover_image_url) ? row.cover_image_url : null,
    coverImageAlt: isString(row.cover_image_alt) ? row.cover_image_alt : null,
    // ISO 8601 in UTC with milliseconds: Postgres gives microseconds, which HTML's <time datetime> does not allow.
    publishedAt: new Date(published).toISOString(),
  };
}

/** The author embedded by AUTHOR_EMBED; null when the article has none. */
export function toAuthorRef(operation: string, value: unknown): AuthorRef | null {
  if (value === null || value === undefined) return null;
  const row = asRecord(value);
  if (!isString(row.slug) || !isString(row.name)) throw shapeError(operation, value);
  return { slug: row.slug, name: row.name };
}

export function toArticleRef(value: unknown): ArticleRef | null {
  if (!value || typeof value !== 'object') return null;
  const row = value as Record<string, unknown>;
  if (!isString(row.slug) || !isLang(row.lang)) return null;
  return { slug: row.slug, category: isString(row.category) ? row.category : null, lang: row.lang };
}

/**
 * The translation links of a row that embedded TRANSLATION_EMBEDS. Row-level security already hides drafts and
 * scheduled articles from anon; the date is checked here too, so no caller can link to an unpublished page.
 */
export function toTranslationLinks(row: Record<string, unknown>, now = new Date()): TranslationLinks {
  const published = (value: unknown): ArticleRef | null => {
    const date = asRecord(value).published_at;
    return isString(date) && new Date(date) <= now ? toArticleRef(value) : null;
  };
  return {
    source: published(row.source),
    translations: (Array.isArray(row.translations) ? row.translations : [])
      .map(published)
      .filter((ref): ref is ArticleRef => ref !== null),
  };
}
