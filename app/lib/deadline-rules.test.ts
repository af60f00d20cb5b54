import { describe, expect, it } from 'vitest';
import { ruleInWords, type SetDeadline, setDeadlinesView, workingDayInWords } from './deadline-rules';

const rule = (fields: Partial<SetDeadline>): SetDeadline => ({
  slug: 'a-rule',
  kind: 'monthly_day',
  day: null,
  month: null,
  monthsAfter: null,
  movesToWorkingDay: true,
  name: { id: 'Batas', en: 'Deadline' },
  workingDay: { basis: null, staysReason: null },
  ...fields,
});

describe('ruleInWords', () => {
  it('says where each kind of rule puts its deadline, in both languages', () => {
    const monthlyDay = rule({ kind: 'monthly_day', day: 15 });
    expect(ruleInWords(monthlyDay, 'id')).toBe('Tanggal 15 bulan berikutnya setelah masa pajak berakhir');
    expect(ruleInWords(monthlyDay, 'en')).toBe('The 15th of the month after the tax month');
    const monthlyEnd = rule({ kind: 'monthly_end' });
    expect(ruleInWords(monthlyEnd, 'id')).toBe('Akhir bulan berikutnya setelah masa pajak berakhir');
    expect(ruleInWords(monthlyEnd, 'en')).toBe('The end of the month after the tax month');
    const yearlyDay = rule({ kind: 'yearly_day', day: 31, month: 3 });
    expect(ruleInWords(yearlyDay, 'id')).toBe('31 Maret tahun berikutnya');
    expect(ruleInWords(yearlyDay, 'en')).toBe('31 March of the year after the tax year');
    const yearlyMonthEnd = rule({ kind: 'yearly_month_end', monthsAfter: 4 });
    expect(ruleInWords(yearlyMonthEnd, 'id')).toBe('Akhir bulan ke-4 setelah tahun pajak berakhir');
    expect(ruleInWords(yearlyMonthEnd, 'en')).toBe('The end of the 4th month after the tax year');
  });

  it('writes English ordinals as English does, teens included', () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28];
    expect(days.map((day) => ruleInWords(rule({ day }), 'en').split(' ')[1])).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '28th',
    ]);
    expect(ruleInWords(rule({ kind: 'yearly_month_end', monthsAfter: 2 }), 'en')).toContain('the 2nd month');
  });
});

describe('workingDayInWords', () => {
  const annual = rule({
    kind: 'yearly_day',
    day: 31,
    month: 3,
    movesToWorkingDay: false,
    workingDay: {
      basis: { id: 'UU KUP Pasal 3 ayat 3', en: 'KUP Law Article 3(3)' },
      staysReason: { id: 'batas SPT Tahunan tidak bergeser', en: 'the annual return deadline does not move' },
    },
  });

  it('says that a rule stays put, what its basis says and which basis, in both languages', () => {
    expect(workingDayInWords(annual, 'id')).toBe(
      'Tidak digeser ke hari kerja berikutnya: batas SPT Tahunan tidak bergeser (UU KUP Pasal 3 ayat 3).',
    );
    expect(workingDayInWords(annual, 'en')).toBe(
      'Does not move to the next working day: the annual return deadline does not move (KUP Law Article 3(3)).',
    );
  });

  it('names the basis of a rule that moves, and says when none is recorded rather than leaving it out', () => {
    const payment = rule({
      workingDay: { basis: { id: 'PMK 81/2024 Pasal 100', en: 'PMK 81/2024 Article 100' }, staysReason: null },
    });
    expect(workingDayInWords(payment, 'id')).toBe(
      'Bila jatuh pada hari Sabtu, Minggu, hari libur nasional, atau cuti bersama, digeser ke hari kerja berikutnya (PMK 81/2024 Pasal 100).',
    );
    expect(workingDayInWords(rule({}), 'id')).toMatch(/\(dasar hukumnya belum tercatat\)\.$/);
  });
});

describe('setDeadlinesView', () => {
  it('lists the rules in the order given, with the working-day note and a link to the calendar', () => {
    const view = setDeadlinesView([rule({ slug: 'b', day: 20 }), rule({ slug: 'a', kind: 'monthly_end' })], 'en');
    const moves =
      'On a Saturday, Sunday, national holiday or collective leave day, it moves to the next working day (legal basis not yet recorded).';
    expect(view).toEqual({
      items: [
        { slug: 'b', name: 'Deadline', when: 'The 20th of the month after the tax month', workingDay: moves },
        { slug: 'a', name: 'Deadline', when: 'The end of the month after the tax month', workingDay: moves },
      ],
      note: 'A deadline that falls on a Saturday, a Sunday, a national holiday or a collective leave day moves to the next working day where its legal basis moves it; a deadline that does not move stays on that day, and each rule names its legal basis.',
      calendar: { href: '/en/calendar', label: 'See the tax calendar' },
    });
  });

  it('is nothing for a regulation that sets no deadline', () => {
    expect(setDeadlinesView([], 'id')).toBeNull();
  });
});
