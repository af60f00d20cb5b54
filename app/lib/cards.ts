import type { Lang } from '~/i18n/config';
import type { ArticleRef, ArticleSummary } from './articles';
import { type Category, categoryNameBySlug } from './categories';
import { formatDate } from './dates';
import { UNCATEGORIZED_SEGMENT } from './urls';

/** One story as a card shows it: dates and category names already resolved on the server. */
export type ArticleCardData = ArticleRef & {
  title: string;
  excerpt: string;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  publishedAt: string;
  dateLabel: string;
  categoryLabel: string | null;
};

/** Shapes stories for cards in a loader. */
export function toCards(articles: ArticleSummary[], categories: Category[], lang: Lang): ArticleCardData[] {
  return articles.map((article) => ({
    slug: article.slug,
    category: article.category,
    lang: article.lang,
    title: article.title,
    excerpt: article.excerpt,
    coverImageUrl: article.coverImageUrl,
    coverImageAlt: article.coverImageAlt,
    publishedAt: article.publishedAt,
    dateLabel: formatDate(article.publishedAt, lang),
    // An uncategorised story lives under "berita" (its address, its listing): its card says so.
    categoryLabel: categoryNameBySlug(categories, article.category ?? UNCATEGORIZED_SEGMENT, lang),
  }));
}
