import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { layoutShiftSoFar } from './support/layout-shift.ts';
import { PAGE_TYPES, PHONE } from './support/page-types.ts';

/**
 * Most of a page's text is below a phone's first screen. Blocks a phone reaches only by scrolling (cards, register
 * rows, glossary entries, calendar deadlines and month grid, search results, the footer) carry `.render-later`
 * (decision 0029): the browser leaves them out of layout and paint until they come near the viewport. These checks
 * hold what can go wrong with it: the blocks are not actually skipped, reading them moves the page, a block is
 * taller than the height it holds while skipped (checkers at load then read its links as covered), a fragment link
 * or a printout misses a block, or containment cuts off a focus ring.
 */

/** Each `.render-later` block, in page order: whether it is shown at all, and whether its inside is laid out. */
function blockStates(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.render-later')].map((block) => ({
      shown: block.checkVisibility(),
      // A skipped block's own box is laid out at its estimated size; what is skipped is everything inside it.
      laidOut: block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
    })),
  );
}

/** How many blocks the page has, and how many shown ones the browser is skipping now. */
async function skippedBlocks(page: Page) {
  const states = await blockStates(page);
  return { blocks: states.length, skipped: states.filter((state) => state.shown && !state.laidOut).length };
}

/** The indexes of the blocks whose insides are laid out now. */
async function renderedBlocks(page: Page) {
  return (await blockStates(page)).flatMap((state, index) => (state.laidOut ? [index] : []));
}

/** Opens `path` on a phone, hydrated, for `check`, in a context of its own. */
async function onPhone(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  check: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ ...PHONE, baseURL });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    await check(page);
  } finally {
    await context.close();
  }
}

// Pages long enough on a phone to have blocks out of reach of the first screen.
const LONG_PAGES = ['home', 'article', 'register', 'glossary', 'glossary entry', 'search results', 'calendar'] as const;

for (const name of LONG_PAGES) {
  test(`${name}: the first layout leaves out the blocks below a phone's first screens, and scrolling through them moves nothing in view`, async ({
    browser,
    baseURL,
  }) => {
    await onPhone(browser, baseURL, PAGE_TYPES[name], async (page) => {
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
      expect(await layoutShiftSoFar(page)).toBe(0);
    });
  });
}

for (const name of LONG_PAGES) {
  test(`${name}: an accessibility check at load, with blocks still skipped, finds nothing, touch target sizes included`, async ({
    browser,
    baseURL,
  }) => {
    // Lighthouse checks a phone-sized page right after load, touch target size among its rules, while blocks are
    // still skipped: a link that spills out of a skipped block reads as covered (see the estimates' test below).
    await onPhone(browser, baseURL, PAGE_TYPES[name], async (page) => {
      expect((await skippedBlocks(page)).skipped).toBeGreaterThan(0);
      const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
      expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });
  });
}

test("no block is taller than the height it holds while skipped, at a phone's widths and a desktop's", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // While skipped, a block is its estimate tall and what does not fit spills over the blocks after it. No reader
  // sees that (nothing skipped is painted), but a checker that runs at load does: a link that spills over the next
  // block reads as covered, and Lighthouse's touch-target audit fails. So each estimate is an upper bound.
  const paths = [
    ...Object.values(PAGE_TYPES),
    '/en/glossary',
    '/en/regulations',
    '/id/peraturan?page=2',
    '/en/search?q=tax',
    '/id/pph/aturan-lengkap-pph-21-skema-ter-pmk-168-2023',
    '/en/calendar?month=2027-03',
  ];
  const spills: string[] = [];
  for (const width of [360, 412, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path);
        const heights = await page.evaluate(() => {
          const blocks = [...document.querySelectorAll<HTMLElement>('.render-later')];
          const estimates = blocks.map((block) =>
            Number.parseFloat(getComputedStyle(block).containIntrinsicBlockSize.split(' ').at(-1) ?? '0'),
          );
          for (const block of blocks) block.style.contentVisibility = 'visible';
          return blocks.map((block, index) => ({
            block: block.outerHTML.slice(0, 60),
            real: block.getBoundingClientRect().height,
            estimate: estimates[index] ?? 0,
          }));
        });
        expect(heights.length, `${path} has blocks to defer`).toBeGreaterThan(0);
        for (const { block, real, estimate } of heights) {
          if (real > estimate) spills.push(`${width}px ${path}: ${Math.round(real)} > ${estimate} ${block}`);
        }
      }
    } finally {
      await context.close();
    }
  }
  expect(spills).toEqual([]);
});

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

test('a printout lays out every deferred block, however far down', async ({ page }) => {
  await page.setViewportSize(PHONE.viewport);
  await page.goto('/id/search?q=pajak');
  expect((await skippedBlocks(page)).skipped).toBeGreaterThan(0);
  await page.emulateMedia({ media: 'print' });
  expect(await skippedBlocks(page)).toMatchObject({ skipped: 0 });
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
          document.head.appendChild(style);
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

for (const name of ['register', 'home'] as const) {
  test(`${name}: back in the app lands where the reader left, with nothing on screen moving on the way`, async ({
    browser,
    baseURL,
  }) => {
    // Going back renders the page anew, its blocks at their estimated heights, which exceed their real ones;
    // Remix restores a scroll position measured on the real heights. Were the blocks above the viewport laid out
    // only afterwards, the browser would keep what is then on screen in place, and the reader would land some
    // blocks too high (decision 0029).
    await onPhone(browser, baseURL, PAGE_TYPES[name], async (page) => {
      const target = 6;
      const block = page.locator('.render-later').nth(target);
      // A reader's scroll, a screen at a time, until the block is on screen: the blocks passed are laid out.
      for (let screens = 0; screens < 20; screens++) {
        const box = await block.boundingBox();
        if (box && box.y > 0 && box.y + box.height < PHONE.viewport.height) break;
        await page.mouse.wheel(0, PHONE.viewport.height / 2);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      }
      const topOf = (index: number) =>
        page.evaluate(
          (i) => Math.round(document.querySelectorAll('.render-later')[i]?.getBoundingClientRect().top ?? Number.NaN),
          index,
        );
      const left = { y: await page.evaluate(() => window.scrollY), top: await topOf(target) };
      expect(left.top).toBeGreaterThan(0);
      expect(left.top).toBeLessThan(PHONE.viewport.height);
      const from = page.url();
      await block.locator('a[href^="/"]').first().click();
      await expect(page).not.toHaveURL(from);

      // Where the block is in every frame from the one that shows the page again.
      await page.evaluate((index) => {
        const frames: number[] = [];
        (window as unknown as { framesBack: number[] }).framesBack = frames;
        const sample = () => {
          const block = document.querySelectorAll('.render-later')[index];
          if (block) frames.push(Math.round(block.getBoundingClientRect().top));
          if (frames.length < 30) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }, target);
      await page.goBack();
      await expect(page).toHaveURL(from);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { framesBack: number[] }).framesBack.length))
        .toBe(30);
      const frames = await page.evaluate(() => (window as unknown as { framesBack: number[] }).framesBack);
      expect(new Set(frames), 'the block in every frame after going back').toEqual(new Set([left.top]));
      expect(await page.evaluate(() => window.scrollY)).toBe(left.y);
    });
  });
}
