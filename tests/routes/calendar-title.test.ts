import { expect, it } from 'vitest';
import { loader, meta } from '~/routes/$lang.kalender._index';
import { runLoader } from '../setup/run-loader.ts';
import { freezeClockAtNow } from './support/calendar.ts';

freezeClockAtNow();

const titleOf = async (lang: 'id' | 'en', path: string) => {
  const { data } = await runLoader(loader, path, { lang });
  const args = { data, matches: [], params: { lang }, error: undefined, location: { pathname: path } };
  const tags = meta(args as unknown as Parameters<typeof meta>[0]);
  return tags.find((tag): tag is { title: string } => 'title' in tag)?.title;
};

// Moving from month to month reloads the page's title, which a screen reader announces: each month names itself.
it('names the month a reader moved to in the title, and only the calendar where none was asked for', async () => {
  expect(await titleOf('id', '/id/kalender')).toBe('Kalender Pajak | newstax');
  expect(await titleOf('id', '/id/kalender?bulan=2027-01')).toBe('Kalender Pajak · Januari 2027 | newstax');
  expect(await titleOf('en', '/en/calendar')).toBe('Tax Calendar | newstax');
  expect(await titleOf('en', '/en/calendar?month=2027-02')).toBe('Tax Calendar · February 2027 | newstax');
});
