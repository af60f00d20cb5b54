// The kurs pajak importer's reading of a week file (docs/kurs-pajak.md): header lines `# key: value`, then
// `code,value` and one line per currency. Everything the database would refuse is refused here first, with the
// line it is on, so an editor fixes the file rather than reading a constraint name. The database checks again.

/** The 25 currencies of the KMK, in its order (the migration's kurs_currencies; tests/db keeps them equal). */
export const KURS_CODES = [
  'USD',
  'AUD',
  'CAD',
  'DKK',
  'HKD',
  'MYR',
  'NZD',
  'NOK',
  'GBP',
  'SGD',
  'SEK',
  'CHF',
  'JPY',
  'MMK',
  'INR',
  'KWD',
  'PKR',
  'PHP',
  'SAR',
  'LKR',
  'THB',
  'BND',
  'EUR',
  'CNY',
  'KRW',
] as const;

export type KursFileWeek = {
  file: string;
  /** null: no source at hand names it (the file says `kmk: -`). */
  kmk: string | null;
  validFrom: string;
  validTo: string;
  source: string;
  sourceName: string;
  sourceNote: string | null;
  checked: string;
  /** In the KMK's order, each value with two decimals. */
  rates: { code: string; value: string }[];
  /** The line each header field came from (0: an option), to name it when the database refuses the week. */
  lines: Partial<Record<HeaderKey, number>>;
};

export const HEADER_KEYS = [
  'kmk',
  'valid_from',
  'valid_to',
  'source',
  'source_name',
  'source_note',
  'checked',
] as const;
export type HeaderKey = (typeof HEADER_KEYS)[number];

/** A file the importer refuses: the message names the file and, where it can, the line. */
export class KursFileError extends Error {
  readonly line: number;
  constructor(file: string, line: number, message: string) {
    super(line > 0 ? `${file}, line ${line}: ${message}` : `${file}: ${message}`);
    this.line = line;
  }
}

const DAY = 86_400_000;
const dateTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(dateTime(value) || Number.NaN).toISOString().slice(0, 10) === value;
const KMK = /^[1-9][0-9]*(\/[A-Z0-9]+(\.[A-Z0-9]+)*)+\/[0-9]{4}$/;

/**
 * Reads and checks one file. `options` are the same fields given on the command line; a field given both ways
 * must agree. `today` is the date in Jakarta, after which no week can have been checked.
 */
export function readKursFile(
  file: string,
  text: string,
  options: Partial<Record<HeaderKey, string>>,
  today: string,
): KursFileWeek {
  const fail = (line: number, message: string): never => {
    throw new KursFileError(file, line, message);
  };
  const header: Partial<Record<HeaderKey, string>> = {};
  const lines: Partial<Record<HeaderKey, number>> = {};
  const rates = new Map<string, { value: string; line: number }>();
  let columns = false;
  const all = text.split(/\r?\n/);
  const end = all.length - (all.at(-1) === '' ? 1 : 0);
  all.forEach((raw, index) => {
    const number = index + 1;
    const line = raw.trim();
    if (line === '') return;
    if (line.startsWith('#')) {
      if (columns) fail(number, 'header lines come before the "code,value" line');
      const match = /^#\s*([a-z_]+)\s*:\s*(.*)$/.exec(line);
      const key = match?.[1] as HeaderKey | undefined;
      if (!match || !key || !HEADER_KEYS.includes(key)) {
        fail(number, `not a header this importer knows; write "# key: value" with one of ${HEADER_KEYS.join(', ')}`);
      }
      if (key && key in header) fail(number, `"${key}" is given twice`);
      if (key) {
        header[key] = match?.[2] ?? '';
        lines[key] = number;
      }
      return;
    }
    if (!columns) {
      if (line.toLowerCase().replace(/\s/g, '') !== 'code,value') fail(number, 'expected the column line "code,value"');
      columns = true;
      return;
    }
    const cells = line.split(',').map((cell) => cell.trim());
    if (cells.length !== 2) {
      fail(
        number,
        'a rate line is "CODE,VALUE", two fields; write a value with a point for decimals and no thousands mark (14228.00, not 14.228,00)',
      );
    }
    const [code = '', value = ''] = cells;
    if (!(KURS_CODES as readonly string[]).includes(code)) {
      fail(number, `"${code}" is not one of the 25 currencies of the KMK (${KURS_CODES.join(' ')})`);
    }
    if (rates.has(code)) fail(number, `${code} is given twice (first on line ${rates.get(code)?.line})`);
    const decimal = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
    if (!decimal) {
      fail(
        number,
        `${code}: "${value}" is not a number written with a point for decimals and at most two of them (14228.00, not 14.228,00)`,
      );
    }
    const whole = (decimal?.[1] ?? '').replace(/^0+(?=\d)/, '');
    const value2 = `${whole}.${(decimal?.[2] ?? '').padEnd(2, '0')}`;
    if (/^0\.00$/.test(value2)) fail(number, `${code}: a rate is more than zero`);
    rates.set(code, { value: value2, line: number });
  });
  if (!columns) fail(end, 'no "code,value" line and no rates');
  const missing = KURS_CODES.filter((code) => !rates.has(code));
  if (missing.length > 0) {
    fail(
      end,
      `the file ends with ${rates.size} of the 25 currencies; a week is all of them or nothing (missing ${missing.join(', ')})`,
    );
  }

  const field = (key: HeaderKey, optional = false): string | null => {
    const fromFile = header[key]?.trim();
    const fromOption = options[key]?.trim();
    if (fromFile !== undefined && fromOption !== undefined && fromFile !== fromOption) {
      fail(lines[key] ?? 0, `"${key}" is ${fromFile} here but ${fromOption} on the command line`);
    }
    const value = fromFile ?? fromOption;
    if ((value === undefined || value === '') && !optional)
      fail(0, `"${key}" is missing: give it as "# ${key}: …" or as an option`);
    return value === undefined || value === '' ? null : value;
  };
  const at = (key: HeaderKey) => lines[key] ?? 0;

  const kmkText = field('kmk') ?? '';
  const kmk = kmkText === '-' ? null : kmkText;
  const validFrom = field('valid_from') ?? '';
  if (!isDate(validFrom)) fail(at('valid_from'), `valid_from "${validFrom}" is not a date written YYYY-MM-DD`);
  if (new Date(dateTime(validFrom)).getUTCDay() !== 3)
    fail(at('valid_from'), `valid_from ${validFrom} is not a Wednesday`);
  const validTo = field('valid_to', true) ?? new Date(dateTime(validFrom) + 6 * DAY).toISOString().slice(0, 10);
  if (!isDate(validTo)) fail(at('valid_to'), `valid_to "${validTo}" is not a date written YYYY-MM-DD`);
  const days = (dateTime(validTo) - dateTime(validFrom)) / DAY + 1;
  if (![7, 14, 21, 28].includes(days)) {
    fail(
      at('valid_to'),
      `from ${validFrom} to ${validTo} is ${days} days; a period is 7 days (14 or more around Idulfitri), Wednesday to Tuesday`,
    );
  }
  if (kmk !== null) {
    if (!KMK.test(kmk))
      fail(
        at('kmk'),
        `kmk "${kmk}" is not a KMK number as published (56/KM.10/2020, 31/MK/EF.2/2025); write "-" if no source names it`,
      );
    const year = Number(kmk.slice(-4));
    const from = Number(validFrom.slice(0, 4));
    if (year !== from && year !== from - 1) fail(at('kmk'), `kmk ${kmk} is of ${year}, but the week starts in ${from}`);
  }
  const source = field('source') ?? '';
  if (!/^https:\/\/[^/?#\s]+\S*$/.test(source)) fail(at('source'), `source "${source}" is not an https address`);
  const sourceName = field('source_name') ?? '';
  const checked = field('checked') ?? '';
  if (!isDate(checked)) fail(at('checked'), `checked "${checked}" is not a date written YYYY-MM-DD`);
  if (checked > today) fail(at('checked'), `checked ${checked} is after today (${today})`);
  if (dateTime(checked) < dateTime(validFrom) - 14 * DAY)
    fail(at('checked'), `checked ${checked} is before the week was published`);
  return {
    file,
    kmk,
    validFrom,
    validTo,
    source,
    sourceName,
    sourceNote: field('source_note', true),
    checked,
    rates: KURS_CODES.map((code) => ({ code, value: rates.get(code)?.value ?? '' })),
    lines,
  };
}
