import type { SetDeadlinesView } from '~/lib/deadline-rules';
import { keepTogether } from '~/lib/keep-together';
import { Link } from '../link';

/** Deadlines by where their rules put them, in words, with the way to the dates (a regulation's or a term's page). */
export function SetDeadlines({ id, heading, view }: { id: string; heading: string; view: SetDeadlinesView }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="section-heading">
        {heading}
      </h2>
      <ul className="space-y-3">
        {view.items.map((deadline) => (
          <li key={deadline.slug}>
            <span className="font-semibold">{keepTogether(deadline.name)}</span>
            <span className="block text-muted">{deadline.when}</span>
            <span className="block text-sm">{deadline.workingDay}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">{view.note}</p>
      <p className="mt-2">
        <Link to={view.calendar.href} className="text-accent-ink underline">
          {view.calendar.label}
        </Link>
      </p>
    </section>
  );
}
