import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
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
 * Spec §7 call 2: published articles whose title contains `query` as a case-insensitive substring, newest
 * first, at most 10, optionally in one language.
 * It calls the database function `search_articles` (supabase/migrations/20261121000100_search.sql) rather
 * than filtering the table: under RLS, Postgres may not use a non-leakproof operator such as `~*` or ILIKE
 * as an index condition, so a table filter reads every row; the function applies the RLS condition itself
 * and gets the trigram GIN index (tests/db/search-plan.test.ts). The text is matched literally (docs/decisions
 * 0003 and 0010): the function escapes `%`, `_` and `\`, and the text travels as a plain argument, so
 * PostgREST's reserved characters mean nothing in it. No count is requested. Callers trim the query; a blank
 * one returns nothing.
 */
export async function searchArticles(
  db: NewsClient,
  query: string,
  options: { lang?: Lang; limit?: number } = {},
): Promise<SearchHit[]> {
  const limit = Math.min(options.limit ?? MAX_SEARCH_RESULTS, MAX_SEARCH_RESULTS);
  const args = { search_query: query, max_results: limit, ...(options.lang ? { search_lang: options.lang } : {}) };
  // database.types.ts does not describe functions yet, so this one call goes through the untyped client;
  // every row is checked below. POST, not GET: on a GET RPC PostgREST reads an argument whose value starts
  // with an operator (`eq.`, `in.`, `not.`, `is.` ...) as a filter on the result, so a search for "eq.pph"
  // failed (docs/decisions/0012). In a JSON body the text is only ever the argument. The function is STABLE:
  // it reads, whatever the method.
  const untyped = db as unknown as SupabaseClient;
  const { data, error } = await untyped.rpc('search_articles', args);
  return expectRows<Record<string, unknown>>('searchArticles', data, error).map((row) => {
    if (!isString(row.slug) || !isString(row.title) || !isLang(row.lang)) throw shapeError('searchArticles', row);
    return {
      slug: row.slug,
      title: row.title,
      excerpt: isString(row.excerpt) ? row.excerpt : '',
      category: isString(row.category) ? row.category : null,
      lang: row.lang,
    };
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
    // A list, not maybeSingle(): postgrest-js turns an empty or missing body into `null` there, which would make
    // a broken answer look like "no such article" (a 404) instead of an outage (a 503).
    .limit(1);
  const [row] = expectRows('getArticle', data as unknown as Record<string, unknown>[] | null, error);
  if (!row) return null;
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

// --- Feeds and sitemaps ---
// The queries behind /sitemap.xml, /sitemaps/*, /sitemap-news.xml and the RSS feeds (docs/decisions/0011).
// Every query names its columns, filters on published_at although RLS already hides drafts and scheduled rows,
// and never asks for an exact count.

/** PostgREST answers at most this many rows per request (db-max-rows); a larger page is silently cut. */
export const POSTGREST_MAX_ROWS = 1000;

/** An article as a sitemap lists it, with its published counterpart in the other language, if any. */
export type SitemapArticle = ArticleRef & { lastModified: string; counterpart: ArticleRef | null };

export type NewsSitemapArticle = ArticleRef & { title: string; publishedAt: string };

export type FeedArticle = ArticleRef & { title: string; excerpt: string; publishedAt: string; updatedAt: string };

/** When the home page and each category page of one language last changed (their newest article). */
export type LandingPageDates = { home: string | null; categories: { slug: string; lastModified: string }[] };

/**
 * How article sitemaps are cut: file N of a language holds that language's published articles with
 * id in ((N-1)·fileSize, N·fileSize], fetched in id ranges of `batchSize` (at most POSTGREST_MAX_ROWS, so no
 * request can be cut short by db-max-rows), `concurrency` requests at a time.
 */
export type SitemapSplit = { fileSize: number; batchSize?: number; concurrency?: number };

const SITEMAP_ARTICLE_COLUMNS =
  'slug,category,lang,published_at,updated_at,' +
  'source:translated_from(slug,category,lang,published_at),' +
  'translations:articles!translated_from(slug,category,lang,published_at)';

/** How many article sitemap files a language needs: one per fileSize ids up to its highest published id. */
export async function sitemapArticleFileCount(db: NewsClient, lang: Lang, fileSize: number): Promise<number> {
  assertPositiveInt('fileSize', fileSize);
  // The primary key read backwards, one row: cheap at any table size, and exact (no count needed).
  const { data, error } = await db
    .from('articles')
    .select('id')
    .eq('lang', lang)
    .lte('published_at', new Date().toISOString())
    .order('id', { ascending: false })
    .limit(1);
  const [row] = expectRows('sitemapArticleFileCount', data, error);
  if (!row) return 0;
  if (typeof row.id !== 'number') throw shapeError('sitemapArticleFileCount', row);
  return Math.ceil(row.id / fileSize);
}

/** The published articles of sitemap file `fileNumber` (1-based) of a language, by id. */
export async function sitemapArticles(
  db: NewsClient,
  lang: Lang,
  fileNumber: number,
  split: SitemapSplit,
): Promise<SitemapArticle[]> {
  const { fileSize } = split;
  const batchSize = split.batchSize ?? Math.min(fileSize, POSTGREST_MAX_ROWS);
  assertPositiveInt('fileNumber', fileNumber);
  assertPositiveInt('fileSize', fileSize);
  assertPositiveInt('batchSize', batchSize);
  if (batchSize > POSTGREST_MAX_ROWS) throw new RangeError(`batchSize must be at most ${POSTGREST_MAX_ROWS}`);
  const first = (fileNumber - 1) * fileSize + 1;
  const last = fileNumber * fileSize;
  const ranges: [number, number][] = [];
  for (let from = first; from <= last; from += batchSize) ranges.push([from, Math.min(from + batchSize - 1, last)]);

  const now = new Date();
  const batches = await mapWithConcurrency(ranges, split.concurrency ?? 6, async ([from, to]) => {
    const { data, error } = await db
      .from('articles')
      .select(SITEMAP_ARTICLE_COLUMNS)
      .eq('lang', lang)
      .gte('id', from)
      .lte('id', to)
      .lte('published_at', now.toISOString())
      .order('id', { ascending: true });
    return expectRows('sitemapArticles', data as unknown[] | null, error).map((row) => toSitemapArticle(row, now));
  });
  return batches.flat();
}

/** The newest article of the language, and of each category in it (berita includes uncategorised ones). */
export async function sitemapLandingPages(
  db: NewsClient,
  lang: Lang,
  uncategorised: string,
): Promise<LandingPageDates> {
  const now = new Date().toISOString();
  const newest = () =>
    db
      .from('articles')
      .select('published_at,updated_at')
      .eq('lang', lang)
      .lte('published_at', now)
      .order('published_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1);
  // One round trip for every category: PostgREST embeds each category's newest article (a lateral join
  // with LIMIT 1 per category, served by articles_category_lang_published).
  const [categories, home, loose] = await Promise.all([
    db
      .from('categories')
      .select('slug,created_at,articles(published_at,updated_at)')
      .eq('articles.lang', lang)
      .lte('articles.published_at', now)
      .order('published_at', { referencedTable: 'articles', ascending: false })
      .limit(1, { referencedTable: 'articles' })
      .order('slug'),
    newest(),
    newest().is('category', null),
  ]);
  const rowDate = (operation: string, row: unknown): string | null => {
    if (row === undefined) return null;
    const { published_at, updated_at } = (row ?? {}) as Record<string, unknown>;
    if (!isString(published_at) || !isString(updated_at)) throw shapeError(operation, row);
    return newer(published_at, updated_at);
  };
  const homeDate = rowDate('sitemapLandingPages', expectRows('sitemapLandingPages', home.data, home.error)[0]);
  const looseDate = rowDate('sitemapLandingPages', expectRows('sitemapLandingPages', loose.data, loose.error)[0]);
  const rows = expectRows('sitemapLandingPages', categories.data as unknown[] | null, categories.error);
  const pages = rows.map((value) => {
    const row = (value ?? {}) as Record<string, unknown>;
    if (!isString(row.slug) || !isString(row.created_at) || !Array.isArray(row.articles)) {
      throw shapeError('sitemapLandingPages', value);
    }
    let date = rowDate('sitemapLandingPages', row.articles[0]);
    if (row.slug === uncategorised && looseDate && (!date || looseDate > date)) date = looseDate;
    return { slug: row.slug, lastModified: date ?? new Date(row.created_at).toISOString() };
  });
  if (looseDate && !pages.some((page) => page.slug === uncategorised)) {
    pages.push({ slug: uncategorised, lastModified: looseDate });
  }
  return { home: homeDate, categories: pages };
}

/** Articles published since `since` in both languages, newest first: the Google News sitemap (at most 1000). */
export async function newsSitemapArticles(db: NewsClient, since: Date, limit = 1000): Promise<NewsSitemapArticle[]> {
  const now = new Date().toISOString();
  // One query per language, so each is a range scan of articles_lang_published.
  const perLang = await Promise.all(
    (['id', 'en'] as const).map(async (lang) => {
      const { data, error } = await db
        .from('articles')
        .select('slug,title,category,lang,published_at')
        .eq('lang', lang)
        .gte('published_at', since.toISOString())
        .lte('published_at', now)
        .order('published_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(Math.min(limit, POSTGREST_MAX_ROWS));
      return expectRows('newsSitemapArticles', data, error).map((row) => {
        const ref = toArticleRef(row);
        if (!ref || !isString(row.title) || !isString(row.published_at)) throw shapeError('newsSitemapArticles', row);
        return { ...ref, title: row.title, publishedAt: new Date(row.published_at).toISOString() };
      });
    }),
  );
  return perLang
    .flat()
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, limit);
}

/**
 * The newest published articles of a language for its RSS feed, optionally of one category. With
 * `includeUncategorised`, articles without a category are included too (they live under /berita/).
 */
export async function feedArticles(
  db: NewsClient,
  lang: Lang,
  options: { category?: string; includeUncategorised?: boolean; limit?: number } = {},
): Promise<FeedArticle[]> {
  const limit = Math.min(options.limit ?? 50, POSTGREST_MAX_ROWS);
  const { category } = options;
  // The value goes into PostgREST filter syntax below: only a well-formed slug may get there.
  if (category !== undefined && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(category)) return [];
  let request = db
    .from('articles')
    .select('slug,title,excerpt,category,lang,published_at,updated_at')
    .eq('lang', lang)
    .lte('published_at', new Date().toISOString());
  if (category !== undefined) {
    request = options.includeUncategorised
      ? request.or(`category.eq.${category},category.is.null`)
      : request.eq('category', category);
  }
  const { data, error } = await request
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  return expectRows('feedArticles', data, error).map((row) => {
    const ref = toArticleRef(row);
    if (!ref || !isString(row.title) || !isString(row.published_at) || !isString(row.updated_at)) {
      throw shapeError('feedArticles', row);
    }
    return {
      ...ref,
      title: row.title,
      excerpt: row.excerpt ?? '',
      publishedAt: new Date(row.published_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}

function toSitemapArticle(value: unknown, now: Date): SitemapArticle {
  const ref = toArticleRef(value);
  const row = (value ?? {}) as Record<string, unknown>;
  if (!ref || !isString(row.published_at) || !isString(row.updated_at)) throw shapeError('sitemapArticles', value);
  const candidates: unknown[] = [row.source, ...(Array.isArray(row.translations) ? row.translations : [])];
  let counterpart: ArticleRef | null = null;
  for (const candidate of candidates) {
    const other = toArticleRef(candidate);
    const published = (candidate as Record<string, unknown> | null)?.published_at;
    if (other && other.lang !== ref.lang && isString(published) && new Date(published) <= now) {
      counterpart = other;
      break;
    }
  }
  return { ...ref, lastModified: newer(row.published_at, row.updated_at), counterpart };
}

/** The later of two timestamps, as ISO 8601 UTC. */
function newer(a: string, b: string): string {
  return new Date(Math.max(Date.parse(a), Date.parse(b))).toISOString();
}

/** Runs `work` over `items`, at most `limit` at a time, keeping order; the first failure rejects. */
async function mapWithConcurrency<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

function assertPositiveInt(name: string, value: number) {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
}
