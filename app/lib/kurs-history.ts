import type { Lang } from '~/i18n/config';
import { fill } from '~/i18n/strings/calendar-pages';
import { type KursPageStrings, kursPageStrings } from '~/i18n/strings/kurs-pages';
import { addDays, type CivilDate } from './calendar';
import { formatDate } from './dates';
import { formatDecimal, parseDecimal, subtract } from './decimal';
import { currencyOf, type KursContext } from './kurs';
import { type ChartWeek, type KursChartView, kursChart } from './kurs-chart';
import { pick } from './pick';
import { KURS_CSV_PATH, KURS_PARAMS, kursHistoryPath, kursPath } from './urls';

/** One currency's history shaped for its page: the chart of every week, and the table of one year. */

export type HistoryWeek = ChartWeek & { kmk: string | null };

const LABELS = [
  'title',
  'valid',
  'kmk',
  'value',
  'change',
  'years',
  'otherCurrencies',
  'csv',
] as const satisfies readonly (keyof KursPageStrings)[];

export type KursHistoryView = {
  lang: Lang;
  labels: Pick<KursPageStrings, (typeof LABELS)[number]>;
  title: string;
  description: string;
  code: string;
  per: string | null;
  chart: KursChartView | null;
  years: { year: number; href: string; current: boolean }[];
  caption: string;
  rows: {
    from: { iso: CivilDate; label: string };
    to: { iso: CivilDate; label: string };
    kmk: string;
    value: string;
    change: string | null;
  }[];
  empty: string | null;
  others: { code: string; href: string; current: boolean }[];
  hub: string;
  csv: string;
};

/**
 * The table's year as the page's parameter asks for it (?tahun= / ?year=): undefined without one, null when it
 * is repeated or not a year from 1900 to 2199.
 */
export function parseYearParam(params: URLSearchParams, lang: Lang): number | null | undefined {
  const values = params.getAll(KURS_PARAMS[lang].year);
  if (values.length === 0) return undefined;
  const [value] = values;
  return values.length === 1 && value && /^(19|2[01])\d\d$/.test(value) ? Number(value) : null;
}

export function kursHistoryView(
  code: string,
  weeks: HistoryWeek[],
  context: KursContext,
  { lang, year }: { lang: Lang; year: number | undefined },
): KursHistoryView {
  const labels = kursPageStrings[lang];
  const currency = currencyOf(context, code);
  const name = currency?.name[lang] ?? code;
  const years = [...new Set(weeks.map((week) => Number(week.validFrom.slice(0, 4))))];
  const shown = year ?? years.at(-1) ?? null;
  const rows = weeks.flatMap((week, index) => {
    if (Number(week.validFrom.slice(0, 4)) !== shown) return [];
    const before = weeks[index - 1];
    const value = parseDecimal(week.value);
    const previous = before && addDays(before.validTo, 1) === week.validFrom ? parseDecimal(before.value) : null;
    const change = value && previous ? formatDecimal(subtract(value, previous), lang, { signed: true }) : null;
    return [
      {
        from: { iso: week.validFrom, label: formatDate(week.validFrom, lang) },
        to: { iso: week.validTo, label: formatDate(week.validTo, lang) },
        kmk: week.kmk ?? labels.kmkMissing,
        value: value ? formatDecimal(value, lang) : week.value,
        change,
      },
    ];
  });
  const empty =
    weeks.length === 0
      ? fill(labels.noWeeks, { code })
      : rows.length === 0
        ? fill(labels.noWeeksInYear, { year: String(shown) })
        : null;
  return {
    lang,
    labels: pick(labels, LABELS),
    title: fill(labels.historyTitle, { name, code }),
    description: fill(labels.historyDescription, { name, code }),
    code,
    per: currency && currency.unit !== 1 ? fill(labels.perUnit, { unit: String(currency.unit), code }) : null,
    chart: kursChart(code, weeks, lang),
    years: years.map((each) => ({
      year: each,
      href: each === years.at(-1) ? kursHistoryPath(lang, code) : kursHistoryPath(lang, code, each),
      current: each === shown,
    })),
    caption: fill(labels.yearCaption, { code, year: String(shown ?? '') }),
    rows: rows.reverse(),
    empty,
    others: context.currencies.map((each) => ({
      code: each.code,
      href: kursHistoryPath(lang, each.code),
      current: each.code === code,
    })),
    hub: kursPath(lang),
    csv: KURS_CSV_PATH,
  };
}
