import type { Lang } from '~/i18n/config';
import type { CivilDate } from './calendar';
import { type Decimal, formatDecimal, parseAmount } from './decimal';
import { type KursContext, normalizeCode, parseKursDate } from './kurs';
import { KURS_PARAMS, type KursQuery } from './urls';

/**
 * What a kurs pajak page was asked, read from its GET parameters in the page's language (?tanggal= / ?date=,
 * ?jumlah= / ?amount=, ?mata_uang= / ?currency=). An empty field means "not given" (the forms send every
 * field); anything malformed, or a field sent twice, is an error the page names instead of guessing.
 */

export type KursInputError = 'repeated' | 'invalidDate' | 'invalidAmount' | 'invalidCurrency';

export type KursPageRequest = {
  /** The date asked for, or null for today. */
  date: CivilDate | null;
  /** Whether the converter was submitted (its amount field was sent). */
  converting: boolean;
  amount: Decimal | null;
  currency: string | null;
  /** The fields as the reader typed them, to fill the forms again. */
  typed: { date: string; amount: string; currency: string };
  errors: KursInputError[];
};

export function readKursPageRequest(params: URLSearchParams, lang: Lang): KursPageRequest {
  const names = KURS_PARAMS[lang];
  const errors = new Set<KursInputError>();
  const one = (name: string): string | null => {
    const values = params.getAll(name);
    if (values.length > 1) errors.add('repeated');
    return values[0] ?? null;
  };
  const typed = { date: one(names.date) ?? '', amount: one(names.amount) ?? '', currency: one(names.currency) ?? '' };
  const date = typed.date.trim() === '' ? null : parseKursDate(typed.date.trim());
  if (typed.date.trim() !== '' && date === null) errors.add('invalidDate');
  const amount = typed.amount.trim() === '' ? null : parseAmount(typed.amount, lang);
  if (typed.amount.trim() !== '' && amount === null) errors.add('invalidAmount');
  const currency = typed.currency.trim() === '' ? null : normalizeCode(typed.currency.trim());
  if (typed.currency.trim() !== '' && currency === null) errors.add('invalidCurrency');
  return {
    date,
    converting: params.has(names.amount),
    amount,
    currency,
    typed,
    errors: [...errors],
  };
}

/** The request's errors once the database has said which currencies exist. */
export function withCurrencyChecked(request: KursPageRequest, context: KursContext): KursInputError[] {
  const known = request.currency === null || context.currencies.some((each) => each.code === request.currency);
  return known || request.errors.includes('invalidCurrency') ? request.errors : [...request.errors, 'invalidCurrency'];
}

/** The same question in `lang`'s parameters, for the language switch: an amount is rewritten in its notation. */
export function kursQueryIn(request: KursPageRequest, lang: Lang): KursQuery {
  return {
    date: request.date ?? undefined,
    amount: request.amount ? formatDecimal(request.amount, lang) : undefined,
    currency: request.currency ?? undefined,
  };
}
