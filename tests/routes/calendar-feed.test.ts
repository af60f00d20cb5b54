import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { feed, freezeClockAtNow } from './support/calendar.ts';

/** The calendar as an iCalendar feed (kalender.ics / calendar.ics). */

freezeClockAtNow();

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
      '\r\nX-WR-CALDESC:Tenggat pajak Indonesia dari newstax\\, digeser ke hari kerja bila aturannya menggeser.\r\n',
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
      // The annual returns stay where they fall; in this window none falls on a weekend or holiday.
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
      // A deadline that never moves does not wait for 2027's holidays.
      const unsettled = event.start.toString().startsWith('2027-') && !event.uid.startsWith('lapor-spt-tahunan-');
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
