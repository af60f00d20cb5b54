import { describe, expect, it } from 'vitest';
import {
  CACHE_POLICIES,
  cacheControl,
  untilJakartaMidnight,
  variesByTheme,
  withDefaultCacheControl,
} from './response-policy';

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

describe('withDefaultCacheControl', () => {
  const response = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

  it('keeps a redirect a loader threw for as long as a page', () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const kept = withDefaultCacheControl('GET', response(status, { Location: '/id' }));
      expect(kept.headers.get('Cache-Control'), String(status)).toBe(cacheControl(CACHE_POLICIES.page));
      expect(kept.headers.get('Location')).toBe('/id');
      expect(kept.status).toBe(status);
    }
    expect(withDefaultCacheControl('HEAD', response(301, { Location: '/id' })).headers.get('Cache-Control')).toBe(
      cacheControl(CACHE_POLICIES.page),
    );
  });

  it('never stores an answer to a POST, or anything else that set no lifetime', () => {
    expect(withDefaultCacheControl('POST', response(303, { Location: '/id' })).headers.get('Cache-Control')).toBe(
      'no-store',
    );
    expect(withDefaultCacheControl('POST', response(400)).headers.get('Cache-Control')).toBe('no-store');
    expect(withDefaultCacheControl('GET', response(202)).headers.get('Cache-Control')).toBe('no-store');
    expect(withDefaultCacheControl('GET', response(302)).headers.get('Cache-Control')).toBe('no-store');
  });

  it('leaves a lifetime the response set', () => {
    const own = response(301, { Location: '/id', 'Cache-Control': 'public, max-age=86400' });
    expect(withDefaultCacheControl('GET', own).headers.get('Cache-Control')).toBe('public, max-age=86400');
  });
});
