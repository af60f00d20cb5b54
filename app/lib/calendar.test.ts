import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  civilDate,
  civilTime,
  type DeadlineRule,
  type Holiday,
  isWorkingDay,
  jakartaToday,
  monthWeeks,
  nextWorkingDay,
  nominalDate,
  occurrences,
  parseMonthParam,
  secondsUntilJakartaMidnight,
  skippedDays,
} from './calendar';

const rule = (slug: string, kind: DeadlineRule['kind'], fields: Partial<DeadlineRule> = {}): DeadlineRule => ({
  slug,
  kind,
  day: null,
  month: null,
  monthsAfter: null,
  movesToWorkingDay: true,
  position: 0,
  ...fields,
});

const payment = rule('setor', 'monthly_day', { day: 15, position: 1 });
const filingPph = rule('spt-masa-pph', 'monthly_day', { day: 20, position: 2 });
const filingPpn = rule('spt-masa-ppn', 'monthly_end', { position: 3 });
const individuals = rule('spt-op', 'yearly_day', { day: 31, month: 3, position: 4 });
const companies = rule('spt-badan', 'yearly_month_end', { monthsAfter: 4, position: 5 });
const RULES = [payment, filingPph, filingPpn, individuals, companies];

const holiday = (date: string, kind: Holiday['kind'] = 'holiday'): Holiday => ({
  date,
  kind,
  name: { id: `libur ${date}`, en: `holiday ${date}` },
});
const CHRISTMAS_2026 = holiday('2026-12-25');
const closed = (...days: Holiday[]) => new Set(days.map((day) => day.date));

describe('rule expansion', () => {
  it('puts month-end deadlines on the last day of February, leap years included', () => {
    expect(nominalDate(filingPpn, 2027, 1)).toBe('2027-02-28');
    expect(nominalDate(filingPpn, 2028, 1)).toBe('2028-02-29');
    expect(nominalDate(filingPpn, 2100, 1)).toBe('2100-02-28');
    expect(nominalDate(filingPpn, 2026, 3)).toBe('2026-04-30');
  });

  it('crosses the year boundary: December is due in January, the tax year in the next year', () => {
    expect(nominalDate(payment, 2026, 12)).toBe('2027-01-15');
    expect(nominalDate(filingPpn, 2026, 12)).toBe('2027-01-31');
    expect(nominalDate(individuals, 2026)).toBe('2027-03-31');
    expect(nominalDate(companies, 2026)).toBe('2027-04-30');
  });

  it('lists the deadlines of a range across a year boundary, by due date, each once', () => {
    const found = occurrences(RULES, [CHRISTMAS_2026], '2026-12-01', '2027-01-31');
    expect(found.map((each) => [each.rule.slug, each.period, each.nominal, each.due])).toEqual([
      ['setor', '2026-11', '2026-12-15', '2026-12-15'],
      ['spt-masa-pph', '2026-11', '2026-12-20', '2026-12-21'],
      ['spt-masa-ppn', '2026-11', '2026-12-31', '2026-12-31'],
      ['setor', '2026-12', '2027-01-15', '2027-01-15'],
      ['spt-masa-pph', '2026-12', '2027-01-20', '2027-01-20'],
    ]);
  });

  it('lists a deadline by the day it is due: one moved out of the range belongs to the next', () => {
    // 31 January 2027 is a Sunday.
    const january = occurrences([filingPpn], [], '2027-01-01', '2027-01-31');
    expect(january.map((each) => each.period)).toEqual([]);
    const february = occurrences([filingPpn], [], '2027-02-01', '2027-02-28');
    expect(february.map((each) => [each.period, each.nominal, each.due])).toEqual([
      ['2026-12', '2027-01-31', '2027-02-01'],
    ]);
  });

  it('finds the annual returns of the tax year before', () => {
    const found = occurrences([individuals, companies], [], '2027-01-01', '2027-12-31');
    expect(found.map((each) => [each.period, each.due])).toEqual([
      ['2026', '2027-03-31'],
      ['2026', '2027-04-30'],
    ]);
  });
});

describe('the working-day rule', () => {
  it('moves a Saturday deadline to Monday', () => {
    // 15 August 2026 is a Saturday.
    const [found] = occurrences([payment], [], '2026-08-01', '2026-08-31');
    expect([found?.nominal, found?.due]).toEqual(['2026-08-15', '2026-08-17']);
    // … and past Independence Day on that Monday to Tuesday.
    const [withHoliday] = occurrences([payment], [holiday('2026-08-17')], '2026-08-01', '2026-08-31');
    expect(withHoliday?.due).toBe('2026-08-18');
  });

  it('moves a Sunday deadline before a holiday Monday to Tuesday', () => {
    // 20 December 2026 is a Sunday; make the Monday a holiday.
    expect(nextWorkingDay('2026-12-20', closed(holiday('2026-12-21')))).toBe('2026-12-22');
    expect(nextWorkingDay('2026-12-20', new Set())).toBe('2026-12-21');
  });

  it('moves a deadline off Christmas and through a run of holidays and collective leave', () => {
    expect(nextWorkingDay('2026-12-25', closed(CHRISTMAS_2026))).toBe('2026-12-28');
    const eidBreak = [
      holiday('2031-03-20', 'collective_leave'),
      holiday('2031-03-21'),
      holiday('2031-03-24'),
      holiday('2031-03-25', 'collective_leave'),
      holiday('2031-03-26', 'collective_leave'),
    ];
    // 20 March 2031 is a Thursday: the break and its weekend carry a deadline to Thursday the 27th.
    expect(nextWorkingDay('2031-03-20', closed(...eidBreak))).toBe('2031-03-27');
    const [found] = occurrences([filingPph], eidBreak, '2031-03-01', '2031-03-31');
    expect(found && skippedDays(found)).toEqual([
      '2031-03-20',
      '2031-03-21',
      '2031-03-22',
      '2031-03-23',
      '2031-03-24',
      '2031-03-25',
      '2031-03-26',
    ]);
  });

  it('moves a month end on a holiday, and still moves weekend deadlines in a year without holidays', () => {
    expect(nextWorkingDay('2026-12-31', closed(holiday('2026-12-31')))).toBe('2027-01-01');
    // 31 October 2032 is a Sunday; no holidays are known for 2032.
    const [found] = occurrences([filingPpn], [], '2032-10-01', '2032-11-30');
    expect([found?.nominal, found?.due]).toEqual(['2032-10-31', '2032-11-01']);
  });

  it('gives every deadline of several years the first working day on or after its nominal date', () => {
    let seed = 20_261_122;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 20; round++) {
      const holidays: Holiday[] = [];
      for (let day = '2026-01-01'; day <= '2031-12-31'; day = addDays(day, 1)) {
        if (random() < 0.06) holidays.push(holiday(day, random() < 0.3 ? 'collective_leave' : 'holiday'));
      }
      const off = closed(...holidays);
      const found = occurrences(RULES, holidays, '2027-01-01', '2031-06-30');
      expect(found.length).toBeGreaterThan(150);
      for (const each of found) {
        expect(isWorkingDay(each.due, off), each.due).toBe(true);
        expect(each.due >= each.nominal).toBe(true);
        for (const day of skippedDays(each)) expect(isWorkingDay(day, off), day).toBe(false);
      }
    }
  });
});

describe('rules that do not move', () => {
  // The annual returns (UU KUP Article 3(3)): their deadline stays on a weekend or holiday.
  const individualsStay = rule('spt-op', 'yearly_day', { day: 31, month: 3, movesToWorkingDay: false });
  const companiesStay = rule('spt-badan', 'yearly_month_end', { monthsAfter: 4, movesToWorkingDay: false });

  it('keeps 31 March 2024, a Sunday, and 31 March 2025, Eid al-Fitr, where the rule puts them', () => {
    const eid = [holiday('2025-03-31'), holiday('2025-04-01'), holiday('2025-04-02', 'collective_leave')];
    const found = occurrences([individualsStay], eid, '2024-01-01', '2025-12-31');
    expect(found.map((each) => [each.period, each.nominal, each.due])).toEqual([
      ['2023', '2024-03-31', '2024-03-31'],
      ['2024', '2025-03-31', '2025-03-31'],
    ]);
    expect(found.flatMap(skippedDays)).toEqual([]);
    // The same rule, moving, went to 1 April 2024 and 3 April 2025: the flag is what keeps them.
    const moving = occurrences([{ ...individualsStay, movesToWorkingDay: true }], eid, '2024-01-01', '2025-12-31');
    expect(moving.map((each) => each.due)).toEqual(['2024-04-01', '2025-04-03']);
  });

  it('keeps 30 April 2028, a Sunday, in April: nothing of it in May', () => {
    expect(occurrences([companiesStay], [], '2028-04-01', '2028-04-30').map((each) => each.due)).toEqual([
      '2028-04-30',
    ]);
    expect(occurrences([companiesStay], [], '2028-05-01', '2028-05-31')).toEqual([]);
  });

  it('still moves the monthly rules beside them', () => {
    // 31 March 2025 was Eid al-Fitr, 1 April too, then collective leave and a weekend to the 7th.
    const eid = ['2025-03-31', '2025-04-01'].map((day) => holiday(day));
    const leave = ['2025-04-02', '2025-04-03', '2025-04-04', '2025-04-07'].map((day) =>
      holiday(day, 'collective_leave'),
    );
    const found = occurrences([filingPpn, individualsStay], [...eid, ...leave], '2025-03-01', '2025-04-30');
    expect(found.map((each) => [each.rule.slug, each.period, each.due])).toEqual([
      ['spt-op', '2024', '2025-03-31'],
      ['spt-masa-ppn', '2025-02', '2025-04-08'],
      ['spt-masa-ppn', '2025-03', '2025-04-30'],
    ]);
  });
});

describe('Jakarta dates', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('takes today and the time to midnight from Jakarta, whatever the server zone', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      // 23:30 UTC is 06:30 the next day in Jakarta (UTC+7).
      expect(jakartaToday(new Date('2026-12-19T23:30:00Z'))).toBe('2026-12-20');
      expect(secondsUntilJakartaMidnight(new Date('2026-12-19T23:30:00Z'))).toBe(17.5 * 3600);
      expect(jakartaToday(new Date('2026-12-20T16:59:59Z'))).toBe('2026-12-20');
      expect(secondsUntilJakartaMidnight(new Date('2026-12-20T16:59:59Z'))).toBe(1);
      expect(jakartaToday(new Date('2026-12-20T17:00:00Z'))).toBe('2026-12-21');
      expect(secondsUntilJakartaMidnight(new Date('2026-12-20T17:00:00Z'))).toBe(86_400);
    }
  });

  it('checks civil dates for real', () => {
    expect(civilTime('2028-02-29')).not.toBeNull();
    expect(civilTime('2027-02-29')).toBeNull();
    expect(civilTime('2027-2-01')).toBeNull();
    expect(civilDate(2026, 13, 1)).toBe('2027-01-01');
  });
});

describe('the month grid and its parameter', () => {
  const now = { year: 2026, month: 11 };

  it('accepts YYYY-MM within two years of now and refuses anything else', () => {
    expect(parseMonthParam(null, now)).toBeUndefined();
    expect(parseMonthParam('2026-12', now)).toEqual({ year: 2026, month: 12 });
    expect(parseMonthParam('2028-11', now)).toEqual({ year: 2028, month: 11 });
    for (const bad of ['2028-12', '2024-10', '2026-13', '2026-00', '2026-1', '2026-12-01', '', 'x', '９９９９-01']) {
      expect(parseMonthParam(bad, now), bad).toBeNull();
    }
  });

  it('lays a month out in weeks from Monday', () => {
    // February 2027 starts on a Monday and fills four weeks exactly; November 2026 starts on a Sunday.
    expect(monthWeeks({ year: 2027, month: 2 }).map((week) => week.length)).toEqual([7, 7, 7, 7]);
    const november = monthWeeks({ year: 2026, month: 11 });
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(november.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });
});
