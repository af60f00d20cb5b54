import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Layout at the widths readers use, in both languages: the header's and the footer's rows hold their content
 * without spilling past the page's side padding or breaking a label over two lines. English labels are the longer
 * ones ("Theme: System", "Language editions"), so each check runs in both languages.
 */

/** How far the header's controls reach past the padding of their row, on either side, in CSS px. */
function headerSpill(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector('.site-header > div');
    if (!row) throw new Error('no header row');
    const box = row.getBoundingClientRect();
    const style = getComputedStyle(row);
    const left = box.left + Number.parseFloat(style.paddingLeft);
    const right = box.right - Number.parseFloat(style.paddingRight);
    let spill = 0;
    for (const control of row.querySelectorAll('a, button')) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || control.closest('dialog, [popover]')) continue;
      spill = Math.max(spill, rect.right - right, left - rect.left);
    }
    return Math.round(spill);
  });
}

for (const lang of ['id', 'en'] as const) {
  test(`the ${lang} header's controls stay inside its padding from phone to desktop`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto(`/${lang}`);
    // 1024 to 1279: the category navigation shares the bar with the language, search and theme controls.
    for (const width of [320, 375, 640, 768, 1023, 1024, 1100, 1200, 1279, 1280, 1440]) {
      await page.setViewportSize({ width, height: 700 });
      expect(await headerSpill(page), `header at ${width}px`).toBeLessThanOrEqual(0);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `page at ${width}px`).toBeLessThanOrEqual(0);
    }
    // Where the bar has room, the search button says what it is in words.
    const label = page.locator('header .search-button span');
    await page.setViewportSize({ width: 1280, height: 700 });
    expect(await label.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(1);
    await page.setViewportSize({ width: 768, height: 700 });
    expect(await label.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(1);
  });
}

/** The footer's headings and its reference and language links that a width breaks over more than one line. */
function footerWraps(page: Page) {
  return page.evaluate(() => {
    const oneLine = (el: Element) => {
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().height < Number.parseFloat(style.lineHeight) * 1.5;
    };
    const labels = document.querySelectorAll(
      'footer .footer-heading, footer nav[aria-labelledby="footer-reference"] a, footer nav[aria-labelledby="footer-languages"] a',
    );
    return [...labels].filter((el) => !oneLine(el)).map((el) => el.textContent?.trim());
  });
}

for (const lang of ['id', 'en'] as const) {
  test(`the ${lang} footer's headings and short links each keep to one line from tablet to desktop`, async ({
    page,
  }) => {
    // Broken over two lines, a heading also pushes its column's links below those of the columns beside it.
    await page.goto(`/${lang}`);
    for (const width of [768, 900, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 700 });
      expect(await footerWraps(page), `footer at ${width}px`).toEqual([]);
    }
  });
}

test("a long unbroken query, as a pasted address, wraps in the search page's heading on a 320px phone", async ({
  page,
}) => {
  // Under the query's length limit, so the page repeats it in its heading.
  const query = 'https://www.pajak.go.id/id/peraturan/pmk-168-pmk03-2023-petunjuk-pelaksanaan';
  await page.setViewportSize({ width: 320, height: 700 });
  for (const lang of ['id', 'en'] as const) {
    await page.goto(`/${lang}/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(query);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `/${lang}/search`).toBeLessThanOrEqual(0);
  }
});
