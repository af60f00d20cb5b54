import { type Lang, langWhereOther } from '~/i18n/config';
import { fill } from '~/i18n/strings/calendar-pages';
import { type KursPageStrings, kursPageStrings } from '~/i18n/strings/kurs-pages';
import type { CivilDate } from './calendar';
import { formatDate } from './dates';
import { formatDecimal } from './decimal';
import {
  changeOf,
  convert,
  currencyOf,
  isInForce,
  type KursContext,
  type KursOnDate,
  type KursWeek,
  kmkText,
  kursWeekOf,
  rateOf,
  rateValue,
  type WeekSpan,
} from './kurs';
import { type KursPageRequest, withCurrencyChecked } from './kurs-params';
import { pick } from './pick';
import { KURS_API_PATH, KURS_CSV_PATH, KURS_PARAMS, kursFeedPath, kursHistoryPath, kursPath } from './urls';

/** The kurs pajak hub shaped for its page: every text filled and every number formatted on the server. */

const PAGE_LABELS = [
  'title',
  'intro',
  'kmk',
  'sourceNote',
  'valid',
  'source',
  'checked',
  'currency',
  'value',
  'change',
  'history',
  'lookup',
  'date',
  'show',
  'converter',
  'amount',
  'amountHint',
  'dateHint',
  'convert',
  'downloads',
  'csv',
  'feed',
  'api',
] as const satisfies readonly (keyof KursPageStrings)[];

export type KursPageLabels = Pick<KursPageStrings, (typeof PAGE_LABELS)[number]>;

export type KursRateRow = {
  code: string;
  name: string;
  /** "per 100 JPY" for a currency quoted per 100, else null. */
  per: string | null;
  value: string;
  /** "+68,00", "−38,23", "0,00"; null when the week before is not recorded. */
  change: string | null;
  /** Read to screen readers where change is null. */
  changeMissing: string;
  historyHref: string;
  historyLabel: string;
};

export type KursWeekView = {
  caption: string;
  /** The number, or the words that say it is not recorded. */
  kmk: string;
  from: { iso: CivilDate; label: string };
  to: { iso: CivilDate; label: string };
  /** The note's language is English (docs/kurs-pajak.md): `noteLang` marks it on an Indonesian page. */
  source: { url: string; name: string; note: string | null; noteLang: Lang | undefined };
  checked: { iso: CivilDate; label: string };
  changeNote: string;
  rows: KursRateRow[];
};

export type KursConversionView = { result: string; basis: string; rounding: string };

export type KursPageView = {
  lang: Lang;
  labels: KursPageLabels;
  /** The page's main statement: which week is shown and whether it is in force. */
  heading: string;
  /** Plain statements under it: a missing week, the recorded span, a later week. */
  notes: string[];
  /** Whether `notes` says that the week asked for is missing (shown as a warning). */
  missing: boolean;
  links: { href: string; label: string }[];
  week: KursWeekView | null;
  errors: string[];
  form: { date: string; amount: string; currency: string; currencies: { code: string; label: string }[] };
  conversion: KursConversionView | null;
  conversionMessage: string | null;
  downloads: { csv: string; feed: string; api: string };
  /** The forms' field names, in the page's language. */
  paramNames: (typeof KURS_PARAMS)[Lang];
};

const range = (span: WeekSpan, lang: Lang) => ({
  from: formatDate(span.validFrom, lang),
  to: formatDate(span.validTo, lang),
});

export function kursWeekView(
  week: KursWeek,
  previous: KursWeek | null,
  context: KursContext,
  lang: Lang,
): KursWeekView {
  const labels = kursPageStrings[lang];
  const changes = week.rates.map((rate) => changeOf(week, previous, rate.code));
  const known = changes.some((change) => change !== null);
  return {
    caption: fill(labels.caption, { ...range(week, lang), kmk: kmkText(week.kmk, labels) }),
    kmk: week.kmk ?? labels.kmkMissing,
    from: { iso: week.validFrom, label: formatDate(week.validFrom, lang) },
    to: { iso: week.validTo, label: formatDate(week.validTo, lang) },
    source: { url: week.sourceUrl, name: week.sourceName, note: week.sourceNote, noteLang: langWhereOther('en', lang) },
    checked: { iso: week.checkedOn, label: formatDate(week.checkedOn, lang) },
    changeNote: known && previous ? fill(labels.changeAgainst, range(previous, lang)) : labels.noPrevious,
    rows: week.rates.map((rate, index) => {
      const currency = currencyOf(context, rate.code);
      const change = changes[index] ?? null;
      return {
        code: rate.code,
        name: currency?.name[lang] ?? rate.code,
        per:
          currency && currency.unit !== 1
            ? fill(labels.perUnit, { unit: String(currency.unit), code: rate.code })
            : null,
        value: formatDecimal(rateValue(rate), lang),
        change: change ? formatDecimal(change, lang, { signed: true }) : null,
        changeMissing: labels.unknownChange,
        historyHref: kursHistoryPath(lang, rate.code),
        historyLabel: fill(labels.historyOf, { code: rate.code }),
      };
    }),
  };
}

type Statement = Pick<KursPageView, 'heading' | 'notes' | 'missing' | 'links'> & { shown: KursWeek | null };

/** Which week the page shows, and what it says about it: never an old week as this week's. */
function statement(found: KursOnDate, asked: CivilDate | null, today: CivilDate, lang: Lang): Statement {
  const labels = kursPageStrings[lang];
  const { week, context } = found;
  const target = asked ?? today;
  const coverage =
    context.first && context.last
      ? [
          fill(labels.coverage, {
            first: formatDate(context.first.validFrom, lang),
            last: formatDate(context.last.validTo, lang),
          }),
        ]
      : [];
  if (week && isInForce(week, target)) {
    const heading = asked
      ? fill(labels.askedFound, { date: formatDate(asked, lang), ...range(week, lang) })
      : fill(labels.thisWeek, range(week, lang));
    const links = asked ? [{ href: kursPath(lang), label: labels.backToThisWeek }] : [];
    return { heading, notes: [], missing: false, links, shown: week };
  }
  const links = [
    ...(context.first ? [{ href: kursPath(lang, { date: context.first.validFrom }), label: labels.showFirst }] : []),
    ...(context.last ? [{ href: kursPath(lang, { date: context.last.validFrom }), label: labels.showLast }] : []),
  ];
  if (asked) {
    const heading = fill(labels.askedMissing, { date: formatDate(asked, lang) });
    return { heading, notes: coverage, missing: true, links, shown: null };
  }
  const later =
    context.last && context.last.validFrom > today ? [fill(labels.laterWeek, range(context.last, lang))] : [];
  const heading = fill(labels.missingThisWeek, range(kursWeekOf(today), lang));
  if (!week) {
    return {
      heading,
      notes: [...later, ...(context.last ? coverage : [labels.noneRecorded])],
      missing: true,
      links,
      shown: null,
    };
  }
  return {
    heading,
    notes: [fill(labels.showingLatest, range(week, lang)), ...later],
    missing: true,
    links: links.filter((link) => link.label !== labels.showLast),
    shown: week,
  };
}

export function kursPageView(
  found: KursOnDate,
  request: KursPageRequest,
  { lang, today }: { lang: Lang; today: CivilDate },
): KursPageView {
  const labels = kursPageStrings[lang];
  const errors = withCurrencyChecked(request, found.context);
  const said = statement(found, errors.includes('invalidDate') ? null : request.date, today, lang);
  const target = request.date ?? today;
  const inForce = found.week && isInForce(found.week, target) ? found.week : null;
  let conversion: KursConversionView | null = null;
  let conversionMessage: string | null = null;
  const currency = request.currency ? currencyOf(found.context, request.currency) : null;
  if (request.converting && errors.length === 0) {
    const rate = inForce && currency ? rateOf(inForce, currency.code) : null;
    if (!request.amount) conversionMessage = labels.amountMissing;
    else if (!inForce || !currency || !rate) conversionMessage = labels.noRateToConvert;
    else {
      const rupiah = convert(request.amount, rate, currency.unit);
      const unit = String(currency.unit);
      conversion = {
        result: fill(labels.result, {
          amount: formatDecimal(request.amount, lang),
          code: currency.code,
          rupiah: formatDecimal(rupiah, lang),
        }),
        basis: fill(labels.resultBasis, {
          rate: formatDecimal(rateValue(rate), lang),
          unit,
          code: currency.code,
          kmk: kmkText(inForce.kmk, labels),
          ...range(inForce, lang),
        }),
        rounding: fill(labels.rounding, { unit }),
      };
    }
  }
  return {
    lang,
    labels: pick(labels, PAGE_LABELS),
    heading: said.heading,
    notes: said.notes,
    missing: said.missing,
    links: said.links,
    week: said.shown ? kursWeekView(said.shown, found.previous, found.context, lang) : null,
    errors: errors.map((error) => labels[error]),
    form: {
      ...request.typed,
      currency: currency?.code ?? 'USD',
      currencies: found.context.currencies.map((each) => ({
        code: each.code,
        label: `${each.code} – ${each.name[lang]}`,
      })),
    },
    conversion,
    conversionMessage,
    downloads: { csv: KURS_CSV_PATH, feed: kursFeedPath(lang), api: KURS_API_PATH },
    paramNames: KURS_PARAMS[lang],
  };
}
