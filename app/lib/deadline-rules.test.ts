import { describe, expect, it } from 'vitest';
import { ruleInWords, type SetDeadline, setDeadlinesView } from './deadline-rules';

const rule = (fields: Partial<SetDeadline>): SetDeadline => ({
  slug: 'a-rule',
  kind: 'monthly_day',
  day: null,
  month: null,
  monthsAfter: null,
  name: { id: 'Batas', en: 'Deadline' },
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

describe('setDeadlinesView', () => {
  it('lists the rules in the order given, with the working-day note and a link to the calendar', () => {
    const view = setDeadlinesView([rule({ slug: 'b', day: 20 }), rule({ slug: 'a', kind: 'monthly_end' })], 'en');
    expect(view).toEqual({
      items: [
        { slug: 'b', name: 'Deadline', when: 'The 20th of the month after the tax month' },
        { slug: 'a', name: 'Deadline', when: 'The end of the month after the tax month' },
      ],
      note: 'A deadline that falls on a Saturday, a Sunday, a national holiday or a collective leave day moves to the next working day.',
      calendar: { href: '/en/calendar', label: 'See the tax calendar' },
    });
  });

  it('is nothing for a regulation that sets no deadline', () => {
    expect(setDeadlinesView([], 'id')).toBeNull();
  });
});
