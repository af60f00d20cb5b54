import { Link } from '~/components/link';
import type { CalendarPageLabels, DeadlineSummaryView } from '~/lib/calendar-page';
import type { DeadlineView } from '~/lib/calendar-view';
import { keepTogether } from '~/lib/keep-together';
import { RegulationLink } from '../regulations/regulation-link';

/**
 * One deadline: what is due, for which period, the day it is due and, when it moved, from when and why. The
 * calendar page adds its taxes, regulation and terms; the home page's compact list has only the summary.
 */
export function DeadlineItem(
  props:
    | { deadline: DeadlineView; labels: CalendarPageLabels; compact?: false }
    | { deadline: DeadlineSummaryView; compact: true },
) {
  const { deadline, compact } = props;
  return (
    <li id={compact ? undefined : deadline.key} className="border-b border-line py-4">
      <p className="text-sm font-semibold text-accent-ink">
        <time dateTime={deadline.due}>{deadline.dueLabel}</time>
      </p>
      <p className="mt-1 font-serif text-lg font-bold">
        {/* The dot goes with the period, never alone at the end of a line. */}
        {keepTogether(deadline.name)}{' '}
        <span className="text-base font-normal text-muted">
          ·{'\u00a0'}
          {deadline.period}
        </span>
      </p>
      {deadline.moved && <p className="mt-1 text-sm">{deadline.moved}</p>}
      {deadline.provisional && <p className="mt-1 text-sm text-muted">{deadline.provisional}</p>}
      {!props.compact && <Details deadline={props.deadline} labels={props.labels} />}
    </li>
  );
}

function Details({ deadline, labels }: { deadline: DeadlineView; labels: CalendarPageLabels }) {
  return (
    <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      <dt className="text-muted">{labels.taxes}</dt>
      <dd>{deadline.taxes}</dd>
      {deadline.regulation && (
        <>
          <dt className="text-muted">{labels.regulation}</dt>
          <dd>
            <RegulationLink regulation={deadline.regulation} />
          </dd>
        </>
      )}
      {deadline.terms.length > 0 && (
        <>
          <dt className="text-muted">{labels.terms}</dt>
          <dd className="flex flex-wrap gap-x-3">
            {deadline.terms.map((term) => (
              <Link key={term.href} to={term.href} className="py-0.5 text-accent-ink underline">
                {term.label}
              </Link>
            ))}
          </dd>
        </>
      )}
    </dl>
  );
}
