import { describe, expect, it } from 'vitest';
import { CACHE_POLICIES, untilJakartaMidnight, variesByTheme } from './response-policy';

describe('untilJakartaMidnight', () => {
  it('ends every lifetime, fresh and stale, at the next midnight in Jakarta', () => {
    // 23:58 in Jakarta: 120 seconds left.
    expect(untilJakartaMidnight(CACHE_POLICIES.page, new Date('2026-12-19T16:58:00Z'))).toEqual({
      browser: 0,
      edge: 60,
      staleWhileRevalidate: 60,
      staleIfError: 60,
    });
    // 00:00:30 in Jakarta: the whole day but thirty seconds; the usual lifetimes fit.
    expect(untilJakartaMidnight(CACHE_POLICIES.page, new Date('2026-12-19T17:00:30Z'))).toEqual({
      browser: 0,
      edge: 60,
      staleWhileRevalidate: 600,
      staleIfError: 86_370 - 60,
    });
  });

  it('never keeps a copy, or its stale window, past midnight, at any second of a day', () => {
    const midnight = Date.parse('2026-12-19T17:00:00Z');
    for (let at = midnight - 86_400_000; at < midnight; at += 997_000) {
      const policy = untilJakartaMidnight(CACHE_POLICIES.page, new Date(at));
      const left = (midnight - at) / 1000;
      expect(policy.edge + Math.max(policy.staleWhileRevalidate, policy.staleIfError)).toBeLessThanOrEqual(
        Math.ceil(left),
      );
      expect(policy.edge).toBeGreaterThan(0);
    }
  });
});

describe('the calendar feed policy', () => {
  it('keeps the feed hours at the edge, not days, and one copy for every theme', () => {
    expect(CACHE_POLICIES.calendarFeed.edge).toBeGreaterThanOrEqual(3600);
    expect(CACHE_POLICIES.calendarFeed.edge).toBeLessThanOrEqual(21_600);
    expect(variesByTheme('/id/kalender.ics')).toBe(false);
    expect(variesByTheme('/id/kalender')).toBe(true);
  });
});
