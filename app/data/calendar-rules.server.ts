import { RULE_KINDS, type RuleKind } from '~/lib/calendar';
import type { SetDeadline } from '~/lib/deadline-rules';
import { asRecord, intOrNull, isString, shapeError } from './rows.server';

/** What every reading of a calendar rule selects: its name and where it puts its date. */
export const RULE_WHEN_COLUMNS = 'slug,kind,day,month,months_after,name_id,name_en';

/** A calendar rule's name and where it puts its date, checked; the calendar and a regulation's page read these. */
export function toRuleWhen(operation: string, value: unknown): SetDeadline {
  const row = asRecord(value);
  const kind = row.kind as RuleKind;
  if (!isString(row.slug) || !RULE_KINDS.includes(kind) || !isString(row.name_id) || !isString(row.name_en)) {
    throw shapeError(operation, row);
  }
  return {
    slug: row.slug,
    kind,
    day: intOrNull(row.day),
    month: intOrNull(row.month),
    monthsAfter: intOrNull(row.months_after),
    name: { id: row.name_id, en: row.name_en },
  };
}
