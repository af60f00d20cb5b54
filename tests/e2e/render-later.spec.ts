import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { PAGE_TYPES, PHONE } from './support/page-types.ts';

/**
 * The first layout of a page is the largest task of its first load (bench/README.md, "Render later"), and most of a
 * page's text is below a phone's first screen. Blocks a phone reaches only by scrolling (cards, register rows,
 * glossary letters, calendar months, search results, the footer) carry `.render-later` (decision 0029): the browser
 * leaves them out of layout and paint until they come near the viewport. These checks hold the three things that
 * can go wrong with it: the blocks are not actually skipped, reading them moves the page, or containment cuts
 * something off.
 */

/** How many `.render-later` blocks the page has, and how many of them the first layout left out. */
function skippedBlocks(page: Page) {
  return page.evaluate(() => {
    const blocks = [...document.querySelectorAll('.render-later')];
    // A skipped block's own box is laid out at its estimated size; what is skipped is everything inside it.
    const skipped = blocks.filter((block) => {
      const inside = block.firstElementChild;
      return inside !== null && !inside.checkVisibility({ contentVisibilityAuto: true });
    });
    return { blocks: blocks.length, skipped: skipped.length };
  });
}

/** The indexes of the `.render-later` blocks whose insides are laid out now. */
function renderedBlocks(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.render-later')].flatMap((block, index) =>
      block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ? [index] : [],
    ),
  );
}

/** The sum of the layout shifts recorded since the page started, input or not. */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all calls no callback: resolve after two frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
}

// Pages long enough on a phone to have blocks out of reach of the first screen.
const LONG_PAGES = ['home', 'article', 'register', 'glossary', 'glossary entry', 'search results', 'calendar'] as const;

for (const name of LONG_PAGES) {
  const path = PAGE_TYPES[name];
  test(`${name}: the first layout leaves out the blocks below a phone's first screens, and scrolling through them moves nothing in view`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    try {
      const page = await context.newPage();
      await page.goto(path);
      await hydrated(page);
      const atLoad = await skippedBlocks(page);
      expect(atLoad.skipped, `${atLoad.skipped} of ${atLoad.blocks} blocks skipped`).toBeGreaterThan(0);
      // The footer is the last block of every page and far below the first screen of these.
      await expect(page.locator('footer.render-later')).toHaveCount(1);

      // A reader's scroll, a screen at a time, to the end: every block is laid out when it comes near (blocks left
      // behind may be skipped again, so each is checked on the way), and no block taking its real height moves
      // anything the reader can see.
      const laidOut = new Set<number>();
      for (let screens = 0; screens < 60; screens++) {
        for (const index of await renderedBlocks(page)) laidOut.add(index);
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        });
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        if (atEnd) break;
      }
      for (const index of await renderedBlocks(page)) laidOut.add(index);
      expect(laidOut.size, 'blocks laid out on the way down').toBe(atLoad.blocks);
      expect(await layoutShift(page)).toBe(0);
    } finally {
      await context.close();
    }
  });
}

test('a link to a part of a page far below the first screen lands on it, laid out', async ({ page }) => {
  await page.setViewportSize(PHONE.viewport);
  await page.goto('/id/kalender#bulan');
  const grid = page.locator('#bulan');
  await expect(grid.locator('table')).toBeVisible();
  await expect
    .poll(() => grid.evaluate((section) => Math.round(section.getBoundingClientRect().top)))
    .toBeLessThan(PHONE.viewport.height / 2);
  expect(await grid.locator('table').evaluate((table) => table.checkVisibility({ contentVisibilityAuto: true }))).toBe(
    true,
  );
});

test("containment does not cut off a keyboard focus ring at a block's edge", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...PHONE, baseURL, bypassCSP: true });
  try {
    // A search result's link fills its row edge to edge, so its focus ring lies just outside the contained block.
    const focusedRow = async (contained: boolean) => {
      const page = await context.newPage();
      await page.goto('/id/search?q=pajak');
      await hydrated(page);
      if (!contained) {
        await page.evaluate(() => {
          const style = document.createElement('style');
          style.textContent = '.render-later { content-visibility: visible !important; contain: none !important }';
          document.head.append(style);
        });
      }
      const link = page.locator('ol li.render-later a').nth(2);
      await link.scrollIntoViewIfNeeded();
      await page.keyboard.press('Shift+Tab');
      await link.focus();
      expect(await link.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      const box = await link.boundingBox();
      if (!box) throw new Error('the result link has no box');
      const shot = await page.screenshot({
        clip: { x: 0, y: box.y - 6, width: PHONE.viewport.width, height: box.height + 12 },
        animations: 'disabled',
        caret: 'hide',
      });
      await page.close();
      return shot;
    };
    const contained = await focusedRow(true);
    const free = await focusedRow(false);
    expect(contained.equals(free), 'the focused row looks the same with and without containment').toBe(true);
  } finally {
    await context.close();
  }
});
