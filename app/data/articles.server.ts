import type { Lang } from '~/i18n/config';
import type { ArticleRef, ArticleSummary, TranslationLinks } from '~/lib/articles';
import type { AuthorRef } from '~/lib/authors';
import { FEATURED_CATEGORIES } from '~/lib/categories';
import type { ArticleCorrection } from '~/lib/corrections';
import type { NewsClient } from '~/lib/supabase.server';
import { UNCATEGORIZED_SEGMENT } from '~/lib/urls';
import {
  AUTHOR_EMBED,
  SUMMARY_COLUMNS,
  TRANSLATION_EMBEDS,
  toArticleRef,
  toAuthorRef,
  toSummary,
  toTranslationLinks,
} from './article-rows.server';
import { CITED_COLUMNS, type CitedRegulationRow, toCitedRegulationRow } from './regulations.server';
import { asRecord, expectRows, isString, shapeError } from './rows.server';

/** The queries behind the home page, the category listings and the article page. */

export const LISTING_PAGE_SIZE = 20;
export const RELATED_ARTICLES = 4;
export const HOME_LATEST = 9;
const HOME_SECTION_SIZE = 4;

type ArticleDetail = ArticleSummary &
  TranslationLinks & {
    id: number;
    author: AuthorRef | null;
    body: string;
    updatedAt: string;
    /** An editor's last substantive update, if set (lib/articles.ts substantiveUpdate). */
    revisedAt: string | null;
    /** Newest articles of the same category in the page's language, this one excluded. */
    related: ArticleSummary[];
    /** The regulations its body cites that the register holds. */
    cited: CitedRegulationRow[];
    /** Its published corrections, oldest first, and the newest one's date (null without any). */
    corrections: ArticleCorrection[];
    correctedAt: string | null;
  };

/**
 * One round trip for an article page: the article, its author, its counterparts along translated_from in both
 * directions, and the newest articles of its category in `relatedLang`, all embedded by PostgREST.
 */
export async function getArticle(db: NewsClient, slug: string, relatedLang: Lang): Promise<ArticleDetail | null> {
  const { data, error } = await db
    .from('articles')
    .select(
      `id,body,updated_at,revised_at,${SUMMARY_COLUMNS},${AUTHOR_EMBED},${TRANSLATION_EMBEDS},` +
        `category_row:categories(related:articles(${SUMMARY_COLUMNS})),` +
        `cited:cited_regulations(${CITED_COLUMNS}),` +
        'corrections:article_corrections(published_at,what_was_wrong,what_is_right)',
    )
    .eq('slug', slug)
    .eq('category_row.related.lang', relatedLang)
    .neq('category_row.related.slug', slug)
    .order('published_at', { referencedTable: 'category_row.related', ascending: false })
    .order('id', { referencedTable: 'category_row.related', ascending: false })
    .limit(RELATED_ARTICLES, { referencedTable: 'category_row.related' })
    .order('published_at', { referencedTable: 'corrections', ascending: true })
    // A list, not maybeSingle(): postgrest-js turns an empty or missing body into `null` there, which would make
    // a broken answer look like "no such article" (a 404) instead of an outage (a 503).
    .limit(1);
  const [row] = expectRows('getArticle', data as unknown as Record<string, unknown>[] | null, error);
  if (!row) return null;
  const summary = toSummary('getArticle', row);
  if (typeof row.id !== 'number' || !isString(row.updated_at)) throw shapeError('getArticle', row);
  const related = asRecord(row.category_row).related;
  const corrections = (Array.isArray(row.corrections) ? row.corrections : []).map(toCorrection);
  return {
    ...summary,
    ...toTranslationLinks(row),
    id: row.id,
    author: toAuthorRef('getArticle', row.author),
    body: isString(row.body) ? row.body : '',
    updatedAt: row.updated_at,
    revisedAt: isString(row.revised_at) ? row.revised_at : null,
    related: Array.isArray(related) ? related.map((r: unknown) => toSummary('getArticle', r)) : [],
    cited: Array.isArray(row.cited) ? row.cited.map((r: unknown) => toCitedRegulationRow('getArticle', r)) : [],
    corrections,
    correctedAt: corrections.at(-1)?.publishedAt ?? null,
  };
}

function toCorrection(value: unknown): ArticleCorrection {
  const row = asRecord(value);
  const published = isString(row.published_at) ? Date.parse(row.published_at) : Number.NaN;
  if (Number.isNaN(published) || !isString(row.what_was_wrong) || !isString(row.what_is_right)) {
    throw shapeError('getArticle corrections', row);
  }
  return {
    publishedAt: new Date(published).toISOString(),
    whatWasWrong: row.what_was_wrong,
    whatIsRight: row.what_is_right,
  };
}

/**
 * The article now published where `slug` used to be, for the article page's 404 path only: one lookup in the
 * slugs articles were renamed from (the database records each rename of a published article).
 */
export async function findRenamedArticle(db: NewsClient, slug: string): Promise<ArticleRef | null> {
  const { data, error } = await db
    .from('article_former_slugs')
    .select('article:articles(slug,category,lang)')
    .eq('slug', slug)
    .limit(1);
  const [row] = expectRows('findRenamedArticle', data as unknown[] | null, error);
  if (row === undefined) return null;
  const article = toArticleRef(asRecord(row).article);
  if (!article) throw shapeError('findRenamedArticle', row);
  return article;
}

/** The newest `limit` articles in a language. */
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
    .order('id', { referencedTable: 'articles', ascending: false })
    .limit(perSection, { referencedTable: 'articles' });
  const rows = expectRows('listFeaturedSections', data, error);
  return FEATURED_CATEGORIES.flatMap((slug) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) return [];
    const articles = Array.isArray(row.articles) ? row.articles : [];
    return [{ category: slug, articles: articles.map((a: unknown) => toSummary('listFeaturedSections', a)) }];
  });
}
