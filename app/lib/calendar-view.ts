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
  type WorkingDayBasis,
  type YearMonth,
} from './calendar';
import type { GlossaryLink } from './glossary';
import { type RegulationLink, type RegulationRef, toRegulationRef } from './regulations';
import { type Source, type SourceView, sourceView } from './sources';
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
  workingDay: WorkingDayBasis;
  source: Source;
};

export type HolidayYear = { year: number; complete: boolean; decree: string | null; source: Source };

/** An official waiver of the penalties for one period of a rule (calendar_waivers): the deadline itself stays. */
export type Waiver = {
  ruleSlug: string;
  /** The tax month (YYYY-MM) or year (YYYY), as an occurrence's period. */
  period: string;
  decree: string;
  waivedUntil: CivilDate;
  text: Record<Lang, string>;
  source: Source;
};

/** What the calendar reads: the rules, the holidays around the dates shown, each year's record, the waivers. */
export type CalendarFacts = { rules: CalendarRule[]; holidays: Holiday[]; years: HolidayYear[]; waivers: Waiver[] };

export type WaiverView = { label: string; text: string; source: SourceView };

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
  /**
   * When its rule keeps it on a weekend or holiday: "tetap pada hari Minggu: batas SPT Tahunan tidak bergeser (UU
   * KUP Pasal 3 ayat 3)"; `staysOn` is the part before the colon, for the month grid's narrow days.
   */
  stays: string | null;
  staysOn: string | null;
  /** Official waivers for this period, each with its source. */
  waivers: WaiverView[];
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
  deadlines: { key: string; name: string; staysOn: string | null }[];
};

export type MonthGrid = {
  caption: string;
  weekdays: { short: string; long: string }[];
  weeks: (GridCell | null)[][];
  /** The month's deadlines with something to say beyond their date (one that stays put, a waiver), in full. */
  notes: DeadlineView[];
};

export const LOCALES: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' };
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

/**
 * That a deadline may still move because its year's holidays are not all entered; never for a rule that does not
 * move, whose date no holiday changes.
 */
export function provisionalNote(
  occurrence: Occurrence,
  years: readonly HolidayYear[],
  labels: CalendarPageStrings,
): string | null {
  const year = occurrence.rule.movesToWorkingDay ? unsettledYear(occurrence.due, years) : null;
  return year === null ? null : fill(labels.provisional, { year: String(year) });
}

/**
 * For a deadline its rule keeps on a weekend or holiday, the day it stays on ("tetap pada hari Minggu", "stays on
 * Eid al-Fitr 1446 AH": the holiday's name when it is one, else the weekday, both from the data and Intl) and the
 * whole note with what the basis says and the basis itself. Null for any other deadline.
 */
export function staysNote(
  occurrence: Occurrence<CalendarRule>,
  holidays: readonly Holiday[],
  lang: Lang,
  labels: CalendarPageStrings,
): { staysOn: string; stays: string } | null {
  const { rule, due } = occurrence;
  const names = holidays.filter((holiday) => holiday.date === due).map((holiday) => holiday.name[lang]);
  if (rule.movesToWorkingDay || (names.length === 0 && !isWeekend(due))) return null;
  const staysOn =
    names.length > 0
      ? fill(labels.staysOnHoliday, { holiday: new Intl.ListFormat(LOCALES[lang]).format(new Set(names)) })
      : fill(labels.staysOnWeekday, { weekday: formatCivil(due, lang, 'weekdayLong') });
  const reason = rule.workingDay.staysReason?.[lang];
  const basis = rule.workingDay.basis?.[lang] ?? labels.basisMissing;
  return { staysOn, stays: reason ? `${staysOn}: ${reason} (${basis})` : `${staysOn} (${basis})` };
}

/** The waivers recorded for an occurrence's rule and period, in the reader's language with their sources. */
export function waiverViews(
  occurrence: Occurrence,
  waivers: readonly Waiver[],
  lang: Lang,
  labels: CalendarPageStrings,
): WaiverView[] {
  return waivers
    .filter((waiver) => waiver.ruleSlug === occurrence.rule.slug && waiver.period === occurrence.period)
    .map((waiver) => ({ label: labels.waiver, text: waiver.text[lang], source: sourceView(waiver.source, lang) }));
}

export function deadlineView(
  occurrence: Occurrence<CalendarRule>,
  calendar: Omit<CalendarFacts, 'rules'>,
  lang: Lang,
  labels: CalendarPageStrings,
): DeadlineView {
  const { rule, period, nominal, due } = occurrence;
  const moved =
    nominal === due
      ? null
      : `${fill(labels.movedFrom, { date: formatCivil(nominal, lang, 'full') })} (${movedBecause(occurrence, calendar.holidays, lang, labels)})`;
  const stays = staysNote(occurrence, calendar.holidays, lang, labels);
  return {
    key: `${rule.slug}-${period}`,
    name: rule.name[lang],
    period: periodLabel(period, lang, labels),
    taxes: rule.taxes[lang],
    due,
    dueLabel: formatCivil(due, lang, 'full'),
    moved,
    stays: stays?.stays ?? null,
    staysOn: stays?.staysOn ?? null,
    waivers: waiverViews(occurrence, calendar.waivers, lang, labels),
    provisional: provisionalNote(occurrence, calendar.years, labels),
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
  calendar: Omit<CalendarFacts, 'rules'>,
  today: CivilDate,
  lang: Lang,
  labels: CalendarPageStrings,
): MonthGrid {
  const { holidays } = calendar;
  const first = civilDate(month.year, month.month, 1);
  const views = occurrences.map((occurrence) => deadlineView(occurrence, calendar, lang, labels));
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
              deadlines: views
                .filter((view) => view.due === date)
                .map((view) => ({ key: view.key, name: view.name, staysOn: view.staysOn })),
            },
      ),
    ),
    notes: views.filter((view) => view.stays !== null || view.waivers.length > 0),
  };
}
