import { describe, expect, it } from 'vitest';
import { loader as homeLoader } from '~/routes/$lang._index';
import { loader as calendarLoader } from '~/routes/$lang.kalender._index';
import { runLoader } from '../setup/run-loader.ts';

/**
 * A page loader's data is also the page's hydration data: the document carries it a second time, as a script,
 * to every reader. What the page never renders is bytes for nothing, so loaders hand over only what is shown.
 */

describe("the home page's deadlines block", () => {
  it('carries three labels and each deadline in summary: no taxes, regulation or terms', async () => {
    const home = await runLoader(homeLoader, '/id', { lang: 'id' });
    const block = home.data?.deadlines;
    expect(Object.keys(block?.labels ?? {}).sort()).toEqual(['allDeadlines', 'noUpcomingHome', 'upcomingHome']);
    expect(block?.deadlines.length).toBeGreaterThan(0);
    for (const deadline of block?.deadlines ?? []) {
      expect(Object.keys(deadline).sort()).toEqual([
        'due',
        'dueLabel',
        'key',
        'moved',
        'name',
        'period',
        'provisional',
        'stays',
        'waivers',
      ]);
    }
  });
});

describe("the calendar page's labels", () => {
  it.each(['id', 'en'] as const)("%s: no template the server fills, and none of the feed's texts", async (lang) => {
    const path = lang === 'id' ? '/id/kalender' : '/en/calendar';
    const page = await runLoader(calendarLoader, path, { lang });
    const labels: Record<string, string> = page.data?.view.labels ?? {};
    expect(labels.title).toBeTruthy();
    expect(Object.entries(labels).filter(([, text]) => /\{\w+\}/.test(text))).toEqual([]);
    expect(Object.keys(labels).filter((key) => /^(feed|event|reminder)/.test(key))).toEqual([]);
  });
});
