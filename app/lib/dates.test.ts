import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('writes the date in the page language', () => {
    expect(formatDate('2026-11-21T03:00:00Z', 'id')).toBe('21 November 2026');
    expect(formatDate('2026-08-17T03:00:00Z', 'id')).toBe('17 Agustus 2026');
    expect(formatDate('2026-08-17T03:00:00Z', 'en')).toBe('17 August 2026');
  });

  it('uses Jakarta time: 20:00 UTC is already the next day there', () => {
    expect(formatDate('2026-11-20T20:00:00Z', 'id')).toBe('21 November 2026');
  });
});

describe('formatDateTime', () => {
  it('writes the date and Jakarta time the way each language does, with WIB', () => {
    expect(formatDateTime('2026-05-12T07:05:00Z', 'id')).toBe('12 Mei 2026, 14.05 WIB');
    expect(formatDateTime('2026-05-12T07:05:00Z', 'en')).toBe('12 May 2026, 2:05 pm WIB');
  });

  it('crosses midnight in Jakarta, not in UTC', () => {
    expect(formatDateTime('2026-05-12T17:05:00Z', 'id')).toBe('13 Mei 2026, 00.05 WIB');
    expect(formatDateTime('2026-05-12T17:05:00Z', 'en')).toBe('13 May 2026, 12:05 am WIB');
  });
});
