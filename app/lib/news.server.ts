import type { PostgrestError } from '@supabase/supabase-js';
import { isLang, type Lang } from '~/i18n/config';
import { FEATURED_CATEGORIES } from './categories';
import type { NewsClient } from './supabase.server';
import { UNCATEGORIZED_SEGMENT } from './urls';

/**
 * The one module that knows the tables. Every query the site makes lives here, with an explicit column list.
 * Rows are checked at this boundary; a failed call or a row of the wrong shape becomes DataUnavailableError,
 * which routes turn into a 503 page or a 503 JSON answer.
 */

export type Category = { slug: string; name: string; nameEn: string | null };

export type ArticleRef = { slug: string; category: string | null; lang: Lang };

export type SearchHit = ArticleRef & { title: string; excerpt: string };

export const MAX_SEARCH_RESULTS = 10;

export const LISTING_PAGE_SIZE = 20;
export const RELATED_ARTICLES = 4;
export const HOME_LATEST = 9;
export const HOME_SECTION_SIZE = 4;

export type ArticleSummary = ArticleRef & {
  title: string;
  excerpt: string;
  author: string | null;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  publishedAt: string;
};

export type ArticleDetail = ArticleSummary & {
  id: number;
  body: string;
  updatedAt: string;
  /** Set when this article is a translation: its source. */
  source: ArticleRef | null;
  /** Set when this article is a source: its published translations. */
  translations: ArticleRef[];
  /** Newest articles of the same category in `relatedLang`, this one excluded. */
  related: ArticleSummary[];
};

export class DataUnavailableError extends Error {
  override name = 'DataUnavailableError';
  constructor(
    readonly operation: string,
    readonly detail: string,
  ) {
    super(`${operation} failed: ${detail}`);
  }
}

const CATEGORY_TTL_MS = 60_000;
const categoryCache = new WeakMap<NewsClient, { expires: number; value: Promise<Category[]> }>();

/**
 * The categories change rarely and every page needs them: read at most once a minute per isolate (per
 * client). A failed read is not cached, so the next request tries again.
 */
export function cachedCategories(db: NewsClient, now = Date.now()): Promise<Category[]> {
  const hit = categoryCache.get(db);
  if (hit && hit.expires > now) return hit.value;
  const value = listCategories(db);
  categoryCache.set(db, { expires: now + CATEGORY_TTL_MS, value });
  value.catch(() => categoryCache.delete(db));
  return value;
}

/** Spec §7 call 1: every category, by name. */
export async function listCategories(db: NewsClient): Promise<Category[]> {
  const { data, error } = await db.from('categories').select('slug,name,name_en').order('name', { ascending: true });
  const rows = expectRows('listCategories', data, error);
  return rows.map((row) => {
    if (!isString(row.slug) || !isString(row.name)) throw shapeError('listCategories', row);
    return { slug: row.slug, name: row.name, nameEn: row.name_en ?? null };
  });
}

/**
 * Spec §7 call 2: titles containing `query` as a case-insensitive substring, newest first.
 * The text is matched literally: it is sent as an escaped regular expression (`imatch`), because PostgREST
 * turns `*` into a wildcard in like patterns and offers no escape for it. The trigram index serves both.
 */
export async function searchArticles(
  db: NewsClient,
  query: string,
  options: { lang?: Lang; limit?: number } = {},
): Promise<SearchHit[]> {
  const limit = Math.min(options.limit ?? MAX_SEARCH_RESULTS, MAX_SEARCH_RESULTS);
  let request = db
    .from('articles')
    .select('slug,title,excerpt,category,lang')
    .filter('title', 'imatch', literalRegex(query));
  if (options.lang) request = request.eq('lang', options.lang);
  const { data, error } = await request.order('published_at', { ascending: false }).order('id').limit(limit);
  return expectRows('searchArticles', data, error).map((row) => {
    if (!isString(row.slug) || !isString(row.title) || !isLang(row.lang)) throw shapeError('searchArticles', row);
    return { slug: row.slug, title: row.title, excerpt: row.excerpt ?? '', category: row.category, lang: row.lang };
  });
}

/**
 * Spec §7 call 3, resolved from what getArticle embedded: the published counterpart of an article in `lang`,
 * whichever direction translated_from points (its source, or one of its translations).
 */
export function counterpartIn(article: Pick<ArticleDetail, 'source' | 'translations'>, lang: Lang): ArticleRef | null {
  if (article.source?.lang === lang) return article.source;
  return article.translations.find((ref) => ref.lang === lang) ?? null;
}

const SUMMARY_COLUMNS = 'slug,title,excerpt,category,lang,author,cover_image_url,cover_image_alt,published_at';

/**
 * One round trip for an article page: the article, its counterparts along translated_from in both
 * directions, and the newest articles of its category in `relatedLang`, all embedded by PostgREST.
 */
export async function getArticle(db: NewsClient, slug: string, relatedLang: Lang): Promise<ArticleDetail | null> {
  const { data, error } = await db
    .from('articles')
    .select(
      `id,body,updated_at,${SUMMARY_COLUMNS},` +
        'source:translated_from(slug,category,lang),' +
        'translations:articles!translated_from(slug,category,lang),' +
        `category_row:categories(related:articles(${SUMMARY_COLUMNS}))`,
    )
    .eq('slug', slug)
    .eq('category_row.related.lang', relatedLang)
    .neq('category_row.related.slug', slug)
    .order('published_at', { referencedTable: 'category_row.related', ascending: false })
    .limit(RELATED_ARTICLES, { referencedTable: 'category_row.related' })
    .maybeSingle();
  if (error) throw unavailable('getArticle', error);
  if (!data) return null;
  const row = data as unknown as Record<string, unknown>;
  const summary = toSummary('getArticle', row);
  if (typeof row.id !== 'number' || !isString(row.updated_at)) throw shapeError('getArticle', row);
  const categoryRow = row.category_row as { related?: unknown } | null;
  return {
    ...summary,
    id: row.id,
    body: isString(row.body) ? row.body : '',
    updatedAt: row.updated_at,
    source: toArticleRef(row.source),
    translations: (Array.isArray(row.translations) ? row.translations : [])
      .map(toArticleRef)
      .filter((ref): ref is ArticleRef => ref !== null),
    related: Array.isArray(categoryRow?.related)
      ? categoryRow.related.map((r: unknown) => toSummary('getArticle', r))
      : [],
  };
}

/** The newest articles in a language, optionally skipping some slugs (the lead story, say). */
export async function listLatest(db: NewsClient, lang: Lang, limit: number): Promise<ArticleSummary[]> {
  const { data, error } = await db
    .from('articles')
    .select(SUMMARY_COLUMNS)
    .eq('lang', lang)
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  return expectRows('listLatest', data, error).map((row) => toSummary('listLatest', row));
}

/**
 * A page of a category listing, newest first. One extra row tells whether a next page exists, so no
 * count is needed. Uncategorised articles live under "berita", so they are listed there too.
 */
export async function listCategoryPage(
  db: NewsClient,
  options: { category: string; lang: Lang; page: number; pageSize?: number },
): Promise<{ articles: ArticleSummary[]; hasNext: boolean }> {
  const pageSize = options.pageSize ?? LISTING_PAGE_SIZE;
  const from = (options.page - 1) * pageSize;
  let query = db.from('articles').select(SUMMARY_COLUMNS).eq('lang', options.lang);
  query =
    options.category === UNCATEGORIZED_SEGMENT
      ? query.or(`category.eq.${UNCATEGORIZED_SEGMENT},category.is.null`)
      : query.eq('category', options.category);
  const { data, error } = await query
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + pageSize);
  const rows = expectRows('listCategoryPage', data, error).map((row) => toSummary('listCategoryPage', row));
  return { articles: rows.slice(0, pageSize), hasNext: rows.length > pageSize };
}

/** The newest articles of each featured category, in one round trip (PostgREST limits per parent row). */
export async function listFeaturedSections(
  db: NewsClient,
  lang: Lang,
  perSection = HOME_SECTION_SIZE,
): Promise<{ category: string; articles: ArticleSummary[] }[]> {
  const { data, error } = await db
    .from('categories')
    .select(`slug,articles(${SUMMARY_COLUMNS})`)
    .in('slug', [...FEATURED_CATEGORIES])
    .eq('articles.lang', lang)
    .order('published_at', { referencedTable: 'articles', ascending: false })
    .limit(perSection, { referencedTable: 'articles' });
  const rows = expectRows('listFeaturedSections', data, error) as Record<string, unknown>[];
  return FEATURED_CATEGORIES.flatMap((slug) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) return [];
    const articles = Array.isArray(row.articles) ? row.articles : [];
    return [{ category: slug, articles: articles.map((a: unknown) => toSummary('listFeaturedSections', a)) }];
  });
}

function toSummary(operation: string, value: unknown): ArticleSummary {
  const row = (value ?? {}) as Record<string, unknown>;
  if (!isString(row.slug) || !isString(row.title) || !isLang(row.lang) || !isString(row.published_at)) {
    throw shapeError(operation, row);
  }
  return {
    slug: row.slug,
    title: row.title,
    excerpt: isString(row.excerpt) ? row.excerpt : '',
    category: isString(row.category) ? row.category : null,
    lang: row.lang,
    author: isString(row.author) ? row.author : null,
    coverImageUrl: isString(row.cover_image_url) ? row.cover_image_url : null,
    coverImageAlt: isString(row.cover_image_alt) ? row.cover_image_alt : null,
    publishedAt: row.published_at,
  };
}

/** The ILIKE-free way to say "contains this text": every regex metacharacter is escaped. */
export function literalRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}

function toArticleRef(value: unknown): ArticleRef | null {
  if (!value || typeof value !== 'object') return null;
  const row = value as Record<string, unknown>;
  if (!isString(row.slug) || !isLang(row.lang)) return null;
  return { slug: row.slug, category: isString(row.category) ? row.category : null, lang: row.lang };
}

function expectRows<T>(operation: string, data: T[] | null, error: PostgrestError | null): T[] {
  if (error) throw unavailable(operation, error);
  if (!Array.isArray(data)) throw new DataUnavailableError(operation, 'expected a list of rows');
  return data;
}

function unavailable(operation: string, error: PostgrestError): DataUnavailableError {
  return new DataUnavailableError(operation, [error.code, error.message].filter(Boolean).join(' '));
}

function shapeError(operation: string, row: unknown): DataUnavailableError {
  return new DataUnavailableError(operation, `unexpected row shape: ${JSON.stringify(row).slice(0, 200)}`);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}
