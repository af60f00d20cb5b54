import { describe, expect, it } from 'vitest';
import { calendarPageStrings } from '~/i18n/strings/calendar-pages';
import { type Holiday, occurrences } from './calendar';
import { type CalendarRule, staysNote } from './calendar-view';

const annual: CalendarRule = {
  slug: 'spt-badan',
  kind: 'yearly_month_end',
  day: null,
  month: null,
  monthsAfter: 4,
  movesToWorkingDay: false,
  position: 0,
  name: { id: 'SPT Tahunan Badan', en: 'Corporate annual return' },
  taxes: { id: 'x', en: 'x' },
  regulation: null,
  terms: [],
  workingDay: {
    basis: { id: 'UU KUP Pasal 3 ayat 3', en: 'KUP Law Article 3(3)' },
    staysReason: { id: 'batas SPT Tahunan tidak bergeser', en: 'the annual return deadline does not move' },
  },
  source: { url: null, name: null, checkedOn: null },
};

const note = (rule: CalendarRule, year: number, holidays: Holiday[], lang: 'id' | 'en') => {
  const [occurrence] = occurrences([rule], holidays, `${year}-04-01`, `${year}-05-31`);
  return occurrence ? staysNote(occurrence, holidays, lang, calendarPageStrings[lang]) : undefined;
};

describe('staysNote', () => {
  it('names the weekday the deadline stays on, from Intl, in either language', () => {
    // 30 April 2028 is a Sunday, 30 April 2033 a Saturday.
    expect(note(annual, 2028, [], 'id')).toEqual({
      staysOn: 'tetap pada hari Minggu',
      stays: 'tetap pada hari Minggu: batas SPT Tahunan tidak bergeser (UU KUP Pasal 3 ayat 3)',
    });
    expect(note(annual, 2028, [], 'en')?.stays).toBe(
      'stays on the Sunday: the annual return deadline does not move (KUP Law Article 3(3))',
    );
    expect(note(annual, 2033, [], 'id')?.staysOn).toBe('tetap pada hari Sabtu');
    expect(note(annual, 2033, [], 'en')?.staysOn).toBe('stays on the Saturday');
  });

  it('names the holidays of the day instead, each once, and nothing on a working day or for a rule that moves', () => {
    // 30 April 2027 is a Friday.
    const holidays: Holiday[] = [
      { date: '2027-04-30', kind: 'holiday', name: { id: 'Hari A', en: 'Day A' } },
      { date: '2027-04-30', kind: 'collective_leave', name: { id: 'Cuti B', en: 'Leave B' } },
    ];
    expect(note(annual, 2027, holidays, 'id')?.staysOn).toBe('tetap pada Hari A dan Cuti B');
    expect(note(annual, 2027, holidays, 'en')?.staysOn).toBe('stays on Day A and Leave B');
    expect(note(annual, 2027, [], 'id')).toBeNull();
    expect(note({ ...annual, movesToWorkingDay: true }, 2027, holidays, 'id')).toBeNull();
  });
});
