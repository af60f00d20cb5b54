import { currencyOf, type KursContext, type KursWeek } from './kurs';

/**
 * The whole history as CSV (RFC 4180): one line per week and currency, oldest week first, currencies in the
 * KMK's order; values exactly as published, with a point for decimals whatever the reader's language.
 */

export const KURS_CSV_COLUMNS = ['valid_from', 'valid_to', 'kmk', 'code', 'unit', 'value', 'source_url', 'checked_on'];

/** A field quoted when it holds a comma, a quote or a line break, its quotes doubled. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** `weeks` in any order; the file lists them oldest first. */
export function kursCsv(weeks: KursWeek[], context: KursContext): string {
  const lines = [KURS_CSV_COLUMNS.join(',')];
  for (const week of [...weeks].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1))) {
    for (const rate of week.rates) {
      const unit = String(currencyOf(context, rate.code)?.unit ?? 1);
      const values = [
        week.validFrom,
        week.validTo,
        week.kmk ?? '',
        rate.code,
        unit,
        rate.value,
        week.sourceUrl,
        week.checkedOn,
      ];
      lines.push(values.map(field).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
