import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed } from './calendar-feed';
import type { CalendarRule } from './calendar-view';

// A rule's texts are typed by editors, often pasted from a word processor, whose line break inside a paragraph is a
// vertical tab (U+000B). RFC 5545 allows no control character but tab in a TEXT value (3.3.11), and a strict
// client refuses the whole feed for one.
const rule: CalendarRule = {
  slug: 'test-controls',
  kind: 'monthly_day',
  day: 15,
  month: null,
  monthsAfter: null,
  movesToWorkingDay: true,
  position: 0,
  name: { id: 'Setor\u000bpajak\u0007 uji', en: 'Test\u000bpayment\u0007' },
  taxes: { id: 'PPh\u001f 21\u000b\u000bdan PPN\u007f', en: 'Income\u000btax' },
  regulation: null,
  terms: [],
  workingDay: { basis: null, staysReason: null },
  source: { url: null, name: null, checkedOn: null },
};

describe('the calendar feed', () => {
  it('writes no control character an editor pasted into a rule, and keeps the words apart', () => {
    for (const lang of ['id', 'en'] as const) {
      const text = calendarFeed(
        { rules: [rule], holidays: [], years: [], waivers: [] },
        { lang, siteUrl: 'https://newstax.test', from: '2030-01-01', to: '2030-01-31', stamp: new Date(0) },
      );
      const controls = [...text.replaceAll('\r\n', '')].filter((char) => {
        const code = char.charCodeAt(0);
        return (code < 0x20 && char !== '\t') || code === 0x7f;
      });
      expect(controls).toEqual([]);
      const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
      const summary = String(event?.getFirstPropertyValue('summary'));
      expect(summary).toContain(lang === 'id' ? 'Setor pajak uji' : 'Test payment');
      expect(String(event?.getFirstPropertyValue('description'))).toContain(
        lang === 'id' ? 'PPh 21 dan PPN' : 'Income tax',
      );
    }
  });
});
