import type { Lang } from '~/i18n/config';

/**
 * The tax calendar's arithmetic, without a database: deadline rules expanded into dates, and the working-day
 * rule (a deadline on a Saturday, Sunday, national holiday or collective leave day moves to the next working
 * day, as often as it takes) for the rules whose legal basis says so: whether a rule moves is data on the rule
 * (annual returns do not, UU KUP Article 3(3)). Every date is a civil date in Jakarta, written YYYY-MM-DD; the
 * arithmetic runs on UTC midnights, which have no daylight saving and never see the server's time zone.
 */

export type CivilDate = string;

export type RuleKind = 'monthly_day' | 'monthly_end' | 'yearly_day' | 'yearly_month_end';
export const RULE_KINDS: readonly RuleKind[] = ['monthly_day', 'monthly_end', 'yearly_day', 'yearly_month_end'];

export type DeadlineRule = {
  slug: string;
  kind: RuleKind;
  day: number | null;
  month: number | null;
  monthsAfter: number | null;
  /** Whether a deadline on a non-working day moves to the next working day; false: it stays on that day. */
  movesToWorkingDay: boolean;
  position: number;
};

/**
 * Why a rule's deadline moves or stays, as the rule records it: the provision cited ("UU KUP Pasal 3 ayat 3"), null
 * while not recorded, and for a rule that stays, what that provision says as a clause ("batas SPT Tahunan tidak
 * bergeser").
 */
export type WorkingDayBasis = { basis: Record<Lang, string> | null; staysReason: Record<Lang, string> | null };

export type HolidayKind = 'holiday' | 'collective_leave';
export type Holiday = { date: CivilDate; kind: HolidayKind; name: Record<Lang, string> };

/**
 * One deadline: the rule, the tax period it is for, the date the rule names, and the day it is actually due (the
 * same date for a rule that does not move).
 */
export type Occurrence<R extends DeadlineRule = DeadlineRule> = {
  rule: R;
  /** The tax month (YYYY-MM) or tax year (YYYY). */
  period: string;
  nominal: CivilDate;
  due: CivilDate;
};

const DAY_MS = 86_400_000;
const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as UTC milliseconds, or null when it is not a real YYYY-MM-DD date (2026-02-30 is not). */
export function civilTime(date: string): number | null {
  const match = CIVIL_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  return toCivil(time) === date ? time : null;
}

function timeOf(date: CivilDate): number {
  const time = civilTime(date);
  if (time === null) throw new RangeError(`not a civil date: ${date}`);
  return time;
}

function toCivil(time: number): CivilDate {
  return new Date(time).toISOString().slice(0, 10);
}

export function civilDate(year: number, month: number, day: number): CivilDate {
  return toCivil(Date.UTC(year, month - 1, day));
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return toCivil(timeOf(date) + days * DAY_MS);
}

/** The last day of a month; `month` may run past 12 (month 14 of 2026 is February 2027). */
export function monthEnd(year: number, month: number): CivilDate {
  return toCivil(Date.UTC(year, month, 0));
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: CivilDate): number {
  return new Date(timeOf(date)).getUTCDay();
}

export function isWeekend(date: CivilDate): boolean {
  const day = weekday(date);
  return day === 0 || day === 6;
}

export function isWorkingDay(date: CivilDate, closed: ReadonlySet<CivilDate>): boolean {
  return !isWeekend(date) && !closed.has(date);
}

/** The first working day on or after `date`. */
export function nextWorkingDay(date: CivilDate, closed: ReadonlySet<CivilDate>): CivilDate {
  let day = date;
  while (!isWorkingDay(day, closed)) day = addDays(day, 1);
  return day;
}

/** The date a rule names for one period (a tax month for monthly rules, a tax year for yearly ones). */
export function nominalDate(rule: DeadlineRule, year: number, month = 1): CivilDate {
  switch (rule.kind) {
    case 'monthly_day':
      return civilDate(year, month + 1, rule.day ?? 1);
    case 'monthly_end':
      return monthEnd(year, month + 1);
    case 'yearly_day':
      return civilDate(year + 1, rule.month ?? 1, rule.day ?? 1);
    case 'yearly_month_end':
      return monthEnd(year + 1, rule.monthsAfter ?? 1);
  }
}

/**
 * Every deadline due between `from` and `to` (both included), by due date, then by the rules' order. A
 * deadline is listed by the day it is due, so one named for the last day of a range but moved past it belongs
 * to the next range.
 */
export function occurrences<R extends DeadlineRule>(
  rules: readonly R[],
  holidays: readonly Holiday[],
  from: CivilDate,
  to: CivilDate,
): Occurrence<R>[] {
  const closed = new Set(holidays.map((holiday) => holiday.date));
  const [fromYear, fromMonth] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const [toYear, toMonth] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  const found: Occurrence<R>[] = [];
  const keep = (rule: R, period: string, nominal: CivilDate) => {
    const due = rule.movesToWorkingDay ? nextWorkingDay(nominal, closed) : nominal;
    if (due >= from && due <= to) found.push({ rule, period, nominal, due });
  };
  for (const rule of rules) {
    if (rule.kind === 'monthly_day' || rule.kind === 'monthly_end') {
      // A deadline falls in the month after its tax month, and a shift carries it a few days further at most.
      for (let index = fromYear * 12 + fromMonth - 3; index <= toYear * 12 + toMonth - 1; index++) {
        const [year, month] = [Math.floor((index - 1) / 12), ((index - 1) % 12) + 1];
        keep(rule, `${year}-${String(month).padStart(2, '0')}`, nominalDate(rule, year, month));
      }
    } else {
      for (let year = fromYear - 2; year <= toYear; year++) keep(rule, String(year), nominalDate(rule, year));
    }
  }
  return found.sort(
    (a, b) =>
      a.due.localeCompare(b.due) ||
      a.nominal.localeCompare(b.nominal) ||
      a.rule.position - b.rule.position ||
      a.rule.slug.localeCompare(b.rule.slug),
  );
}

/** The days between a deadline's nominal date and its due date that kept it from falling earlier. */
export function skippedDays(occurrence: Occurrence): CivilDate[] {
  const days: CivilDate[] = [];
  for (let day = occurrence.nominal; day < occurrence.due; day = addDays(day, 1)) days.push(day);
  return days;
}

const jakartaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsInJakarta(now: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of jakartaParts.formatToParts(now)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Today in Jakarta, whatever the server's clock zone. */
export function jakartaToday(now: Date): CivilDate {
  const parts = partsInJakarta(now);
  return civilDate(parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1);
}

/**
 * Seconds until the next midnight in Jakarta: how long a page that lists "coming" deadlines may be kept before
 * one of them may have passed. At least 1.
 */
export function secondsUntilJakartaMidnight(now: Date): number {
  const parts = partsInJakarta(now);
  const elapsed = (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0);
  return Math.max(1, 86_400 - elapsed);
}

/**
 * Seconds until the next Wednesday 00:00 in Jakarta, when a new week of kurs pajak comes into force (a page
 * showing "this week's" rates must not outlive it). At least 1.
 */
export function secondsUntilJakartaWednesday(now: Date): number {
  const days = (3 - weekday(jakartaToday(now)) + 7) % 7 || 7;
  return secondsUntilJakartaMidnight(now) + (days - 1) * 86_400;
}

export type YearMonth = { year: number; month: number };

export function monthOf(date: CivilDate): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function formatYearMonth({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** How far from today the month grid goes, either way: enough to plan, too little for a crawler to wander. */
export const MONTH_NAVIGATION_LIMIT = 24;

/**
 * The month a `?bulan=` / `?month=` parameter asks for: YYYY-MM within MONTH_NAVIGATION_LIMIT months of the
 * current one. Undefined when the parameter is absent, null when it is malformed or out of range.
 */
export function parseMonthParam(value: string | null, current: YearMonth): YearMonth | null | undefined {
  if (value === null) return undefined;
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const wanted = { year: Number(match[1]), month: Number(match[2]) };
  if (wanted.month < 1 || wanted.month > 12) return null;
  const distance = wanted.year * 12 + wanted.month - (current.year * 12 + current.month);
  return Math.abs(distance) <= MONTH_NAVIGATION_LIMIT ? wanted : null;
}

/** The month as weeks from Monday to Sunday, with null for the days of the neighbouring months. */
export function monthWeeks({ year, month }: YearMonth): (CivilDate | null)[][] {
  const first = civilDate(year, month, 1);
  const last = monthEnd(year, month);
  const weeks: (CivilDate | null)[][] = [];
  let week: (CivilDate | null)[] = Array.from({ length: (weekday(first) + 6) % 7 }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}
