import { Link } from '~/components/link';
import type { ArticleCardData } from '~/lib/cards';
import { keepTogether } from '~/lib/keep-together';
import { articlePath } from '~/lib/urls';
import { CoverImage } from './cover-image';

/** One story in a list. `lead` is the home page's top story, with its cover. */
export function ArticleCard({
  article,
  variant = 'default',
  headingLevel = 3,
}: {
  article: ArticleCardData;
  variant?: 'lead' | 'default';
  /** 2 where the cards sit right under the page's h1 (listings), 3 under a section heading. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = articlePath(article);
  const lead = variant === 'lead';
  return (
    <article className={lead ? 'grid gap-6 md:grid-cols-2 md:items-center' : 'flex flex-col gap-2'}>
      {lead && article.coverImageUrl && <CoverImage src={article.coverImageUrl} alt={article.coverImageAlt} priority />}
      <div className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-wider text-accent-ink">
          {article.categoryLabel && <span>{article.categoryLabel} · </span>}
          {/* A date is read whole: in a narrow column it moves to a line of its own rather than break. */}
          <time dateTime={article.publishedAt} className="whitespace-nowrap">
            {article.dateLabel}
          </time>
        </p>
        <Heading
          className={
            lead
              ? 'font-serif text-3xl font-bold leading-tight md:text-4xl'
              : 'font-serif text-xl font-bold leading-snug'
          }
        >
          <Link to={href} className="card-link">
            {keepTogether(article.title)}
          </Link>
        </Heading>
        {article.excerpt && <p className={lead ? 'text-lg text-muted' : 'text-muted'}>{article.excerpt}</p>}
      </div>
    </article>
  );
}
