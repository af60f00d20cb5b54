import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headers as homeHeaders, loader as homeLoader } from '~/routes/$lang._index';
import { headers as pageHeaders, loader as pageLoader } from '~/routes/$lang.kalender._index';
import { loader as feedLoader } from '~/routes/$lang.kalender[.]ics';
import { DEAD_SUPABASE_URL } from '../setup/loader-context.ts';
import { runLoader } from '../setup/run-loader.ts';

const SEGMENT = { id: 'kalender', en: 'calendar' } as const;
const page = (lang: 'id' | 'en', query = '', segment: string = SEGMENT[lang]) =>
  runLoader(pageLoader, `/${lang}/${segment}${query}`, { lang });
const feed = async (lang: 'id' | 'en', init: RequestInit = {}, path = `/${lang}/${SEGMENT[lang]}.ics`) =>
  feedLoader({
    request: new Request(`https://newstax.test${path}`, init),
    params: { lang },
    context: (await import('../setup/loader-context.ts')).loaderContext(),
  });

/** 19 December 2026, 17:00 in Jakarta: a Saturday, the day before SPT Masa PPh's nominal Sunday the 20th. */
const NOW = '2026-12-19T10:00:00Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the calendar page', () => {
  it('lists the coming deadlines by month, never one that has passed, with why a deadline moved', async () => {
    const id = await page('id');
    expect(id.status).toBe(200);
    const groups = id.data?.view.upcoming ?? [];
    expect(groups.map((group) => group.label)).toEqual(['Desember 2026', 'Januari 2027', 'Februari 2027']);
    const deadlines = groups.flatMap((group) => group.deadlines);
    for (const deadline of deadlines) expect(deadline.due >= '2026-12-19').toBe(true);
    const sptMasa = deadlines.find((deadline) => deadline.key === 'lapor-spt-masa-pph-2026-11');
    expect(sptMasa).toMatchObject({
      due: '2026-12-21',
      dueLabel: 'Senin, 21 Desember 2026',
      moved: 'digeser dari Minggu, 20 Desember 2026 (akhir pekan)',
      period: 'Masa Pajak November 2026',
      regulation: expect.objectContaining({ href: '/id/peraturan/pmk-81-2024' }),
    });
    expect(sptMasa?.terms.map((term) => term.href)).toEqual(['/id/kamus/spt-masa', '/id/kamus/pph']);
    expect(deadlines.map((deadline) => deadline.key)).not.toContain('setor-pajak-bulanan-2026-11');
    // Every holiday of 2026 is entered; 2027's are not, so only its deadlines say they may still move.
    const in2027 = deadlines.filter((deadline) => deadline.due.startsWith('2027-'));
    expect(in2027.length).toBeGreaterThan(0);
    for (const deadline of deadlines) {
      expect(deadline.provisional, deadline.key).toBe(
        deadline.due.startsWith('2027-')
          ? 'Tanggal sementara: daftar hari libur 2027 belum lengkap, tenggat ini bisa bergeser.'
          : null,
      );
    }
    expect(id.data?.alternates).toEqual({ id: '/id/kalender', en: '/en/calendar' });

    const en = await page('en');
    const english = en.data?.view.upcoming.flatMap((group) => group.deadlines) ?? [];
    expect(english.find((deadline) => deadline.key === 'lapor-spt-masa-pph-2026-11')).toMatchObject({
      dueLabel: 'Monday, 21 December 2026',
      moved: 'moved from Sunday, 20 December 2026 (weekend)',
      regulation: expect.objectContaining({ href: '/en/regulations/pmk-81-2024' }),
    });
  });

  it('says which decree a complete year follows, that 2027 is incomplete and what it holds, and a year without any', async () => {
    const id = await page('id');
    expect(id.data?.view.holidaySources).toEqual([
      {
        before: 'Hari libur nasional dan cuti bersama tahun 2026 mengikuti ',
        decree:
          'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025',
        after: '.',
      },
    ]);
    const notices = id.data?.view.notices ?? [];
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^Daftar hari libur tahun 2027 belum lengkap\. Yang sudah dimasukkan: .*Kelahiran Yesus Kristus/,
    );
    const en = await page('en', '?month=2028-03');
    expect(en.data?.view.notices).toEqual(
      expect.arrayContaining([expect.stringMatching(/^The holidays of 2028 are not yet entered/)]),
    );
    expect(en.data?.view.notices[0]).toMatch(/^The holiday list for 2027 is not complete\. Entered so far: /);
    expect(en.data?.view.holidaySources[0]).toMatchObject({
      before: 'The national holidays and collective leave of 2026 follow ',
      decree: expect.stringMatching(/^SKB Menteri Agama/),
      after: '.',
    });
  });

  it('moves a deadline past collective leave as past a holiday', async () => {
    // 20 March 2026, SPT Masa PPh's day for February, is collective leave for Eid al-Fitr; so are the 23rd and
    // 24th, and the weekend between is Eid itself: the return is due on Wednesday the 25th.
    const march = await page('id', '?bulan=2026-03');
    const cells = march.data?.view.grid.weeks.flat().filter((cell) => cell !== null) ?? [];
    expect(cells.find((cell) => cell.date === '2026-03-20')?.deadlines ?? []).toEqual([]);
    expect(cells.find((cell) => cell.date === '2026-03-25')?.deadlines.map((d) => d.key)).toContain(
      'lapor-spt-masa-pph-2026-02',
    );
  });

  it('moves 2025 deadlines past the Eid al-Fitr that fell on them, and says that year is incomplete', async () => {
    // 31 March 2025 was Eid al-Fitr; so was 1 April, then collective leave to the 7th around a weekend.
    const march = await page('id', '?bulan=2025-03');
    const marchCells = march.data?.view.grid.weeks.flat().filter((cell) => cell !== null) ?? [];
    expect(marchCells.find((cell) => cell.date === '2025-03-31')?.holidays).toEqual(['Idul Fitri 1446 Hijriah']);
    expect(marchCells.find((cell) => cell.date === '2025-03-31')?.deadlines ?? []).toEqual([]);
    expect(march.data?.view.notices[0]).toMatch(/^Daftar hari libur tahun 2025 belum lengkap\./);
    const april = await page('id', '?bulan=2025-04');
    const aprilCells = april.data?.view.grid.weeks.flat().filter((cell) => cell !== null) ?? [];
    expect(aprilCells.find((cell) => cell.date === '2025-04-08')?.deadlines.map((d) => d.key)).toEqual(
      expect.arrayContaining([
        'lapor-spt-tahunan-orang-pribadi-2024',
        'setor-ppn-2025-02',
        'lapor-spt-masa-ppn-2025-02',
      ]),
    );
  });

  it('shows a month grid with weekday headers, holidays and moved deadlines, and links the months either side', async () => {
    const december = await page('id', '?bulan=2026-12');
    const grid = december.data?.view.grid;
    expect(grid?.caption).toBe('Kalender bulan Desember 2026');
    expect(grid?.weekdays.map((day) => day.long)).toEqual([
      'Senin',
      'Selasa',
      'Rabu',
      'Kamis',
      'Jumat',
      'Sabtu',
      'Minggu',
    ]);
    const cells = grid?.weeks.flat().filter((cell) => cell !== null) ?? [];
    expect(cells).toHaveLength(31);
    expect(cells.find((cell) => cell.date === '2026-12-25')?.holidays).toEqual(['Kelahiran Yesus Kristus']);
    expect(cells.find((cell) => cell.date === '2026-12-24')?.holidays).toEqual([
      'Cuti bersama Kelahiran Yesus Kristus',
    ]);
    expect(cells.find((cell) => cell.date === '2026-12-21')?.deadlines.map((d) => d.key)).toEqual([
      'lapor-spt-masa-pph-2026-11',
    ]);
    expect(cells.find((cell) => cell.date === '2026-12-19')?.today).toBe(true);
    expect(december.data?.view.previous?.href).toBe('/id/kalender?bulan=2026-11#bulan');
    expect(december.data?.view.next?.href).toBe('/id/kalender?bulan=2027-01#bulan');
    expect(december.data?.alternates).toEqual({ id: '/id/kalender?bulan=2026-12', en: '/en/calendar?month=2026-12' });
    const edge = await page('en', '?month=2028-12');
    expect(edge.data?.view.next).toBeNull();
    expect(edge.data?.view.previous?.href).toBe('/en/calendar?month=2028-11#month');
    expect(edge.data?.view.grid.caption).toBe('Calendar for December 2028');
  });

  it('answers 400 for a malformed or far-off month, 404 under the other language segment, 503 when the database is down', async () => {
    for (const query of [
      '?bulan=2026-13',
      '?bulan=abc',
      '?bulan=2026-1',
      '?bulan=2029-01',
      '?bulan=2026-12&bulan=2027-01',
    ]) {
      expect((await page('id', query)).status, query).toBe(400);
    }
    expect((await page('en', '?month=9999-99')).status).toBe(400);
    // The other language's parameter is not this page's: it is ignored.
    expect((await page('id', '?month=2026-13')).status).toBe(200);
    expect((await page('en', '', 'kalender')).status).toBe(404);
    expect((await page('id', '', 'calendar')).status).toBe(404);
    const down = await runLoader(pageLoader, '/id/kalender', { lang: 'id' }, { SUPABASE_URL: DEAD_SUPABASE_URL });
    expect(down.status).toBe(503);
  });
});

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
    expect(english.data?.deadlines.labels.upcomingHome).toBe('Upcoming deadlines');

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

describe('the calendar feed', () => {
  const events = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((event) => ({
      uid: String(event.getFirstPropertyValue('uid')),
      start: event.getFirstPropertyValue('dtstart') as ICAL.Time,
      summary: String(event.getFirstPropertyValue('summary')),
      description: String(event.getFirstPropertyValue('description')),
      alarm: event.getFirstSubcomponent('valarm'),
    }));

  it('is iCalendar with stable UIDs, all-day events on the shifted dates, alarms three days before', async () => {
    const first = await feed('id');
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(first.headers.get('Cache-Control')).toMatch(/s-maxage=(\d{4,5})\b/);
    const maxAge = Number(/s-maxage=(\d+)/.exec(first.headers.get('Cache-Control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(3600);
    expect(maxAge).toBeLessThanOrEqual(21_600);
    const text = await first.text();
    // Every content line ends in CRLF, the last too (RFC 5545 3.1), and the calendar's own TEXT is escaped.
    expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    const unfolded = text.replaceAll('\r\n ', '');
    expect(unfolded).toContain(
      '\r\nX-WR-CALDESC:Tenggat pajak Indonesia dari newstax\\, sudah digeser ke hari kerja.\r\n',
    );
    const parsed = events(text);
    // Last month to a year ahead: five rules, about a dozen months.
    expect(parsed.length).toBeGreaterThan(40);
    const starts = parsed.map((event) => event.start.toString()).sort();
    expect((starts[0] ?? '') >= '2026-11-01').toBe(true);
    expect((starts.at(-1) ?? '') >= '2027-12-01').toBe(true);
    const holidays = new Set([
      '2026-12-25',
      '2027-01-01',
      '2027-03-26',
      '2027-05-01',
      '2027-05-06',
      '2027-06-01',
      '2027-08-17',
      '2027-12-25',
    ]);
    for (const event of parsed) {
      expect(event.start.isDate).toBe(true);
      const day = new Date(`${event.start.toString()}T00:00:00Z`).getUTCDay();
      expect([0, 6], event.uid).not.toContain(day);
      expect(holidays.has(event.start.toString()), event.uid).toBe(false);
      expect(event.alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P3D');
      expect(event.description).toContain('https://');
    }
    const moved = parsed.find((event) => event.uid === 'lapor-spt-masa-pph.2026-11.id@newstax');
    expect(moved?.start.toString()).toBe('2026-12-21');
    expect(moved?.summary).toBe('Batas lapor SPT Masa PPh (Masa Pajak November 2026)');
    expect(moved?.description).toContain('Minggu, 20 Desember 2026');
    expect(moved?.description).toContain('/id/kalender?bulan=2026-12');
    for (const event of parsed) {
      const unsettled = event.start.toString().startsWith('2027-');
      expect(event.description.includes('Tanggal sementara: daftar hari libur 2027 belum lengkap'), event.uid).toBe(
        unsettled,
      );
    }

    const second = events(await (await feed('id')).text());
    expect(second.map((event) => event.uid)).toEqual(parsed.map((event) => event.uid));
    const english = events(await (await feed('en')).text());
    expect(english.find((event) => event.uid === 'lapor-spt-masa-pph.2026-11.en@newstax')?.summary).toBe(
      'Monthly income tax return (SPT Masa PPh) deadline (tax period November 2026)',
    );
  });

  it('answers a matching conditional request with 304, and a stale one with the feed', async () => {
    const first = await feed('en');
    const etag = first.headers.get('ETag') ?? '';
    const lastModified = first.headers.get('Last-Modified') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Date.parse(lastModified)).toBeGreaterThanOrEqual(Date.parse('2026-11-30T17:00:00Z'));
    expect((await feed('en', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await feed('en', { headers: { 'If-None-Match': `W/"x", ${etag}` } })).status).toBe(304);
    expect((await feed('en', { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
    expect((await feed('en', { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
    const old = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await feed('en', { headers: { 'If-Modified-Since': old } })).status).toBe(200);
  });

  it('is a 404 under the other language segment', async () => {
    expect((await feed('en', {}, '/en/kalender.ics')).status).toBe(404);
    expect((await feed('id', {}, '/id/calendar.ics')).status).toBe(404);
  });
});
