import { LANGS, type Lang, otherLang } from '~/i18n/config';
import { counterpartIn, lastModified } from '~/lib/articles';
import { mapWithConcurrency } from '~/lib/concurrency';
import { isSlug } from '~/lib/params';
import type { FeedArticle } from '~/lib/rss.server';
import type { LandingPageDates, NewsSitemapArticle, SitemapArticle } from '~/lib/sitemaps.server';
import type { NewsClient } from '~/lib/supabase.server';
import { TRANSLATION_EMBEDS, toArticleRef, toTranslationLinks } from './article-rows.server';
import { asRecord, assertPositiveInt, expectRows, isString, POSTGREST_MAX_ROWS, shapeError } from './rows.server';

/**
 * The queries behind the sitemaps, the Google News sitemap and the RSS feeds (docs/decisions/0011). Every
 * query names its columns, filters on published_at although row-level security already hides drafts and
 * scheduled rows, and never asks for an exact count.
 */

/** What lib/articles.ts lastModified reads of an article row: corrected_at is a computed field (the newest correction). */
const DATE_COLUMNS = 'published_at,updated_at,revised_at,corrected_at';

/**
 * How article sitemaps are cut: file N of a language holds that language's published articles with
 * id in ((N-1)·fileSize, N·fileSize], fetched in id ranges of `batchSize` (at most POSTGREST_MAX_ROWS, so no
 * request can be cut short by db-max-rows), `concurrency` requests at a time.
 */
type SitemapSplit = { fileSize: number; batchSize?: number; concurrency?: number };

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

/**
 * The published articles of sitemap file `fileNumber` (1-based) of a language, by id, or null when the file is
 * past the language's last one. The file's first id range is asked alone first: a file with articles in it goes
 * on with the rest (a full file stays at 50 requests, Cloudflare's limit on the free plan), and an empty one is
 * followed by the count, one row, so a number past the end costs two requests instead of fifty and is a 404.
 */
export async function sitemapArticles(
  db: NewsClient,
  lang: Lang,
  fileNumber: number,
  split: SitemapSplit,
): Promise<SitemapArticle[] | null> {
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
  const batch = async ([from, to]: [number, number]) => {
    const { data, error } = await db
      .from('articles')
      .select(`slug,category,lang,${DATE_COLUMNS},${TRANSLATION_EMBEDS}`)
      .eq('lang', lang)
      .gte('id', from)
      .lte('id', to)
      .lte('published_at', now.toISOString())
      .order('id', { ascending: true });
    return expectRows('sitemapArticles', data, error).map((row) => toSitemapArticle(row, now));
  };
  const [head = [first, last], ...rest] = ranges;
  const firstBatch = await batch(head);
  // An empty first range is a gap in the ids (a valid, emptier file) or the end of the language's files.
  if (firstBatch.length === 0 && fileNumber > (await sitemapArticleFileCount(db, lang, fileSize))) return null;
  const batches = await mapWithConcurrency(rest, split.concurrency ?? 6, batch);
  return [firstBatch, ...batches].flat();
}

function toSitemapArticle(value: unknown, now: Date): SitemapArticle {
  const ref = toArticleRef(value);
  const row = asRecord(value);
  if (!ref || !isString(row.published_at) || !isString(row.updated_at)) throw shapeError('sitemapArticles', value);
  return {
    ...ref,
    lastModified: lastModified(row.published_at, row.updated_at, revisedAt(row), correctedAt(row)),
    counterpart: counterpartIn(toTranslationLinks(row, now), otherLang(ref.lang)),
  };
}

/** An editor's revised_at, when the row has one (lib/articles.ts substantiveUpdate decides what it means). */
function revisedAt(row: unknown): string | null {
  const value = asRecord(row).revised_at;
  return isString(value) ? value : null;
}

/** The newest published correction's date, when the article has one. */
function correctedAt(row: unknown): string | null {
  const value = asRecord(row).corrected_at;
  return isString(value) ? value : null;
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
      .select(DATE_COLUMNS)
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
      .select(`slug,created_at,articles(${DATE_COLUMNS})`)
      .eq('articles.lang', lang)
      .lte('articles.published_at', now)
      .order('published_at', { referencedTable: 'articles', ascending: false })
      .limit(1, { referencedTable: 'articles' })
      .order('slug'),
    newest(),
    newest().is('category', null),
  ]);
  const rowDate = (row: unknown): string | null => {
    if (row === undefined) return null;
    const { published_at, updated_at } = asRecord(row);
    if (!isString(published_at) || !isString(updated_at)) throw shapeError('sitemapLandingPages', row);
    return lastModified(published_at, updated_at, revisedAt(row), correctedAt(row));
  };
  const homeDate = rowDate(expectRows('sitemapLandingPages', home.data, home.error)[0]);
  const looseDate = rowDate(expectRows('sitemapLandingPages', loose.data, loose.error)[0]);
  const rows = expectRows('sitemapLandingPages', categories.data, categories.error);
  const pages = rows.map((value) => {
    const row = asRecord(value);
    if (!isString(row.slug) || !isString(row.created_at) || !Array.isArray(row.articles)) {
      throw shapeError('sitemapLandingPages', value);
    }
    let date = rowDate(row.articles[0]);
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
    LANGS.map(async (lang) => {
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
  if (category !== undefined && !isSlug(category)) return [];
  let request = db
    .from('articles')
    .select(`slug,title,excerpt,category,lang,${DATE_COLUMNS}`)
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
      revisedAt: revisedAt(row),
      correctedAt: correctedAt(row),
    };
  });
}
