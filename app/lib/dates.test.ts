import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

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
