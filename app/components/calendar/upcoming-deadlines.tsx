import { Link } from '~/components/link';
import type { UpcomingDeadlinesView } from '~/lib/calendar-page';
import { DeadlineItem } from './deadline-item';

/** The home page's next few deadlines, with the way to the whole calendar. */
export function UpcomingDeadlines({ view }: { view: UpcomingDeadlinesView }) {
  const { labels, deadlines, href } = view;
  return (
    <section aria-labelledby="deadlines-heading" className="border-b border-line py-10">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="deadlines-heading" className="section-heading">
          {labels.upcomingHome}
        </h2>
        <Link to={href} className="whitespace-nowrap text-sm font-semibold text-accent-ink">
          {labels.allDeadlines} <span aria-hidden="true">→</span>
        </Link>
      </div>
      {deadlines.length === 0 ? (
        <p>{labels.noUpcomingHome}</p>
      ) : (
        <ol className="grid gap-x-8 sm:grid-cols-3">
          {deadlines.map((deadline) => (
            <DeadlineItem key={deadline.key} deadline={deadline} compact />
          ))}
        </ol>
      )}
    </section>
  );
}
