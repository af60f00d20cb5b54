import { expect, requestsSoFar, test, twoFramesLater } from './support/fixtures.ts';
import { isSearchApi, openModal, type Result, recordSearches } from './support/search.ts';

/**
 * When the search modal sends /search requests: once typing pauses, never for a blank query, and no late answer
 * replaces a newer one.
 */

test.describe('the search modal', () => {
  test('sends one request 300 ms after typing pauses, none before', async ({ page }) => {
    await page.clock.install();
    const { input } = await openModal(page);
    const requests = recordSearches(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await input.pressSequentially('pajak');
    await page.clock.runFor(299);
    await requestsSoFar(page);
    expect(requests, 'no request before 300 ms of quiet').toHaveLength(0);

    await page.clock.runFor(1);
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]?.url() ?? '').searchParams.get('q')).toBe('pajak');
    expect(new URL(requests[0]?.url() ?? '').searchParams.get('lang')).toBe('id');

    await page.clock.runFor(5000);
    await requestsSoFar(page);
    expect(requests, 'exactly one per pause').toHaveLength(1);

    // A trailing space is typing, but the trimmed query is the one already asked: nothing new to send.
    await input.press('Space');
    await page.clock.runFor(1000);
    await requestsSoFar(page);
    expect(requests).toHaveLength(1);
  });

  test('typing continuously for 1 s sends at most one request', async ({ page }) => {
    await page.clock.install();
    const { input } = await openModal(page);
    const requests = recordSearches(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    // Ten keystrokes, 100 ms apart: 1 s of typing that never pauses for 300 ms. The spaces do not change the
    // trimmed query, but they are typing all the same: they must not let the pause run out.
    for (const char of 'ppn   tari') {
      await input.press(char === ' ' ? 'Space' : char);
      await page.clock.runFor(100);
    }
    await requestsSoFar(page);
    expect(requests).toHaveLength(0);

    await page.clock.runFor(300);
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]?.url() ?? '').searchParams.get('q')).toBe('ppn   tari');
    await page.clock.runFor(2000);
    await requestsSoFar(page);
    expect(requests).toHaveLength(1);
  });

  test('a blank or whitespace-only query clears the results and sends nothing', async ({ page }) => {
    await page.clock.install();
    const { dialog, input } = await openModal(page);
    await input.fill('coretax');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const requests = recordSearches(page);

    await input.fill('   ');
    await expect(dialog.getByRole('option')).toHaveCount(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Past the 300 ms pause, each time: a request the modal sent would have been seen.
    await page.clock.runFor(600);
    await requestsSoFar(page);
    await input.fill('');
    await page.clock.runFor(600);
    await requestsSoFar(page);
    expect(requests).toHaveLength(0);
    await expect(dialog.getByRole('status')).toHaveText('');
  });

  test('an answer that arrives late never overwrites a newer one', async ({ page }) => {
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const stale: Result = {
      slug: 'stale',
      title: 'STALE ANSWER pajak',
      excerpt: 'This answer belongs to an older query.',
      category: null,
      lang: 'id',
      url: '/id/berita/stale',
    };
    let firstSettled: Promise<unknown> = Promise.resolve();
    await page.route(isSearchApi, async (route) => {
      if (new URL(route.request().url()).searchParams.get('q') !== 'pajak') return route.continue();
      firstSettled = (async () => {
        await firstHeld;
        // The modal has aborted this request by now; answering it anyway is what a slow network would do.
        await route.fulfill({ json: { query: 'pajak', results: [stale] } }).catch(() => {});
      })();
      return firstSettled;
    });
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (isSearchApi(request.url())) aborted.push(new URL(request.url()).searchParams.get('q') ?? '');
    });

    const { dialog, input } = await openModal(page);
    const first = page.waitForRequest((request) => isSearchApi(request.url()));
    await input.fill('pajak');
    await first;
    await input.fill('Coretax');
    const options = dialog.getByRole('option');
    await expect(options.first()).toContainText(/coretax/i);
    const newer = await options.allTextContents();

    releaseFirst();
    await firstSettled;
    await twoFramesLater(page);
    expect(await options.allTextContents()).toEqual(newer);
    await expect(dialog).not.toContainText('STALE ANSWER');
    expect(aborted, 'the stale request was cancelled').toEqual(['pajak']);
  });
});
