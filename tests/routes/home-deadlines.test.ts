import { describe, expect, it, vi } from 'vitest';
import { HOME_LOOKAHEAD_DAYS } from '~/lib/calendar-page';
import { headers as homeHeaders, loader as homeLoader } from '~/routes/$lang._index';
import { headers as pageHeaders, loader as pageLoader } from '~/routes/$lang.kalender._index';
import { runLoader } from '../setup/run-loader.ts';
import { freezeClockAtNow, NOW } from './support/calendar.ts';

/** The home page's next deadlines, and how long the pages listing deadlines may be cached. */

freezeClockAtNow();

describe('the home page deadlines', () => {
  it('shows the next three deadlines, none passed, with a link to the calendar', async () => {
    const home = await runLoader(homeLoader, '/id', { lang: 'id' });
    expect(home.data?.deadlines.href).toBe('/id/kalender');
    expect(home.data?.deadlines.labels.upcomingHome).toBe('Tenggat terdekat');
    expect(home.data?.deadlines.deadlines.map((deadline) => [deadline.key, deadline.due])).toEqual([
      ['lapor-spt-masa-pph-2026-11', '2026-12-21'],
      // VAT is paid before its return is filed, both by the end of the month after the tax month.
      ['setor-ppn-2026-11', '2026-12-31'],
      ['lapor-spt-masa-ppn-2026-11', '2026-12-31'],
    ]);
    for (const deadline of home.data?.deadlines.deadlines ?? []) expect(deadline.provisional).toBeNull();
    const english = await runLoader(homeLoader, '/en', { lang: 'en' });
    expect(english.data?.deadlines.labels.upcomingHome).toBe('Next deadlines');
    // The home block looks two months ahead, not the calendar page's three: its empty message says so.
    expect(home.data?.deadlines.labels.noUpcomingHome).toBe('Tidak ada tenggat dalam dua bulan ke depan.');
    expect(english.data?.deadlines.labels.noUpcomingHome).toBe('No deadline in the next two months.');
    expect(Math.floor(HOME_LOOKAHEAD_DAYS / 31)).toBe(2);

    // Early in January 2027 the next deadlines fall in a year whose holidays are not all entered.
    vi.setSystemTime(new Date('2027-01-02T03:00:00Z'));
    const january = await runLoader(homeLoader, '/en', { lang: 'en' });
    const [next] = january.data?.deadlines.deadlines ?? [];
    expect(next).toMatchObject({
      key: 'setor-pajak-bulanan-2026-12',
      due: '2027-01-15',
      provisional: 'Provisional: the 2027 holiday list is not complete; this deadline may move.',
    });
  });

  it('keeps a deadline that holidays before today moved onto today or later', async () => {
    // PPh's monthly return for February 2026 was due Friday 20 March, collective leave; Eid, a weekend and more
    // leave carried it to Wednesday the 25th. On the 25th it is the next deadline, though the 20th has passed.
    vi.setSystemTime(new Date('2026-03-25T02:00:00Z'));
    const home = await runLoader(homeLoader, '/id', { lang: 'id' });
    expect(home.data?.deadlines.deadlines[0]).toMatchObject({ key: 'lapor-spt-masa-pph-2026-02', due: '2026-03-25' });
    // Independence Day, Monday 17 August, carried July's payments from Saturday the 15th to the 18th.
    vi.setSystemTime(new Date('2026-08-18T02:00:00Z'));
    const august = await runLoader(homeLoader, '/id', { lang: 'id' });
    expect(august.data?.deadlines.deadlines[0]).toMatchObject({
      key: 'setor-pajak-bulanan-2026-07',
      due: '2026-08-18',
      // Every day skipped is a reason, each said once, in order.
      moved: 'digeser dari Sabtu, 15 Agustus 2026 (akhir pekan dan Proklamasi Kemerdekaan)',
    });
    expect(home.data?.deadlines.deadlines[0]?.moved).toBe(
      'digeser dari Jumat, 20 Maret 2026 (Cuti bersama Idul Fitri dan Idul Fitri 1447 Hijriah)',
    );
  });

  // The loader picks "today" and the Cache-Control from one reading of the clock, and the headers function
  // keeps it: read again after midnight, it would let yesterday's deadlines live a whole lifetime into the day.
  const cacheControlAt = async (loaderAt: string, headersAt: string) => {
    const results: (string | null)[] = [];
    const pages = [
      { headers: homeHeaders, load: () => runLoader(homeLoader, '/id', { lang: 'id' }) },
      { headers: pageHeaders, load: () => runLoader(pageLoader, '/id/kalender', { lang: 'id' }) },
    ];
    for (const { headers, load } of pages) {
      vi.setSystemTime(new Date(loaderAt));
      const { headers: loaderHeaders } = await load();
      vi.setSystemTime(new Date(headersAt));
      const args = {
        loaderHeaders,
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      };
      results.push(new Headers(headers(args)).get('Cache-Control'));
    }
    return results;
  };

  it('is never cached past midnight in Jakarta, fresh or stale', async () => {
    // 23:59:30 in Jakarta: thirty seconds are left of the day.
    expect(await cacheControlAt('2026-12-19T16:59:30Z', '2026-12-19T16:59:30Z')).toEqual([
      'public, max-age=0, s-maxage=30, stale-while-revalidate=0, stale-if-error=0, must-revalidate',
      'public, max-age=0, s-maxage=30, stale-while-revalidate=0, stale-if-error=0, must-revalidate',
    ]);
    // Mid-afternoon, the usual page lifetimes fit in the day.
    expect(await cacheControlAt(NOW, NOW)).toEqual([
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=25140, must-revalidate',
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=25140, must-revalidate',
    ]);
  });

  it('keeps the lifetime of the day the loader saw when the render ends after midnight', async () => {
    expect(await cacheControlAt('2026-12-19T16:59:59Z', '2026-12-19T17:00:02Z')).toEqual([
      'public, max-age=0, s-maxage=1, stale-while-revalidate=0, stale-if-error=0, must-revalidate',
      'public, max-age=0, s-maxage=1, stale-while-revalidate=0, stale-if-error=0, must-revalidate',
    ]);
  });

  it('is not stored when the page fails', () => {
    const errorArgs = {
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: new Headers(),
    };
    for (const headers of [homeHeaders, pageHeaders]) {
      expect(new Headers(headers(errorArgs)).get('Cache-Control')).toBe('no-store');
    }
  });
});
