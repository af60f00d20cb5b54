import type { ArticleCardData } from '~/lib/cards';
import { ArticleCard } from './article-card';

/** The news about something (a regulation, a glossary term): cards, or a line saying there are none yet. */
export function NewsSection({
  id,
  heading,
  empty,
  articles,
}: {
  id: string;
  heading: string;
  empty: string;
  articles: ArticleCardData[];
}) {
  return (
    <section aria-labelledby={id} className="mt-12 border-t border-line pt-8">
      <h2 id={id} className="section-heading">
        {heading}
      </h2>
      {articles.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </div>
      )}
    </section>
  );
}
