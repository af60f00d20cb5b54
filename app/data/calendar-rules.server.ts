import { RULE_KINDS, type RuleKind, type WorkingDayBasis } from '~/lib/calendar';
import type { SetDeadline } from '~/lib/deadline-rules';
import { asRecord, intOrNull, isString, shapeError, textOrNull } from './rows.server';

/**
 * What every reading of a calendar rule selects: its name, where it puts its date, and whether that date moves to
 * the next working day, on which basis.
 */
export const RULE_WHEN_COLUMNS =
  'slug,kind,day,month,months_after,name_id,name_en,moves_to_working_day,' +
  'working_day_basis_id,working_day_basis_en,stays_reason_id,stays_reason_en';

/** A text the table keeps in both languages or in neither (its checks say so). */
function pair(row: Record<string, unknown>, column: string): Record<'id' | 'en', string> | null {
  const [id, en] = [textOrNull(row[`${column}_id`]), textOrNull(row[`${column}_en`])];
  return id !== null && en !== null ? { id, en } : null;
}

/** A calendar rule's name and where it puts its date, checked; the calendar and a regulation's page read these. */
export function toRuleWhen(operation: string, value: unknown): SetDeadline {
  const row = asRecord(value);
  const kind = row.kind as RuleKind;
  if (
    !isString(row.slug) ||
    !RULE_KINDS.includes(kind) ||
    !isString(row.name_id) ||
    !isString(row.name_en) ||
    typeof row.moves_to_working_day !== 'boolean'
  ) {
    throw shapeError(operation, row);
  }
  const workingDay: WorkingDayBasis = {
    basis: pair(row, 'working_day_basis'),
    staysReason: row.moves_to_working_day ? null : pair(row, 'stays_reason'),
  };
  return {
    slug: row.slug,
    kind,
    day: intOrNull(row.day),
    month: intOrNull(row.month),
    monthsAfter: intOrNull(row.months_after),
    movesToWorkingDay: row.moves_to_working_day,
    name: { id: row.name_id, en: row.name_en },
    workingDay,
  };
}
