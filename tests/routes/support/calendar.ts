// Shared by the calendar's loader tests (the page, the home page's deadlines, the iCalendar feed): one frozen
// clock, and the page and feed requested by language.
import { afterEach, beforeEach, vi } from 'vitest';
import { loader as pageLoader } from '~/routes/$lang.kalender._index';
import { loader as feedLoader } from '~/routes/$lang.kalender[.]ics';
import { loaderContext } from '../../setup/loader-context.ts';
import { runLoader } from '../../setup/run-loader.ts';
import { TEST_SITE_URL } from '../../setup/site-url.ts';

const SEGMENT = { id: 'kalender', en: 'calendar' } as const;

export const page = (lang: 'id' | 'en', query = '', segment: string = SEGMENT[lang]) =>
  runLoader(pageLoader, `/${lang}/${segment}${query}`, { lang });

export const feed = async (lang: 'id' | 'en', init: RequestInit = {}, path = `/${lang}/${SEGMENT[lang]}.ics`) =>
  feedLoader({
    request: new Request(`${TEST_SITE_URL}${path}`, init),
    params: { lang },
    context: loaderContext(),
  });

/** 19 December 2026, 17:00 in Jakarta: a Saturday, the day before SPT Masa PPh's nominal Sunday the 20th. */
export const NOW = '2026-12-19T10:00:00Z';

/** Freezes the clock (Date alone) at NOW before each test of the calling file, and lets it go after. */
export function freezeClockAtNow() {
  freezeClockAt(NOW);
}

/** Freezes the clock (Date alone) at `at` before each test of the calling file, and lets it go after. */
export function freezeClockAt(at: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
