import { langWhereOther } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import type { CalendarPageView } from '~/lib/calendar-page';
import { CALENDAR_GRID_ID, homePath } from '~/lib/urls';
import { Breadcrumbs } from '../breadcrumbs';
import { SourceLine } from '../source-line';
import { DeadlineItem } from './deadline-item';
import { DeadlineRules } from './deadline-rules';
import { MonthGridTable } from './month-grid';

/** The tax calendar: coming deadlines by month, the month grid, and the feed to subscribe to. */
export function CalendarPage({ view }: { view: CalendarPageView }) {
  const { t } = useTranslation();
  const { lang, labels } = view;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs items={[{ label: t('nav.home'), to: homePath(lang) }, { label: labels.title }]} />
      <h1 className="mt-4 font-serif text-4xl font-bold">{labels.title}</h1>
      <p className="mt-3 text-muted">{labels.intro}</p>
      {view.notices.map((notice) => (
        <div key={notice.text} role="note" className="mt-3 rounded border border-line bg-surface p-3 text-sm">
          <p>{notice.text}</p>
          {notice.source && <SourceLine source={notice.source} className="mt-1" />}
        </div>
      ))}
      {view.holidaySources.map((source) => (
        <div key={`${source.before}${source.decree}`} className="mt-3">
          <p className="text-sm text-muted">
            {source.before}
            {source.decree && <span lang={langWhereOther('id', view.lang)}>{source.decree}</span>}
            {source.after}
          </p>
          <SourceLine source={source.source} />
        </div>
      ))}
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <a href={view.feed.subscribe} className="text-accent-ink underline">
          {labels.subscribe}
        </a>
        <a href={view.feed.download} download={view.feed.fileName} className="text-accent-ink underline">
          {labels.download}
        </a>
      </p>
      <p className="mt-1 text-sm text-muted">{labels.subscribeHint}</p>
      <section aria-labelledby="upcoming-heading" className="mt-8">
        <h2 id="upcoming-heading" className="section-heading">
          {labels.upcoming}
        </h2>
        {view.upcoming.length === 0 && <p>{labels.noUpcoming}</p>}
        {view.upcoming.map((group) => (
          <section key={group.key} aria-labelledby={`month-${group.key}`} className="mt-4">
            <h3 id={`month-${group.key}`} className="font-serif text-xl font-bold">
              {group.label}
            </h3>
            <ol>
              {group.deadlines.map((deadline) => (
                <DeadlineItem key={deadline.key} deadline={deadline} labels={labels} />
              ))}
            </ol>
          </section>
        ))}
      </section>
      <section aria-labelledby="month-grid-heading" className="mt-10" id={CALENDAR_GRID_ID[lang]}>
        <MonthGridTable
          headingId="month-grid-heading"
          grid={view.grid}
          previous={view.previous}
          next={view.next}
          labels={labels}
        />
      </section>
      <DeadlineRules heading={labels.rules} rules={view.rules} />
    </main>
  );
}
