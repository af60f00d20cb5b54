import { describe, expect, it, vi } from 'vitest';
import { loader as pageLoader } from '~/routes/$lang.kalender._index';
import { DEAD_SUPABASE_URL } from '../setup/loader-context.ts';
import { runLoader } from '../setup/run-loader.ts';
import { feed, freezeClockAtNow, page } from './support/calendar.ts';

/** The calendar page: its deadlines, holiday notices, month grid and answers to bad input. */

freezeClockAtNow();

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
        source: {
          lead: 'Sumber:',
          name: 'JPNN',
          href: 'https://www.jpnn.com/news/pemerinah-tetapkan-17-hari-libur-nasional-pada-2026',
          checked: 'Diperiksa',
          checkedOn: { iso: '2026-11-28', label: '28 November 2026' },
        },
      },
    ]);
    const notices = id.data?.view.notices ?? [];
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toMatch(
      /^Daftar hari libur tahun 2027 belum lengkap\. Yang sudah dimasukkan: .*Kelahiran Yesus Kristus/,
    );
    // 2027's decree was not found: its list says it has no source rather than saying nothing.
    expect(notices[0]?.source).toEqual({ missing: 'Sumber belum tercatat' });
    const en = await page('en', '?month=2028-03');
    expect(en.data?.view.notices.map((notice) => notice.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^The holidays of 2028 are not yet entered/)]),
    );
    // A year without a record has no list to source.
    expect(en.data?.view.notices.find((notice) => notice.text.includes('2028'))?.source).toBeNull();
    expect(en.data?.view.notices[0]?.text).toMatch(/^The holiday list for 2027 is not complete\. Entered so far: /);
    expect(en.data?.view.notices[0]?.source).toEqual({ missing: 'Source not yet recorded' });
    expect(en.data?.view.holidaySources[0]).toMatchObject({
      before: 'The national holidays and collective leave of 2026 follow ',
      decree: expect.stringMatching(/^SKB Menteri Agama/),
      after: '.',
      source: { lead: 'Source:', name: 'JPNN', checked: 'Checked', checkedOn: { label: '28 November 2026' } },
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

  it('moves the monthly deadlines of March and April 2025 past the Eid al-Fitr break, as they always moved', async () => {
    // 31 March 2025 was Eid al-Fitr; so was 1 April, then collective leave to the 7th around a weekend.
    const march = await page('id', '?bulan=2025-03');
    const marchCells = march.data?.view.grid.weeks.flat().filter((cell) => cell !== null) ?? [];
    const on = (cells: typeof marchCells, date: string) =>
      cells.find((cell) => cell.date === date)?.deadlines.map((deadline) => deadline.key) ?? [];
    expect(marchCells.find((cell) => cell.date === '2025-03-31')?.holidays).toEqual(['Idul Fitri 1446 Hijriah']);
    // Saturday 15 March: the payments of February on Monday the 17th; SPT Masa PPh on Thursday the 20th.
    expect(on(marchCells, '2025-03-17')).toEqual(['setor-pajak-bulanan-2025-02']);
    expect(on(marchCells, '2025-03-20')).toEqual(['lapor-spt-masa-pph-2025-02']);
    // 2025's list is complete since its decree was entered: no notice, the decree and its source instead.
    expect(march.data?.view.notices.filter((notice) => notice.text.includes('2025'))).toEqual([]);
    expect(march.data?.view.holidaySources[0]?.before).toBe(
      'Hari libur nasional dan cuti bersama tahun 2025 mengikuti ',
    );
    expect(march.data?.view.holidaySources[0]?.source).toMatchObject({ name: 'KemenPAN-RB' });
    const april = await page('id', '?bulan=2025-04');
    const aprilCells = april.data?.view.grid.weeks.flat().filter((cell) => cell !== null) ?? [];
    expect(on(aprilCells, '2025-04-08')).toEqual(['setor-ppn-2025-02', 'lapor-spt-masa-ppn-2025-02']);
    expect(on(aprilCells, '2025-04-15')).toEqual(['setor-pajak-bulanan-2025-03']);
    // Sunday 20 April was Easter: SPT Masa PPh for March on Monday the 21st.
    expect(on(aprilCells, '2025-04-21')).toEqual(['lapor-spt-masa-pph-2025-03']);
    expect(on(aprilCells, '2025-04-30')).toEqual([
      'setor-ppn-2025-03',
      'lapor-spt-masa-ppn-2025-03',
      'lapor-spt-tahunan-badan-2024',
    ]);
  });

  it("says the corporate annual deadline is a calendar financial year's, on the page and in the feed", async () => {
    // A company's tax year is its financial year: one ending in June files by the end of October, not April.
    vi.setSystemTime(new Date('2027-04-01T03:00:00Z'));
    for (const [lang, words] of [
      ['id', 'tahun buku sama dengan tahun kalender; untuk tahun buku lain, akhir bulan keempat'],
      [
        'en',
        'for a financial year that is the calendar year; for any other financial year, by the end of the fourth month',
      ],
    ] as const) {
      const deadlines = (await page(lang)).data?.view.upcoming.flatMap((group) => group.deadlines) ?? [];
      const corporate = deadlines.find((deadline) => deadline.key === 'lapor-spt-tahunan-badan-2026');
      expect(corporate?.due).toBe('2027-04-30');
      expect(corporate?.taxes).toContain(words);
      const text = (await (await feed(lang)).text()).replaceAll('\r\n ', '');
      expect(text).toContain(words.replaceAll(';', '\\;').replaceAll(',', '\\,'));
    }
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
