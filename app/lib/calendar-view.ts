import type { Lang } from '~/i18n/config';
import { type CalendarPageStrings, fill } from '~/i18n/strings/calendar-pages';
import {
  addDays,
  type CivilDate,
  civilDate,
  type DeadlineRule,
  type Holiday,
  isWeekend,
  monthWeeks,
  type Occurrence,
  skippedDays,
  type YearMonth,
} from './calendar';
import type { GlossaryLink } from './glossary';
import { type RegulationLink, type RegulationRef, toRegulationRef } from './regulations';
import { glossaryPath } from './urls';

/**
 * The calendar shaped for its pages, the home block and the feed: dates and weekdays in the reader's language
 * through Intl, every sentence filled on the server so components only lay it out.
 */

export type CalendarRule = DeadlineRule & {
  name: Record<Lang, string>;
  taxes: Record<Lang, string>;
  regulation: RegulationLink | null;
  terms: GlossaryLink[];
};

export type HolidayYear = { year: number; complete: boolean; decree: string | null };

export type DeadlineView = {
  /** Rule and period: the same deadline has the same key everywhere, in both languages. */
  key: string;
  name: string;
  period: string;
  taxes: string;
  due: CivilDate;
  dueLabel: string;
  /** "digeser dari Minggu, 20 Desember 2026 (akhir pekan)" when the deadline moved. */
  moved: string | null;
  /** Said when the holidays of the year it is due in are not all entered, so the date may still move. */
  provisional: string | null;
  regulation: RegulationRef | null;
  terms: { href: string; label: string }[];
};

export type GridCell = {
  date: CivilDate;
  day: number;
  label: string;
  today: boolean;
  weekend: boolean;
  holidays: string[];
  deadlines: { key: string; name: string }[];
};

export type MonthGrid = {
  caption: string;
  weekdays: { short: string; long: string }[];
  weeks: (GridCell | null)[][];
};

const LOCALES: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' };
const formats = new Map<string, Intl.DateTimeFormat>();

type DateStyle = 'full' | 'monthYear' | 'dayMonth' | 'weekdayShort' | 'weekdayLong';
const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  monthYear: { month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'long' },
  weekdayShort: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
};

/** A civil date in the reader's language; noon UTC is the same date in Jakarta (UTC+7). */
export function formatCivil(date: CivilDate, lang: Lang, style: DateStyle): string {
  const key = `${lang}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { ...OPTIONS[style], timeZone: 'Asia/Jakarta' });
    formats.set(key, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

export function periodLabel(period: string, lang: Lang, labels: CalendarPageStrings): string {
  if (period.length === 4) return fill(labels.yearlyPeriod, { period });
  return fill(labels.monthlyPeriod, { period: formatCivil(`${period}-01`, lang, 'monthYear') });
}

/**
 * Why a deadline moved: every day it skipped, in order, as the holidays on it or else the weekend, each reason
 * once ("weekend and Independence Day" for a Saturday deadline carried past a Monday holiday).
 */
function movedBecause(
  occurrence: Occurrence,
  holidays: readonly Holiday[],
  lang: Lang,
  labels: CalendarPageStrings,
): string {
  const reasons = skippedDays(occurrence).flatMap((day) => {
    const names = holidays.filter((holiday) => holiday.date === day).map((holiday) => holiday.name[lang]);
    return names.length > 0 ? names : [labels.becauseWeekend];
  });
  return new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' }).format(new Set(reasons));
}

/**
 * The year whose holiday list could still move a deadline due on `due`, or null when that list is complete.
 * Only the due day matters: every day from the rule's date up to it is already closed, so a holiday entered
 * there changes nothing, while one entered on the due day itself pushes the deadline on.
 */
function unsettledYear(due: CivilDate, years: readonly HolidayYear[]): number | null {
  const year = Number(due.slice(0, 4));
  return years.some((record) => record.year === year && record.complete) ? null : year;
}

export function provisionalNote(due: CivilDate, years: readonly HolidayYear[], labels: CalendarPageStrings) {
  const year = unsettledYear(due, years);
  return year === null ? null : fill(labels.provisional, { year: String(year) });
}

export function deadlineView(
  occurrence: Occurrence<CalendarRule>,
  calendar: { holidays: readonly Holiday[]; years: readonly HolidayYear[] },
  lang: Lang,
  labels: CalendarPageStrings,
): DeadlineView {
  const { rule, period, nominal, due } = occurrence;
  const moved =
    nominal === due
      ? null
      : `${fill(labels.movedFrom, { date: formatCivil(nominal, lang, 'full') })} (${movedBecause(occurrence, calendar.holidays, lang, labels)})`;
  return {
    key: `${rule.slug}-${period}`,
    name: rule.name[lang],
    period: periodLabel(period, lang, labels),
    taxes: rule.taxes[lang],
    due,
    dueLabel: formatCivil(due, lang, 'full'),
    moved,
    provisional: provisionalNote(due, calendar.years, labels),
    regulation: rule.regulation ? toRegulationRef(rule.regulation, lang) : null,
    terms: rule.terms.map((term) => ({
      href: glossaryPath(lang, term.slug),
      label: term.abbreviation ?? term.term[lang],
    })),
  };
}

/** Deadlines grouped by the month they are due in, in order. */
export function byMonth(
  deadlines: DeadlineView[],
  lang: Lang,
): { key: string; label: string; deadlines: DeadlineView[] }[] {
  const groups: { key: string; label: string; deadlines: DeadlineView[] }[] = [];
  for (const deadline of deadlines) {
    const key = deadline.due.slice(0, 7);
    let group = groups.at(-1);
    if (group?.key !== key) {
      group = { key, label: formatCivil(`${key}-01`, lang, 'monthYear'), deadlines: [] };
      groups.push(group);
    }
    group.deadlines.push(deadline);
  }
  return groups;
}

/** 1 January 2024 was a Monday: the grid's columns run Monday to Sunday from there. */
const A_MONDAY = '2024-01-01';

export function monthGrid(
  month: YearMonth,
  occurrences: readonly Occurrence<CalendarRule>[],
  holidays: readonly Holiday[],
  today: CivilDate,
  lang: Lang,
  labels: CalendarPageStrings,
): MonthGrid {
  const first = civilDate(month.year, month.month, 1);
  return {
    caption: fill(labels.month, { month: formatCivil(first, lang, 'monthYear') }),
    weekdays: Array.from({ length: 7 }, (_, index) => {
      const day = addDays(A_MONDAY, index);
      return { short: formatCivil(day, lang, 'weekdayShort'), long: formatCivil(day, lang, 'weekdayLong') };
    }),
    weeks: monthWeeks(month).map((week) =>
      week.map((date) =>
        date === null
          ? null
          : {
              date,
              day: Number(date.slice(8, 10)),
              label: formatCivil(date, lang, 'full'),
              today: date === today,
              weekend: isWeekend(date),
              holidays: holidays.filter((holiday) => holiday.date === date).map((holiday) => holiday.name[lang]),
              deadlines: occurrences
                .filter((occurrence) => occurrence.due === date)
                .map((occurrence) => ({
                  key: `${occurrence.rule.slug}-${occurrence.period}`,
                  name: occurrence.rule.name[lang],
                })),
            },
      ),
    ),
  };
}

/**
 * What the page must say about the holidays of each year it shows: nothing for a complete year; for an
 * incomplete one, that it is incomplete and what it holds; for a year without a record, that none are entered.
 */
export function holidayNotices(
  shownYears: readonly number[],
  years: readonly HolidayYear[],
  holidays: readonly Holiday[],
  lang: Lang,
  labels: CalendarPageStrings,
): string[] {
  const list = new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' });
  return shownYears.flatMap((year) => {
    const record = years.find((each) => each.year === year);
    if (!record) return [fill(labels.holidaysMissing, { year: String(year) })];
    if (record.complete) return [];
    const names = holidays
      .filter((holiday) => holiday.date.startsWith(`${year}-`))
      .map((holiday) => `${holiday.name[lang]} (${formatCivil(holiday.date, lang, 'full')})`);
    return [fill(labels.holidaysIncomplete, { year: String(year), names: list.format(names) || '—' })];
  });
}

/** A sentence naming a decree: the decree apart, since it is Indonesian as written whatever the page's language. */
export type HolidaySource = { before: string; decree: string; after: string };

/** Where each complete year's holidays come from, for the years the page shows: the decree as written. */
export function holidaySources(
  shownYears: readonly number[],
  years: readonly HolidayYear[],
  labels: CalendarPageStrings,
): HolidaySource[] {
  return shownYears.flatMap((year) => {
    const record = years.find((each) => each.year === year);
    if (!record?.complete || !record.decree) return [];
    const [before = '', after = ''] = fill(labels.holidaysSource, { year: String(year) }).split('{decree}');
    return [{ before, decree: record.decree, after }];
  });
}
