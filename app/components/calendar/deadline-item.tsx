import { Link } from '~/components/link';
import type { CalendarPageLabels, DeadlineSummaryView } from '~/lib/calendar-page';
import type { DeadlineView } from '~/lib/calendar-view';
import { keepTogether } from '~/lib/keep-together';
import { RegulationLink } from '../regulations/regulation-link';
import { SourceLine } from '../source-line';

/**
 * One deadline: what is due, for which period, the day it is due and, when it moved, from when and why, or when its
 * rule kept it on a weekend or holiday, that it stays and why; a waiver of its penalties, with the source. The
 * calendar page adds its taxes, regulation and terms; the home page's compact list has only the summary. An item
 * carries its key as id, for a link to it, unless `anchored` is false: where the same deadline may be listed twice.
 */
export function DeadlineItem(
  props:
    | { deadline: DeadlineView; labels: CalendarPageLabels; compact?: false; anchored?: boolean }
    | { deadline: DeadlineSummaryView; compact: true },
) {
  const { deadline } = props;
  const anchored = !props.compact && props.anchored !== false;
  return (
    <li id={anchored ? deadline.key : undefined} className="border-b border-line py-4">
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
      {deadline.stays && <p className="mt-1 text-sm">{deadline.stays}</p>}
      {deadline.waivers.map((waiver) => (
        <div key={waiver.text} className="mt-1 text-sm">
          <p>
            <span className="font-semibold">{waiver.label}:</span> {waiver.text}
          </p>
          <SourceLine source={waiver.source} />
        </div>
      ))}
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
