import type { Lang } from '~/i18n/config';
import { type CalendarPageStrings, fill } from '~/i18n/strings/calendar-pages';
import type { Holiday } from './calendar';
import { formatCivil, type HolidayYear, LOCALES } from './calendar-view';
import { type SourceView, sourceView } from './sources';

/**
 * What the calendar page says about each year's holiday list: that it is incomplete or missing, which decree a
 * complete one follows, and where each year's list comes from and when it was checked (docs/decisions/0048).
 */

/** A notice about one year's holidays, with the source of what is entered (null for a year with no record). */
export type HolidayNotice = { text: string; source: SourceView | null };

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
): HolidayNotice[] {
  const list = new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' });
  return shownYears.flatMap((year): HolidayNotice[] => {
    const record = years.find((each) => each.year === year);
    if (!record) return [{ text: fill(labels.holidaysMissing, { year: String(year) }), source: null }];
    if (record.complete) return [];
    const names = holidays
      .filter((holiday) => holiday.date.startsWith(`${year}-`))
      .map((holiday) => `${holiday.name[lang]} (${formatCivil(holiday.date, lang, 'full')})`);
    const text = fill(labels.holidaysIncomplete, { year: String(year), names: list.format(names) || '—' });
    return [{ text, source: sourceView(record.source, lang) }];
  });
}

/**
 * A sentence naming a decree: the decree apart, since it is Indonesian as written whatever the page's language;
 * and the source the year's list was checked against.
 */
export type HolidaySource = { before: string; decree: string; after: string; source: SourceView };

/**
 * Where each complete year's holidays come from, for the years the page shows: the decree as written (a complete
 * year without one says only that it is complete), and the source.
 */
export function holidaySources(
  shownYears: readonly number[],
  years: readonly HolidayYear[],
  lang: Lang,
  labels: CalendarPageStrings,
): HolidaySource[] {
  return shownYears.flatMap((year) => {
    const record = years.find((each) => each.year === year);
    if (!record?.complete) return [];
    const source = sourceView(record.source, lang);
    if (!record.decree)
      return [{ before: fill(labels.holidaysComplete, { year: String(year) }), decree: '', after: '', source }];
    const [before = '', after = ''] = fill(labels.holidaysSource, { year: String(year) }).split('{decree}');
    return [{ before, decree: record.decree, after, source }];
  });
}
