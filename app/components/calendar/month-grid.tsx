import { Link } from '~/components/link';
import type { CalendarPageLabels } from '~/lib/calendar-page';
import type { MonthGrid } from '~/lib/calendar-view';
import { keepTogether } from '~/lib/keep-together';
import { DeadlineItem } from './deadline-item';

type MonthLink = { href: string; label: string } | null;

/**
 * The month as a table under a heading naming it (the section's name, so a screen reader lists it among the page's
 * headings and landmarks), with links to the months either side in a navigation of their own name. A
 * phone's day is too narrow for a deadline's name: there the table marks the day, and the days with something on
 * them follow as a list. Screen readers keep the names in the table and skip the list, which repeats it.
 */
export function MonthGridTable({
  headingId,
  grid,
  previous,
  next,
  labels,
}: {
  /** The id of the heading, for the section around the grid to be named by it. */
  headingId: string;
  grid: MonthGrid;
  previous: MonthLink;
  next: MonthLink;
  labels: CalendarPageLabels;
}) {
  return (
    <div>
      <h2 id={headingId} className="mb-2 font-serif text-xl font-bold">
        {grid.caption}
      </h2>
      <nav aria-label={labels.otherMonths} className="mb-3 flex justify-between gap-4 text-sm font-semibold">
        {previous ? (
          <Link to={previous.href} rel="prev" className="text-accent-ink underline">
            <span aria-hidden="true">← </span>
            {labels.previousMonth} ({previous.label})
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link to={next.href} rel="next" className="text-accent-ink underline">
            {labels.nextMonth} ({next.label})<span aria-hidden="true"> →</span>
          </Link>
        )}
      </nav>
      <div className="overflow-x-auto">
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">{grid.caption}</caption>
          <thead>
            <tr>
              {grid.weekdays.map((weekday) => (
                <th key={weekday.long} scope="col" abbr={weekday.long} className="border border-line p-1 font-semibold">
                  {weekday.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.weeks.map((week) => (
              <tr key={week.find(Boolean)?.date}>
                {week.map((cell, index) =>
                  cell ? (
                    <td
                      key={cell.date}
                      aria-current={cell.today ? 'date' : undefined}
                      className={`border border-line p-1 align-top max-sm:h-12 sm:h-20 ${cell.weekend || cell.holidays.length > 0 ? 'bg-shade' : ''} ${cell.today ? 'outline outline-2 outline-accent' : ''}`}
                    >
                      <time dateTime={cell.date} className="font-semibold">
                        <span aria-hidden="true">{cell.day}</span>
                        <span className="sr-only">{cell.label}</span>
                      </time>
                      {cell.holidays.map((name) => (
                        <span key={name} className="block text-xs max-sm:sr-only">
                          <span className="sr-only">{labels.holiday}: </span>
                          {name}
                        </span>
                      ))}
                      {cell.deadlines.map((deadline) => (
                        <span key={deadline.key} className="block text-xs font-semibold text-accent-ink max-sm:sr-only">
                          <span className="sr-only">{labels.deadline}: </span>
                          {keepTogether(deadline.name)}
                          {deadline.staysOn && <span className="block font-normal">({deadline.staysOn})</span>}
                        </span>
                      ))}
                      {(cell.holidays.length > 0 || cell.deadlines.length > 0) && (
                        <span aria-hidden="true" className="day-marks sm:hidden">
                          {cell.holidays.map((name) => (
                            <span key={name} className="day-mark" data-kind="holiday" />
                          ))}
                          {cell.deadlines.map((deadline) => (
                            <span key={deadline.key} className="day-mark" data-kind="deadline" />
                          ))}
                        </span>
                      )}
                    </td>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the blank days before the 1st and after the last have no other identity
                    <td key={`blank-${index}`} className="border border-line" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-hidden="true" className="month-agenda sm:hidden">
        {grid.weeks.flat().map((cell) =>
          cell && (cell.holidays.length > 0 || cell.deadlines.length > 0) ? (
            <li key={cell.date}>
              <span className="font-semibold">{cell.label}</span>
              {cell.holidays.map((name) => (
                <span key={name} className="block">
                  <span className="day-mark" data-kind="holiday" /> {name}
                </span>
              ))}
              {cell.deadlines.map((deadline) => (
                <span key={deadline.key} className="block font-semibold text-accent-ink">
                  <span className="day-mark" data-kind="deadline" /> {keepTogether(deadline.name)}
                  {deadline.staysOn && <span className="font-normal"> ({deadline.staysOn})</span>}
                </span>
              ))}
            </li>
          ) : null,
        )}
      </ul>
      {grid.notes.length > 0 && (
        <section aria-labelledby={`${headingId}-notes`} className="mt-4">
          <h3 id={`${headingId}-notes`} className="font-serif text-lg font-bold">
            {labels.monthNotes}
          </h3>
          <ul>
            {grid.notes.map((deadline) => (
              <DeadlineItem key={deadline.key} deadline={deadline} labels={labels} anchored={false} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
