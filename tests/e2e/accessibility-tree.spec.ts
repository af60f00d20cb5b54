import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { PAGE_TYPES, PHONE } from './support/page-types.ts';

/**
 * What a screen reader can list (headings, links) comes from the browser's accessibility tree, not from the
 * markup. A block the browser has not laid out yet is missing from Chromium's tree until the reader scrolls near
 * it, which is why no block is deferred with `content-visibility: auto` (decision 0032). These checks read the
 * tree as a screen reader's bridge does, right after load and without scrolling.
 */

type AxNode = { role?: { value?: string }; ignored?: boolean };

/** Headings and links a reader can reach: shown, and not hidden from assistive technology. */
function reachableInMarkup(page: Page) {
  return page.evaluate(() => {
    const reachable = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (element) => element.checkVisibility() && !element.closest('[aria-hidden="true"], [inert]'),
      ).length;
    return { headings: reachable('h1, h2, h3, h4, h5, h6'), links: reachable('a[href]') };
  });
}

async function inAccessibilityTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const exposed = (role: string) => nodes.filter((node) => node.role?.value === role && !node.ignored).length;
    return { headings: exposed('heading'), links: exposed('link') };
  } finally {
    await cdp.detach();
  }
}

async function onScreen(
  browser: Browser,
  baseURL: string | undefined,
  options: Parameters<Browser['newContext']>[0],
  path: string,
  check: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ ...options, baseURL });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    await check(page);
  } finally {
    await context.close();
  }
}

const SCREENS = { phone: PHONE, desktop: { viewport: { width: 1280, height: 800 } } };

for (const [screen, options] of Object.entries(SCREENS)) {
  for (const [name, path] of Object.entries(PAGE_TYPES)) {
    test(`${name} on a ${screen}: every heading and link is in the accessibility tree at load, before any scroll`, async ({
      browser,
      baseURL,
    }) => {
      await onScreen(browser, baseURL, options, path, async (page) => {
        const markup = await reachableInMarkup(page);
        expect(markup.headings).toBeGreaterThan(1);
        expect(await inAccessibilityTree(page)).toEqual(markup);
      });
    });
  }
}

test('a link to a part of a page far below the first screen lands on it', async ({ page }) => {
  await page.setViewportSize(PHONE.viewport);
  await page.goto('/id/kalender#bulan');
  const grid = page.locator('#bulan');
  await expect(grid.locator('table')).toBeVisible();
  await expect
    .poll(() => grid.evaluate((section) => Math.round(section.getBoundingClientRect().top)))
    .toBeLessThan(PHONE.viewport.height / 2);
});

const LIST_ITEMS = { register: 'main ol > li', home: 'main article' } as const;

for (const [name, items] of Object.entries(LIST_ITEMS)) {
  test(`${name}: back in the app lands where the reader left, with nothing on screen moving on the way`, async ({
    browser,
    baseURL,
  }) => {
    await onScreen(browser, baseURL, PHONE, PAGE_TYPES[name as keyof typeof LIST_ITEMS], async (page) => {
      const target = 6;
      const item = page.locator(items).nth(target);
      // A reader's scroll, half a screen at a time, until the item is on screen.
      for (let screens = 0; screens < 40; screens++) {
        const box = await item.boundingBox();
        if (box && box.y > 0 && box.y + box.height < PHONE.viewport.height) break;
        await page.mouse.wheel(0, PHONE.viewport.height / 2);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      }
      const topOf = () =>
        page.evaluate(
          ([selector, index]) =>
            Math.round(document.querySelectorAll(selector)[index]?.getBoundingClientRect().top ?? Number.NaN),
          [items, target] as const,
        );
      const left = { y: await page.evaluate(() => window.scrollY), top: await topOf() };
      expect(left.top).toBeGreaterThan(0);
      expect(left.top).toBeLessThan(PHONE.viewport.height);
      const from = page.url();
      await item.locator('a[href^="/"]').first().click();
      await expect(page).not.toHaveURL(from);

      // Where the item is in every frame from the one that shows the page again.
      await page.evaluate(
        ([selector, index]) => {
          const frames: number[] = [];
          (window as unknown as { framesBack: number[] }).framesBack = frames;
          const sample = () => {
            const element = document.querySelectorAll(selector)[index];
            if (element) frames.push(Math.round(element.getBoundingClientRect().top));
            if (frames.length < 30) requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        },
        [items, target] as const,
      );
      await page.goBack();
      await expect(page).toHaveURL(from);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { framesBack: number[] }).framesBack.length))
        .toBe(30);
      const frames = await page.evaluate(() => (window as unknown as { framesBack: number[] }).framesBack);
      expect(new Set(frames), 'the item in every frame after going back').toEqual(new Set([left.top]));
      expect(await page.evaluate(() => window.scrollY)).toBe(left.y);
    });
  });
}
