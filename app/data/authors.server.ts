import type { Lang } from '~/i18n/config';
import type { ArticleSummary } from '~/lib/articles';
import type { AuthorProfile } from '~/lib/authors';
import type { NewsClient } from '~/lib/supabase.server';
import { SUMMARY_COLUMNS, toSummary } from './article-rows.server';
import { LISTING_PAGE_SIZE } from './articles.server';
import { asRecord, assertPositiveInt, everyRow, expectRows, isString, shapeError, textOrNull } from './rows.server';

/** The queries behind the author pages and their sitemap entries. */

const PROFILE_COLUMNS = 'slug,name,role_id,role_en,bio_id,bio_en,links,updated_at';

export type AuthorPage = { author: AuthorProfile; articles: ArticleSummary[]; hasNext: boolean };

/**
 * An author and one page of their published articles in `lang`, newest first, in one round trip (PostgREST
 * pages the embedded articles). One extra row tells whether a next page exists. Null: no such author.
 */
export async function getAuthorPage(
  db: NewsClient,
  options: { slug: string; lang: Lang; page: number; pageSize?: number },
): Promise<AuthorPage | null> {
  assertPositiveInt('page', options.page);
  const pageSize = options.pageSize ?? LISTING_PAGE_SIZE;
  const from = (options.page - 1) * pageSize;
  const { data, error } = await db
    .from('authors')
    .select(`${PROFILE_COLUMNS},articles(${SUMMARY_COLUMNS})`)
    .eq('slug', options.slug)
    .eq('articles.lang', options.lang)
    .order('published_at', { referencedTable: 'articles', ascending: false })
    .order('id', { referencedTable: 'articles', ascending: false })
    .range(from, from + pageSize, { referencedTable: 'articles' })
    .limit(1);
  const [row] = expectRows<Record<string, unknown>>('getAuthorPage', data, error);
  if (!row) return null;
  const rows = (Array.isArray(row.articles) ? row.articles : []).map((r: unknown) => toSummary('getAuthorPage', r));
  return {
    author: toProfile('getAuthorPage', row),
    articles: rows.slice(0, pageSize),
    hasNext: rows.length > pageSize,
  };
}

/**
 * Every author with the date their page in `lang` last changed: the later of their profile's last edit and
 * their newest article in that language. For pages-{lang}.xml; the newsroom has dozens of authors, not millions.
 */
export async function sitemapAuthors(db: NewsClient, lang: Lang): Promise<{ slug: string; lastModified: string }[]> {
  const rows = await everyRow('sitemapAuthors', (from, to) =>
    db
      .from('authors')
      .select('slug,updated_at,articles(published_at)')
      .eq('articles.lang', lang)
      .order('published_at', { referencedTable: 'articles', ascending: false })
      .limit(1, { referencedTable: 'articles' })
      .order('id')
      .range(from, to),
  );
  return rows.map((row) => {
    if (!isString(row.slug) || !isString(row.updated_at)) throw shapeError('sitemapAuthors', row);
    const [newest] = Array.isArray(row.articles) ? row.articles : [];
    const published = asRecord(newest).published_at;
    const dates = [row.updated_at, ...(isString(published) ? [published] : [])].map((d) => new Date(d).getTime());
    return { slug: row.slug, lastModified: new Date(Math.max(...dates)).toISOString() };
  });
}

function toProfile(operation: string, row: Record<string, unknown>): AuthorProfile {
  if (!isString(row.slug) || !isString(row.name) || !isString(row.updated_at)) throw shapeError(operation, row);
  return {
    slug: row.slug,
    name: row.name,
    role: { id: textOrNull(row.role_id), en: textOrNull(row.role_en) },
    bio: { id: textOrNull(row.bio_id), en: textOrNull(row.bio_en) },
    links: (Array.isArray(row.links) ? row.links : []).filter(isString),
    updatedAt: row.updated_at,
  };
}
