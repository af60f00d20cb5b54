import type { Lang } from '~/i18n/config';
import { addDays, type CivilDate, civilTime, weekday } from './calendar';
import { type Decimal, divideByPowerOfTen, multiply, parseDecimal, subtract, trimmed } from './decimal';

/**
 * Kurs pajak: the weekly tax exchange rates, as the pages, the API, the feed and the CSV share them. A week
 * runs from a Wednesday to the Tuesday after (Jakarta civil dates); values are exact decimals kept as strings.
 */

/** The API's parameters, in Indonesian whatever the reader's language (GET /kurs-pajak.json). */
export const KURS_API_PARAMS = { date: 'tanggal', currency: 'mata_uang' } as const;

export type KursCurrency = { code: string; name: Record<Lang, string>; unit: 1 | 100 };
/** Rupiah per `unit` of the currency, as published: "14228.00". */
export type KursRate = { code: string; value: string };
export type WeekSpan = { validFrom: CivilDate; validTo: CivilDate };
export type KursWeek = WeekSpan & {
  /** Null while no source names it; never inferred. */
  kmk: string | null;
  sourceUrl: string;
  sourceName: string;
  /** What else the check rests on, as the editor wrote it. */
  sourceNote: string | null;
  checkedOn: CivilDate;
  /** ISO timestamp. */
  enteredAt: string;
  rates: KursRate[];
};

/** What every answer carries beside its weeks: the currencies, the recorded span, the latest change. */
export type KursContext = {
  currencies: KursCurrency[];
  first: WeekSpan | null;
  last: WeekSpan | null;
  /** ISO timestamp of the latest change to any week, or null when none is recorded. */
  changedAt: string | null;
};

/** The week in force on a date, or the latest that started before it, and the week just before that one. */
export type KursOnDate = { week: KursWeek | null; previous: KursWeek | null; context: KursContext };

/** "KMK 56/KM.10/2020", or the words that say the number is not recorded. */
export function kmkText(kmk: string | null, labels: { kmkNamed: string; kmkUnnamed: string }): string {
  return kmk === null ? labels.kmkUnnamed : labels.kmkNamed.replace('{kmk}', kmk);
}

/** The week a KMK in force on `date` would cover: from the Wednesday on or before it to the Tuesday after. */
export function kursWeekOf(date: CivilDate): WeekSpan {
  const validFrom = addDays(date, -((weekday(date) + 7 - 3) % 7));
  return { validFrom, validTo: addDays(validFrom, 6) };
}

export function isInForce(week: WeekSpan, date: CivilDate): boolean {
  return week.validFrom <= date && date <= week.validTo;
}

/** The dates the site accepts: real YYYY-MM-DD days from 1900 to 2199. */
export function parseKursDate(value: string): CivilDate | null {
  return /^(19|2[01])\d\d-\d\d-\d\d$/.test(value) && civilTime(value) !== null ? value : null;
}

/** A currency code as a reader or client may write it (usd, USD); null when it cannot be one. */
export function normalizeCode(value: string): string | null {
  return /^[A-Za-z]{3}$/.test(value) ? value.toUpperCase() : null;
}

export function currencyOf(context: KursContext, code: string): KursCurrency | null {
  return context.currencies.find((currency) => currency.code === code) ?? null;
}

export function rateOf(week: KursWeek, code: string): KursRate | null {
  return week.rates.find((rate) => rate.code === code) ?? null;
}

/** The value as an exact decimal; the data module has checked every value's shape already. */
export function rateValue(rate: KursRate): Decimal {
  const value = parseDecimal(rate.value);
  if (!value) throw new RangeError(`not a rate: ${rate.value}`);
  return value;
}

/**
 * Each currency's change against the week before, exactly; null for every currency when the week before is
 * not recorded (a gap is never bridged to an older week).
 */
export function changeOf(week: KursWeek, previous: KursWeek | null, code: string): Decimal | null {
  if (!previous || previous.validTo !== addDays(week.validFrom, -1)) return null;
  const now = rateOf(week, code);
  const before = rateOf(previous, code);
  return now && before ? subtract(rateValue(now), rateValue(before)) : null;
}

/**
 * The rupiah value of `amount` units of a currency at `rate`, exactly: amount × value ÷ unit, with no rounding
 * at any step. An amount to the cent times a value to the cent has at most four decimals (six for the yen,
 * quoted per 100); trailing zeros are dropped down to two.
 */
export function convert(amount: Decimal, rate: KursRate, unit: 1 | 100): Decimal {
  const product = multiply(amount, rateValue(rate));
  return trimmed(unit === 100 ? divideByPowerOfTen(product, 2) : product);
}
