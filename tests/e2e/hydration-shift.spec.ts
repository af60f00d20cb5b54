import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { PAGE_TYPES, PHONE } from './support/page-types.ts';

/**
 * The browser may paint the server's HTML before React takes over (bench/README.md, "First paint and hydration"), so hydration
 * must not move anything: every page type, at a phone's width, with the CPU slowed as Lighthouse's mobile
 * preset slows it. Two checks: the layout of the hydrated page equals the layout of the same HTML without
 * JavaScript, box for box; and no layout shift is recorded while the slowed page loads and hydrates.
 */

type Box = { key: string; x: number; y: number; width: number; height: number };

/** Every visible element's box in the first two screens, keyed by its place in the tree. */
function boxesOf(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const limit = window.innerHeight * 2;
    const boxes: Box[] = [];
    const walk = (element: Element, key: string) => {
      const rect = element.getBoundingClientRect();
      if (rect.top > limit) return;
      if (rect.width > 0 && rect.height > 0) {
        const round = (n: number) => Math.round(n * 10) / 10;
        // Clipped to the two screens a reader sees while the page hydrates.
        const height = Math.min(rect.bottom, limit) - rect.top;
        boxes.push({ key, x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(height) });
      }
      let index = 0;
      for (const child of element.children) {
        if (child.tagName === 'SCRIPT' || child.tagName === 'LINK') continue;
        walk(child, `${key}>${child.tagName.toLowerCase()}${index++}`);
      }
    };
    walk(document.body, 'body');
    return boxes;
  });
}

async function serverLayout(browser: Browser, baseURL: string, path: string): Promise<Box[]> {
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await boxesOf(page);
  } finally {
    await context.close();
  }
}

// One test per page: twelve loads in one test outlast its timeout on a busy host.
for (const [name, path] of Object.entries(PAGE_TYPES)) {
  test(`${name}: the first paint waits until the page is parsed to its end, so no half-parsed header is ever painted`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(path);
      const blocker = page.locator('head link[rel="expect"][blocking="render"]');
      await expect(blocker).toHaveCount(1);
      const target = (await blocker.getAttribute('href')) ?? '';
      expect(target).toMatch(/^#/);
      // The awaited element comes after everything a reader sees: the footer and all before it.
      const last = await page.evaluate((id) => {
        const end = document.getElementById(id);
        const footer = document.querySelector('footer');
        return Boolean(end && footer && footer.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING);
      }, target.slice(1));
      expect(last, path).toBe(true);
    } finally {
      await context.close();
    }
  });
}

for (const [name, path] of Object.entries(PAGE_TYPES)) {
  test(`${name}: hydration moves nothing at a phone's width under a slow CPU`, async ({ browser, baseURL }) => {
    const expected = await serverLayout(browser, baseURL ?? '', path);
    expect(expected.length).toBeGreaterThan(20);

    const context = await browser.newContext({ ...PHONE, baseURL });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node | null }[];
          })[]) {
            const sources = (entry.sources ?? []).map((source) => {
              const node = source.node;
              return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node);
            });
            shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path);
      await hydrated(page);
      // Let effects that run after hydration settle (a frame, then a task).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

      const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
      expect(shifts, 'layout shifts while the page loaded and hydrated').toEqual([]);
      expect(await boxesOf(page)).toEqual(expected);
    } finally {
      await context.close();
    }
  });
}
