import ical, { ICalAlarmType, escape as icalText } from 'ical-generator';
import type { Lang } from '~/i18n/config';
import { calendarPageStrings, fill } from '~/i18n/strings/calendar-pages';
import { addDays, type CivilDate, formatYearMonth, monthEnd, monthOf, occurrences, shiftMonth } from './calendar';
import { type CalendarFacts, formatCivil, periodLabel, provisionalNote, staysNote, waiverViews } from './calendar-view';
import { SITE_NAME } from './site';
import { sourceText } from './sources';
import { absoluteUrl, calendarPath } from './urls';

/**
 * The calendar as iCalendar (RFC 5545), built with ical-generator: one all-day event per deadline on the day it
 * is due, with a reminder three days before. A deadline its rule keeps on a weekend or holiday is on that day, and
 * its description says so and why, as the page does; a waiver follows with its source. No time zone is set on
 * purpose: all-day dates are then written from the UTC midnights the civil dates stand for, never through the
 * server's zone.
 */

/** From the first day of last month to the last day of the month a year from now. */
export function feedRange(today: CivilDate): { from: CivilDate; to: CivilDate } {
  const current = monthOf(today);
  const ahead = shiftMonth(current, 12);
  return { from: `${formatYearMonth(shiftMonth(current, -1))}-01`, to: monthEnd(ahead.year, ahead.month) };
}

/**
 * The same deadline keeps its UID across fetches and deploys: rule, period and language, never a position or
 * a time. A rule's slug is part of it, so renaming a slug replaces its events in subscribers' calendars.
 */
export function eventUid(slug: string, period: string, lang: Lang): string {
  return `${slug}.${period}.${lang}@${SITE_NAME}`;
}

const REMINDER_SECONDS = 3 * 86_400;

/**
 * An editor's text as an iCalendar TEXT value may hold it: RFC 5545 (3.3.11) allows no control character but tab
 * and the line breaks ical-generator escapes. A run of others, such as the vertical tab a word processor's line
 * break pastes, separates words: it becomes one space.
 */
function feedText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  return text.replace(/ *[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+ */g, ' ').trim();
}

export function calendarFeed(
  calendar: CalendarFacts,
  options: { lang: Lang; siteUrl: string; from: CivilDate; to: CivilDate; stamp: Date },
): string {
  const { lang, siteUrl, from, to, stamp } = options;
  const labels = calendarPageStrings[lang];
  // ical-generator writes the calendar's name and description (NAME, X-WR-CALNAME, X-WR-CALDESC) as given,
  // unescaped, though it escapes an event's: a comma there would split the value (RFC 5545 3.3.11).
  const feed = ical({
    name: icalText(`${SITE_NAME}: ${labels.title}`, false),
    description: icalText(labels.feedDescription, false),
    prodId: { company: SITE_NAME, product: 'tax-calendar', language: lang.toUpperCase() },
    url: absoluteUrl(siteUrl, calendarPath(lang)),
    ttl: 6 * 3600,
  });
  for (const occurrence of occurrences(calendar.rules, calendar.holidays, from, to)) {
    const { rule, period, nominal, due } = occurrence;
    const page = absoluteUrl(siteUrl, calendarPath(lang, due.slice(0, 7)));
    const name = feedText(rule.name[lang]);
    const lines = [fill(labels.eventDescription, { name, period: periodLabel(period, lang, labels) })];
    if (nominal !== due) lines.push(fill(labels.eventMoved, { date: formatCivil(nominal, lang, 'full') }));
    const stays = staysNote(occurrence, calendar.holidays, lang, labels);
    if (stays)
      lines.push(fill(labels.eventStays, { date: formatCivil(due, lang, 'full'), note: feedText(stays.stays) }));
    for (const waiver of waiverViews(occurrence, calendar.waivers, lang, labels)) {
      lines.push(`${waiver.label}: ${feedText(waiver.text)}`, feedText(sourceText(waiver.source)));
    }
    const provisional = provisionalNote(occurrence, calendar.years, labels);
    if (provisional) lines.push(provisional);
    lines.push(`${labels.taxes}: ${feedText(rule.taxes[lang])}`, fill(labels.eventDetails, { url: page }));
    feed.createEvent({
      id: eventUid(rule.slug, period, lang),
      allDay: true,
      start: new Date(`${due}T00:00:00Z`),
      end: new Date(`${addDays(due, 1)}T00:00:00Z`),
      stamp,
      summary: `${name} (${periodLabel(period, lang, labels)})`,
      description: lines.join('\n'),
      url: page,
      alarms: [
        {
          type: ICalAlarmType.display,
          trigger: REMINDER_SECONDS,
          description: fill(labels.reminder, { name }),
        },
      ],
    });
  }
  // The last line ends in CRLF like every other (RFC 5545 3.1); the library leaves it bare.
  const text = feed.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
