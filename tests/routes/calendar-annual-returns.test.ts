import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { loader as homeLoader } from '~/routes/$lang._index';
import { runLoader } from '../setup/run-loader.ts';
import { feed, freezeClockAtNow, page } from './support/calendar.ts';

/**
 * The annual returns stay where UU KUP Article 3(3) puts them, on a weekend or holiday too, and every view of the
 * calendar says so and why: the page's lists, the month grid, the home block and the feed. The real cases: 31 March
 * 2024 (a Sunday), 31 March 2025 (Eid al-Fitr, with the KEP-79/PJ/2025 waiver) and 30 April 2028 (a Sunday).
 */

freezeClockAtNow();

const BASIS_ID = 'UU KUP Pasal 3 ayat 3; PMK 81/2024 Pasal 169';
const BASIS_EN = 'KUP Law Article 3(3); PMK 81/2024 Article 169';
const KEP_79 =
  'https://pajak.go.id/id/peraturan/kebijakan-penghapusan-sanksi-administratif-atas-keterlambatan-pembayaran-pajak';

const cells = (view: Awaited<ReturnType<typeof page>>) =>
  view.data?.view.grid.weeks.flat().filter((cell) => cell !== null) ?? [];

describe('the annual returns that stay put', () => {
  it('keeps 31 March 2025, Eid al-Fitr, in the month grid, says why, and shows the waiver with its source', async () => {
    const march = await page('id', '?bulan=2025-03');
    const eid = cells(march).find((cell) => cell.date === '2025-03-31');
    expect(eid?.deadlines).toEqual([
      {
        key: 'lapor-spt-tahunan-orang-pribadi-2024',
        name: 'Batas lapor SPT Tahunan PPh Orang Pribadi',
        staysOn: 'tetap pada Idul Fitri 1446 Hijriah',
      },
    ]);
    const [note] = march.data?.view.grid.notes ?? [];
    expect(note).toMatchObject({
      key: 'lapor-spt-tahunan-orang-pribadi-2024',
      due: '2025-03-31',
      moved: null,
      provisional: null,
      stays: `tetap pada Idul Fitri 1446 Hijriah: batas SPT Tahunan tidak bergeser (${BASIS_ID})`,
    });
    expect(note?.waivers).toEqual([
      {
        label: 'Penghapusan sanksi',
        text: expect.stringMatching(
          /sampai 11 April 2025 \(KEP-79\/PJ\/2025\)\. Batas waktunya tetap 31 Maret 2025\.$/,
        ),
        source: {
          lead: 'Sumber:',
          name: 'DJP',
          href: KEP_79,
          checked: 'Diperiksa',
          checkedOn: { iso: '2026-11-28', label: '28 November 2026' },
        },
      },
    ]);
    // It was never on 8 April, where the monthly VAT deadlines went.
    const april = await page('id', '?bulan=2025-04');
    expect(cells(april).flatMap((cell) => cell.deadlines.map((deadline) => deadline.key))).not.toContain(
      'lapor-spt-tahunan-orang-pribadi-2024',
    );
    const english = await page('en', '?month=2025-03');
    expect(english.data?.view.grid.notes[0]?.stays).toBe(
      `stays on Eid al-Fitr 1446 AH: the annual return deadline does not move (${BASIS_EN})`,
    );
    expect(english.data?.view.grid.notes[0]?.waivers[0]?.label).toBe('Penalties waived');
  });

  it('shows the corporate return of 2027 on Sunday 30 April 2028, not on Tuesday 2 May', async () => {
    const april = await page('en', '?month=2028-04');
    const sunday = cells(april).find((cell) => cell.date === '2028-04-30');
    expect(sunday?.deadlines).toEqual([
      expect.objectContaining({ key: 'lapor-spt-tahunan-badan-2027', staysOn: 'stays on the Sunday' }),
    ]);
    expect(april.data?.view.grid.notes.map((note) => note.stays)).toEqual([
      `stays on the Sunday: the annual return deadline does not move (${BASIS_EN})`,
    ]);
    const may = await page('id', '?bulan=2028-05');
    expect(cells(may).flatMap((cell) => cell.deadlines.map((deadline) => deadline.key))).not.toContain(
      'lapor-spt-tahunan-badan-2027',
    );
    expect(cells(may).find((cell) => cell.date === '2028-05-02')?.deadlines ?? []).toEqual([]);
  });

  it('lists 31 March 2024, a Sunday, among the coming deadlines as it stays', async () => {
    vi.setSystemTime(new Date('2024-03-10T03:00:00Z'));
    const id = await page('id');
    const deadlines = id.data?.view.upcoming.flatMap((group) => group.deadlines) ?? [];
    expect(deadlines.find((deadline) => deadline.key === 'lapor-spt-tahunan-orang-pribadi-2023')).toMatchObject({
      due: '2024-03-31',
      dueLabel: 'Minggu, 31 Maret 2024',
      moved: null,
      stays: `tetap pada hari Minggu: batas SPT Tahunan tidak bergeser (${BASIS_ID})`,
      waivers: [],
    });
  });

  it('says so in the home block when the day comes into its window', async () => {
    vi.setSystemTime(new Date('2028-04-25T03:00:00Z'));
    const home = await runLoader(homeLoader, '/id', { lang: 'id' });
    expect(
      home.data?.deadlines.deadlines.find((deadline) => deadline.key === 'lapor-spt-tahunan-badan-2027'),
    ).toMatchObject({
      due: '2028-04-30',
      stays: `tetap pada hari Minggu: batas SPT Tahunan tidak bergeser (${BASIS_ID})`,
    });
  });

  it('lists every rule with whether it moves, on which basis, and its source', async () => {
    const rules = (await page('id')).data?.view.rules ?? [];
    expect(rules.map((rule) => rule.slug)).toEqual([
      'setor-pajak-bulanan',
      'lapor-spt-masa-pph',
      'setor-ppn',
      'lapor-spt-masa-ppn',
      'lapor-spt-tahunan-orang-pribadi',
      'lapor-spt-tahunan-badan',
    ]);
    const bySlug = Object.fromEntries(rules.map((rule) => [rule.slug, rule]));
    expect(bySlug['lapor-spt-tahunan-badan']?.workingDay).toBe(
      `Tidak digeser ke hari kerja berikutnya: batas SPT Tahunan tidak bergeser (${BASIS_ID}).`,
    );
    expect(bySlug['setor-pajak-bulanan']?.workingDay).toMatch(
      /digeser ke hari kerja berikutnya \(PMK 81\/2024 Pasal 100\)\.$/,
    );
    expect(bySlug['lapor-spt-masa-pph']?.workingDay).toMatch(/\(dasar hukumnya belum tercatat\)\.$/);
    expect(bySlug['lapor-spt-tahunan-badan']?.source).toEqual({
      lead: 'Sumber:',
      name: 'DJP',
      href: 'https://pajak.go.id/id/batas-waktu-lapor',
      checked: 'Diperiksa',
      checkedOn: { iso: '2026-11-28', label: '28 November 2026' },
    });
  });
});

describe('the feed', () => {
  const event = async (lang: 'id' | 'en', uid: string) =>
    new ICAL.Component(ICAL.parse(await (await feed(lang)).text()))
      .getAllSubcomponents('vevent')
      .find((each) => each.getFirstPropertyValue('uid') === uid);

  it('puts a deadline that stays on its own day, and says why', async () => {
    vi.setSystemTime(new Date('2028-04-01T03:00:00Z'));
    const sunday = await event('id', 'lapor-spt-tahunan-badan.2027.id@newstax');
    expect(String(sunday?.getFirstPropertyValue('dtstart'))).toBe('2028-04-30');
    expect(String(sunday?.getFirstPropertyValue('description'))).toContain(
      `Tanggal menurut aturan: Minggu, 30 April 2028; tetap pada hari Minggu: batas SPT Tahunan tidak bergeser (${BASIS_ID}).`,
    );
    const english = await event('en', 'lapor-spt-tahunan-badan.2027.en@newstax');
    expect(String(english?.getFirstPropertyValue('description'))).toContain(
      `Date set by the rule: Sunday, 30 April 2028; stays on the Sunday: the annual return deadline does not move (${BASIS_EN}).`,
    );
  });

  it("adds a waiver and its source to that year's deadline", async () => {
    vi.setSystemTime(new Date('2025-03-10T03:00:00Z'));
    const eid = await event('en', 'lapor-spt-tahunan-orang-pribadi.2024.en@newstax');
    expect(String(eid?.getFirstPropertyValue('dtstart'))).toBe('2025-03-31');
    const description = String(eid?.getFirstPropertyValue('description'));
    expect(description).toContain('Penalties waived: For individuals');
    expect(description).toContain(`Source: DJP (${KEP_79}) · Checked 28 November 2026`);
  });
});
