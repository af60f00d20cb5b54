// Shared by the kurs pajak loader tests: a frozen clock in a known week, the pages and files requested by
// language, and the test weeks they insert (tests/support/kurs.ts).
import { loader as pageLoader } from '~/routes/$lang.kurs-pajak._index';
import { loader as historyLoader } from '~/routes/$lang.kurs-pajak.$currency';
import { loader as feedLoader } from '~/routes/$lang.kurs-pajak.feed[.]xml';
import { loader as csvLoader } from '~/routes/kurs-pajak[.]csv';
import { loader as apiLoader } from '~/routes/kurs-pajak[.]json';
import { sql } from '../../setup/db.ts';
import { loaderContext } from '../../setup/loader-context.ts';
import { runLoader } from '../../setup/run-loader.ts';
import { TEST_SITE_URL } from '../../setup/site-url.ts';
import { freezeClockAt } from './calendar.ts';

export const SEGMENT = { id: 'kurs-pajak', en: 'tax-exchange-rates' } as const;

/** Thursday 3 December 2026, 10:00 in Jakarta: the week of Wednesday 2 to Tuesday 8 December. */
export const NOW = '2026-12-03T03:00:00Z';
export const THIS_WEEK = { from: '2026-12-02', to: '2026-12-08' };
export const LAST_WEEK = '2026-11-25';
/** Seconds from NOW to Wednesday 9 December 00:00 in Jakarta. */
export const UNTIL_NEXT_WEEK = (5 * 24 + 14) * 3600;

export function freezeClockAtNow() {
  freezeClockAt(NOW);
}

export const page = (lang: 'id' | 'en', query = '', segment: string = SEGMENT[lang]) =>
  runLoader(pageLoader, `/${lang}/${segment}${query}`, { lang });

export const history = (lang: 'id' | 'en', currency: string, query = '', segment: string = SEGMENT[lang]) =>
  runLoader(historyLoader, `/${lang}/${segment}/${currency}${query}`, { lang, currency });

const resource =
  (loader: typeof apiLoader) =>
  (path: string, init: RequestInit = {}, params: Record<string, string> = {}, env: Record<string, string> = {}) =>
    loader({
      request: new Request(`${TEST_SITE_URL}${path}`, init),
      params,
      context: loaderContext(env),
    }) as Promise<Response>;

export const api = resource(apiLoader);
export const csv = resource(csvLoader as typeof apiLoader);
export const feed = (lang: 'id' | 'en', path = `/${lang}/${SEGMENT[lang]}/feed.xml`) =>
  resource(feedLoader as typeof apiLoader)(path, {}, { lang });

/** The latest week recorded that starts on or before `date`, straight from the database. */
export async function latestWeekFrom(date: string): Promise<{ kmk: string; valid_from: string } | undefined> {
  const [row] = await sql<{ kmk: string; valid_from: string }>(
    "select kmk, to_char(valid_from, 'YYYY-MM-DD') as valid_from from public.kurs_weeks where valid_from <= $1 order by valid_from desc limit 1",
    [date],
  );
  return row;
}
