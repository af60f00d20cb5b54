import { addDays, type CivilDate, civilTime, type Holiday, type HolidayKind } from '~/lib/calendar';
import type { CalendarFacts, CalendarRule, HolidayYear, Waiver } from '~/lib/calendar-view';
import { SOURCE_COLUMNS } from '~/lib/sources';
import type { NewsClient } from '~/lib/supabase.server';
import { RULE_WHEN_COLUMNS, toRuleWhen } from './calendar-rules.server';
import { toRegulationLink } from './regulations.server';
import { asRecord, expectRows, intOrNull, isString, shapeError, toSource } from './rows.server';

/**
 * The queries behind the tax calendar: its rules with their sources and waivers, the holidays of a date range,
 * and which years are complete.
 */

/**
 * The calendar's facts for a range of days. `holidays` reach a little before `from` and past `to`: those before
 * carry a deadline named for a day before the range into it, those after carry one named for its last days out of
 * it. `years` are those from `from` to `to` that have a record; a year missing there has no holidays entered.
 * `waivers` are every one recorded (a handful).
 */
export type CalendarData = CalendarFacts & {
  /** The latest change to any row read (ISO), or null when nothing was read. */
  lastModified: string | null;
};

// A waiver's edits move its rule's updated_at (a trigger), which dates the page.
const WAIVER_COLUMNS = `period,decree,waived_until,text_id,text_en,${SOURCE_COLUMNS}`;

const RULE_COLUMNS =
  `${RULE_WHEN_COLUMNS},taxes_id,taxes_en,position,${SOURCE_COLUMNS},updated_at,` +
  'regulation:regulations(slug,designation,title_id,title_en,regulation_status),' +
  'terms:calendar_rule_terms(position,entry:glossary_entries(slug,term_id,term_en,abbreviation)),' +
  `waivers:calendar_waivers(${WAIVER_COLUMNS})`;

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
      .select(`year,complete,decree,${SOURCE_COLUMNS},updated_at`)
      .gte('year', Number(from.slice(0, 4)))
      .lte('year', Number(to.slice(0, 4)))
      .order('year'),
  ]);
  const ruleRows = expectRows('getCalendar rules', rules.data as Record<string, unknown>[] | null, rules.error);
  const holidayRows = expectRows<Record<string, unknown>>('getCalendar holidays', holidays.data, holidays.error);
  const yearRows = expectRows<Record<string, unknown>>('getCalendar years', years.data, years.error);
  const waiverRows = ruleRows.flatMap((rule) =>
    (Array.isArray(rule.waivers) ? rule.waivers : []).map(
      (waiver: unknown): Record<string, unknown> => ({ ...asRecord(waiver), rule_slug: rule.slug }),
    ),
  );
  const stamps = [...ruleRows, ...holidayRows, ...yearRows].map((row) => {
    if (!isString(row.updated_at) || Number.isNaN(Date.parse(row.updated_at))) throw shapeError('getCalendar', row);
    return Date.parse(row.updated_at);
  });
  return {
    rules: ruleRows.map(toRule),
    holidays: holidayRows.map(toHoliday),
    years: yearRows.map(toYear),
    waivers: waiverRows.map(toWaiver),
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
    source: toSource('getCalendar rules', row),
  };
}

function toWaiver(row: Record<string, unknown>): Waiver {
  const [textId, textEn] = [row.text_id, row.text_en];
  if (
    !isString(row.rule_slug) ||
    !isString(row.period) ||
    !isString(row.decree) ||
    !isString(row.waived_until) ||
    civilTime(row.waived_until) === null ||
    !isString(textId) ||
    !isString(textEn)
  ) {
    throw shapeError('getCalendar waivers', row);
  }
  return {
    ruleSlug: row.rule_slug,
    period: row.period,
    decree: row.decree,
    waivedUntil: row.waived_until,
    text: { id: textId, en: textEn },
    source: toSource('getCalendar waivers', row),
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
  return {
    year: Number(row.year),
    complete: row.complete,
    decree: isString(row.decree) ? row.decree : null,
    source: toSource('getCalendar years', row),
  };
}
