import { addDays, type CivilDate, civilTime, type Holiday, type HolidayKind } from '~/lib/calendar';
import type { CalendarRule, HolidayYear } from '~/lib/calendar-view';
import type { NewsClient } from '~/lib/supabase.server';
import { RULE_WHEN_COLUMNS, toRuleWhen } from './calendar-rules.server';
import { toRegulationLink } from './regulations.server';
import { asRecord, expectRows, intOrNull, isString, shapeError } from './rows.server';

/** The queries behind the tax calendar: its rules, the holidays of a date range, and which years are complete. */

export type CalendarData = {
  rules: CalendarRule[];
  /**
   * The holidays from a little before `from` to a little past `to`: those before carry a deadline named for a
   * day before the range into it, those after carry one named for its last days out of it.
   */
  holidays: Holiday[];
  /** The years from `from` to `to` that have a record; a year missing here has no holidays entered. */
  years: HolidayYear[];
  /** The latest change to any row read (ISO), or null when nothing was read. */
  lastModified: string | null;
};

const RULE_COLUMNS =
  `${RULE_WHEN_COLUMNS},taxes_id,taxes_en,position,updated_at,` +
  'regulation:regulations(slug,designation,title_id,title_en,regulation_status),' +
  'terms:calendar_rule_terms(position,entry:glossary_entries(slug,term_id,term_en,abbreviation))';

/** No run of holidays and weekends is this long: holidays further from the range move none of its deadlines. */
const SHIFT_MARGIN_DAYS = 40;

/**
 * Everything the calendar needs for deadlines due from `from` to `to`: three small reads sent together, so a
 * page waits for one round trip. The rule table holds a handful of rows and a year a few dozen holidays.
 */
export async function getCalendar(db: NewsClient, from: CivilDate, to: CivilDate): Promise<CalendarData> {
  const [rules, holidays, years] = await Promise.all([
    db.from('calendar_rules').select(RULE_COLUMNS).order('position').order('id').limit(200),
    db
      .from('calendar_holidays')
      .select('holiday_on,kind,name_id,name_en,updated_at')
      .gte('holiday_on', addDays(from, -SHIFT_MARGIN_DAYS))
      .lte('holiday_on', addDays(to, SHIFT_MARGIN_DAYS))
      .order('holiday_on')
      .order('id')
      .limit(1000),
    db
      .from('calendar_holiday_years')
      .select('year,complete,decree,updated_at')
      .gte('year', Number(from.slice(0, 4)))
      .lte('year', Number(to.slice(0, 4)))
      .order('year'),
  ]);
  const ruleRows = expectRows('getCalendar rules', rules.data as Record<string, unknown>[] | null, rules.error);
  const holidayRows = expectRows<Record<string, unknown>>('getCalendar holidays', holidays.data, holidays.error);
  const yearRows = expectRows<Record<string, unknown>>('getCalendar years', years.data, years.error);
  const stamps = [...ruleRows, ...holidayRows, ...yearRows].map((row) => {
    if (!isString(row.updated_at) || Number.isNaN(Date.parse(row.updated_at))) throw shapeError('getCalendar', row);
    return Date.parse(row.updated_at);
  });
  return {
    rules: ruleRows.map(toRule),
    holidays: holidayRows.map(toHoliday),
    years: yearRows.map(toYear),
    lastModified: stamps.length > 0 ? new Date(Math.max(...stamps)).toISOString() : null,
  };
}

function toRule(row: Record<string, unknown>): CalendarRule {
  const rule = toRuleWhen('getCalendar rules', row);
  if (!isString(row.taxes_id) || !isString(row.taxes_en) || intOrNull(row.position) === null) {
    throw shapeError('getCalendar rules', row);
  }
  const terms = (Array.isArray(row.terms) ? row.terms : [])
    .map((link: unknown) => asRecord(link))
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((link) => {
      const entry = asRecord(link.entry);
      if (!isString(entry.slug) || !isString(entry.term_id) || !isString(entry.term_en)) {
        throw shapeError('getCalendar terms', link);
      }
      return {
        slug: entry.slug,
        term: { id: entry.term_id, en: entry.term_en },
        abbreviation: isString(entry.abbreviation) ? entry.abbreviation : null,
      };
    });
  return {
    ...rule,
    position: intOrNull(row.position) ?? 0,
    taxes: { id: row.taxes_id, en: row.taxes_en },
    regulation: row.regulation ? toRegulationLink('getCalendar rules', row.regulation) : null,
    terms,
  };
}

function toHoliday(row: Record<string, unknown>): Holiday {
  const kind = row.kind as HolidayKind;
  if (
    !isString(row.holiday_on) ||
    civilTime(row.holiday_on) === null ||
    (kind !== 'holiday' && kind !== 'collective_leave') ||
    !isString(row.name_id) ||
    !isString(row.name_en)
  ) {
    throw shapeError('getCalendar holidays', row);
  }
  return { date: row.holiday_on, kind, name: { id: row.name_id, en: row.name_en } };
}

function toYear(row: Record<string, unknown>): HolidayYear {
  if (intOrNull(row.year) === null || typeof row.complete !== 'boolean') throw shapeError('getCalendar years', row);
  return { year: Number(row.year), complete: row.complete, decree: isString(row.decree) ? row.decree : null };
}
