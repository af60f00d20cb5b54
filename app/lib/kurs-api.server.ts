import type { CivilDate } from './calendar';
import { answerConditionally, entityTag } from './conditional-requests';
import { toPlain } from './decimal';
import { jsonResponse } from './http.server';
import { htmlSafeJson } from './json';
import {
  changeOf,
  currencyOf,
  isInForce,
  KURS_API_PARAMS,
  type KursOnDate,
  kursWeekOf,
  normalizeCode,
  parseKursDate,
} from './kurs';
import { CACHE_POLICIES, cacheControl, untilNextKursWeek } from './response-policy';
import { searchError } from './search-api.server';
import { kursPath } from './urls';

/**
 * GET /kurs-pajak.json (docs/kurs-pajak.md): the week in force on ?tanggal= (today in Jakarta without it), all
 * its rates or the one named by ?mata_uang=. Values are strings with two decimals, exactly as published. Errors
 * share the /search API's JSON shape; the route and the edge answer the other methods as /search's do.
 */

export type KursApiRate = {
  code: string;
  nameId: string;
  nameEn: string;
  unit: 1 | 100;
  value: string;
  change: string | null;
};

export type KursApiResponse = {
  date: CivilDate;
  kmk: string | null;
  validFrom: CivilDate;
  validTo: CivilDate;
  source: { url: string; name: string; note: string | null };
  checkedOn: CivilDate;
  rates: KursApiRate[];
  url: string;
};

export type KursApiQuery = { date: CivilDate | null; currency: string | null };

/** The query, or the 400 that answers it. The currency's existence is checked once the week is read. */
export function parseKursApiQuery(params: URLSearchParams): KursApiQuery | Response {
  for (const name of Object.values(KURS_API_PARAMS)) {
    if (params.getAll(name).length > 1) {
      return searchError(400, 'repeated_parameter', `The parameter "${name}" may appear only once.`);
    }
  }
  const rawDate = params.get(KURS_API_PARAMS.date);
  const date = rawDate === null ? null : parseKursDate(rawDate);
  if (rawDate !== null && date === null) {
    return searchError(400, 'invalid_date', 'tanggal must be a date written YYYY-MM-DD, from 1900 to 2199.');
  }
  const rawCurrency = params.get(KURS_API_PARAMS.currency);
  const currency = rawCurrency === null ? null : normalizeCode(rawCurrency);
  if (rawCurrency !== null && currency === null) return unknownCurrency();
  return { date, currency };
}

function unknownCurrency(): Response {
  return searchError(400, 'unknown_currency', 'mata_uang must be the ISO code of one of the 25 currencies of the KMK.');
}

/** The answer for the week read from the database: 200, or 400 for an unknown currency, or 404 for no week. */
export async function kursApiAnswer(
  request: Request,
  query: KursApiQuery,
  found: KursOnDate,
  { today, now }: { today: CivilDate; now: Date },
): Promise<Response> {
  const { week, previous, context } = found;
  const currency = query.currency ? currencyOf(context, query.currency) : null;
  if (query.currency && !currency) return unknownCurrency();
  const date = query.date ?? today;
  if (!week || !isInForce(week, date)) {
    const span = kursWeekOf(date);
    const latest = context.last
      ? ` The latest week recorded runs from ${context.last.validFrom} to ${context.last.validTo}.`
      : '';
    return searchError(
      404,
      'no_week',
      `No tax exchange rates are recorded for ${date} (the week of ${span.validFrom} to ${span.validTo}).${latest}`,
    );
  }
  const rates = week.rates
    .filter((rate) => !currency || rate.code === currency.code)
    .map((rate) => {
      const each = currencyOf(context, rate.code);
      const change = changeOf(week, previous, rate.code);
      return {
        code: rate.code,
        nameId: each?.name.id ?? rate.code,
        nameEn: each?.name.en ?? rate.code,
        unit: each?.unit ?? 1,
        value: rate.value,
        change: change ? toPlain(change) : null,
      };
    });
  const body: KursApiResponse = {
    date,
    kmk: week.kmk,
    validFrom: week.validFrom,
    validTo: week.validTo,
    source: { url: week.sourceUrl, name: week.sourceName, note: week.sourceNote },
    checkedOn: week.checkedOn,
    rates,
    url: kursPath('id', { date }),
  };
  // Without a date the answer also changes when a week starts (Wednesday 00:00 in Jakarta, UTC+7 all year).
  const changed = Math.max(
    context.changedAt ? Date.parse(context.changedAt) : 0,
    query.date ? 0 : Date.parse(`${week.validFrom}T00:00:00+07:00`),
  );
  const response = jsonResponse(body, 200, {
    'Cache-Control': cacheControl(untilNextKursWeek(CACHE_POLICIES.kurs, now)),
    ETag: await entityTag(htmlSafeJson(body)),
    'Last-Modified': new Date(Math.floor(changed / 1000) * 1000).toUTCString(),
  });
  return answerConditionally(request, response);
}
