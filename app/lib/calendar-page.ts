import type { Lang } from '~/i18n/config';
import { type CalendarPageStrings, calendarPageStrings } from '~/i18n/strings/calendar-pages';
import {
  type CivilDate,
  formatYearMonth,
  MONTH_NAVIGATION_LIMIT,
  monthEnd,
  monthOf,
  occurrences,
  shiftMonth,
  type YearMonth,
} from './calendar';
import { type HolidayNotice, type HolidaySource, holidayNotices, holidaySources } from './calendar-holidays';
import {
  byMonth,
  type CalendarFacts,
  type DeadlineView,
  deadlineView,
  formatCivil,
  type MonthGrid,
  monthGrid,
} from './calendar-view';
import { ruleInWords, workingDayInWords } from './deadline-rules';
import { pick } from './pick';
import { type SourceView, sourceView } from './sources';
import { CALENDAR_GRID_ID, calendarFeedPath, calendarPath, calendarSubscribeUrl } from './urls';

/** The calendar page and the home block, shaped from the rules and holidays for one day in Jakarta. */

/**
 * The labels the calendar page renders (and its meta reads). The rest of the string table are templates the server
 * fills (periods, moves, notices, the feed's texts): the page gets them filled, never as templates.
 */
const PAGE_LABELS = [
  'title',
  'description',
  'intro',
  'subscribe',
  'download',
  'subscribeHint',
  'upcoming',
  'noUpcoming',
  'taxes',
  'regulation',
  'terms',
  'otherMonths',
  'previousMonth',
  'nextMonth',
  'holiday',
  'deadline',
  'rules',
  'monthNotes',
] as const satisfies readonly (keyof CalendarPageStrings)[];

export type CalendarPageLabels = Pick<CalendarPageStrings, (typeof PAGE_LABELS)[number]>;

const HOME_LABELS = ['upcomingHome', 'allDeadlines', 'noUpcomingHome'] as const;
const HOME_DEADLINE_FIELDS = [
  'key',
  'name',
  'period',
  'due',
  'dueLabel',
  'moved',
  'stays',
  'waivers',
  'provisional',
] as const;

/** A deadline rule as the calendar page lists it, with the basis for moving or staying and its source. */
export type RuleView = { slug: string; name: string; when: string; workingDay: string; source: SourceView };

export type CalendarPageView = {
  lang: Lang;
  labels: CalendarPageLabels;
  /** What the page says about the holidays of the years it shows (incomplete, not entered), with their sources. */
  notices: HolidayNotice[];
  /** The decree each complete year's holidays follow, and its source. */
  holidaySources: HolidaySource[];
  /** Every deadline rule: where it puts its date, whether the date moves and why, where the rule comes from. */
  rules: RuleView[];
  upcoming: { key: string; label: string; deadlines: DeadlineView[] }[];
  grid: MonthGrid;
  previous: { href: string; label: string } | null;
  next: { href: string; label: string } | null;
  feed: { subscribe: string; download: string; fileName: string };
};

/** What the home block shows of a deadline: its taxes, regulation and terms are the calendar page's. */
export type DeadlineSummaryView = Pick<DeadlineView, (typeof HOME_DEADLINE_FIELDS)[number]>;

/**
 * The home block's data, which the page also carries to the browser for hydration: only the labels and fields it
 * renders, not the whole calendar's strings (about 2 KB) nor what each deadline's details would say.
 */
export type UpcomingDeadlinesView = {
  labels: Pick<CalendarPageStrings, (typeof HOME_LABELS)[number]>;
  deadlines: DeadlineSummaryView[];
  href: string;
};

/** How far the page's list of coming deadlines reaches: this month and the two after it. */
const UPCOMING_MONTHS = 3;

/** The first and last day whose deadlines and holidays the page shows, for `today` and the grid's month. */
export function calendarPageRange(today: CivilDate, shown: YearMonth): { from: CivilDate; to: CivilDate } {
  const current = monthOf(today);
  const years = [shown.year, current.year, shiftMonth(current, UPCOMING_MONTHS - 1).year];
  // Whole years, so a notice about an incomplete year can name every holiday it holds.
  return { from: `${Math.min(...years)}-01-01`, to: `${Math.max(...years)}-12-31` };
}

export function calendarPageView(
  calendar: CalendarFacts,
  options: { lang: Lang; today: CivilDate; shown: YearMonth; siteUrl: string },
): CalendarPageView {
  const { lang, today, shown, siteUrl } = options;
  const labels = calendarPageStrings[lang];
  const current = monthOf(today);
  const last = shiftMonth(current, UPCOMING_MONTHS - 1);
  const upcoming = occurrences(calendar.rules, calendar.holidays, today, monthEnd(last.year, last.month)).map(
    (occurrence) => deadlineView(occurrence, calendar, lang, labels),
  );
  const monthStart = `${formatYearMonth(shown)}-01`;
  const inMonth = occurrences(calendar.rules, calendar.holidays, monthStart, monthEnd(shown.year, shown.month));
  const shownYears = [...new Set([current.year, last.year, shown.year])].sort();
  const neighbour = (by: number) => {
    const month = shiftMonth(shown, by);
    const distance = month.year * 12 + month.month - (current.year * 12 + current.month);
    if (Math.abs(distance) > MONTH_NAVIGATION_LIMIT) return null;
    return {
      href: `${calendarPath(lang, formatYearMonth(month))}#${CALENDAR_GRID_ID[lang]}`,
      label: formatCivil(`${formatYearMonth(month)}-01`, lang, 'monthYear'),
    };
  };
  return {
    lang,
    labels: pick(labels, PAGE_LABELS),
    notices: holidayNotices(shownYears, calendar.years, calendar.holidays, lang, labels),
    holidaySources: holidaySources(shownYears, calendar.years, lang, labels),
    rules: calendar.rules.map((rule) => ({
      slug: rule.slug,
      name: rule.name[lang],
      when: ruleInWords(rule, lang),
      workingDay: workingDayInWords(rule, lang),
      source: sourceView(rule.source, lang),
    })),
    upcoming: byMonth(upcoming, lang),
    grid: monthGrid(shown, inMonth, calendar, today, lang, labels),
    previous: neighbour(-1),
    next: neighbour(1),
    feed: {
      subscribe: calendarSubscribeUrl(siteUrl, lang),
      download: calendarFeedPath(lang),
      fileName: `newstax-${labels.title.toLowerCase().replace(/\s+/g, '-')}.ics`,
    },
  };
}

/** How many deadlines the home page shows, and how far ahead it looks for them. */
export const HOME_DEADLINES = 3;
/** Two months ahead, as its empty message says (noUpcomingHome); the calendar page looks three ahead. */
export const HOME_LOOKAHEAD_DAYS = 62;

export function homeDeadlinesRange(today: CivilDate): { from: CivilDate; to: CivilDate } {
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + HOME_LOOKAHEAD_DAYS * 86_400_000);
  return { from: today, to: end.toISOString().slice(0, 10) };
}

export function upcomingDeadlinesView(calendar: CalendarFacts, lang: Lang, today: CivilDate): UpcomingDeadlinesView {
  const labels = calendarPageStrings[lang];
  const { from, to } = homeDeadlinesRange(today);
  return {
    labels: pick(labels, HOME_LABELS),
    deadlines: occurrences(calendar.rules, calendar.holidays, from, to)
      .slice(0, HOME_DEADLINES)
      .map((occurrence) => pick(deadlineView(occurrence, calendar, lang, labels), HOME_DEADLINE_FIELDS)),
    href: calendarPath(lang),
  };
}
