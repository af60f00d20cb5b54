import type { ArticleCardData } from '~/components/article-card';
import type { Lang } from '~/i18n/config';
import { type CategoryName, categoryNameBySlug } from './categories';
import { formatDate } from './dates';
import type { ArticleSummary } from './news.server';

/** Shapes stories for cards in a loader: dates and category names are resolved on the server. */
export function toCards(articles: ArticleSummary[], categories: CategoryName[], lang: Lang): ArticleCardData[] {
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
    categoryLabel: categoryNameBySlug(categories, article.category, lang),
  }));
}
