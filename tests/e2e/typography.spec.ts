import type { Page } from '@playwright/test';
import { LONG, LONG_EN } from './support/articles.ts';
import { expect, openSearchModal, test } from './support/fixtures.ts';

/**
 * Typographic details readers see at particular widths: a tax designation ("PPh 21", "PMK 168/2023") kept on one
 * line in titles and headings, a heading's "#" link right after its last word, and the search placeholder whole on
 * the narrowest phones. Each check runs at widths where the defect showed in Debian's Chromium and fonts.
 */

/** The designations in titles and headings under `selector` that a line break splits, as "text @ width". */
function splitDesignations(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const split: string[] = [];
    const pattern = /(?:PPh|PPN|PMK|PP|UU|Pasal|Article|Nomor)[ \u00a0](?=[0-9])/g;
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(pattern)) {
          const top = (from: number) => {
            const range = document.createRange();
            range.setStart(node, from);
            range.setEnd(node, from + 1);
            return range.getBoundingClientRect().top;
          };
          // The word's first letter and the number's first digit on different lines.
          if (Math.abs(top(match.index) - top(match.index + match[0].length)) > 2) {
            split.push(`${node.textContent} @ ${window.innerWidth}`);
          }
        }
      }
    }
    return split;
  }, selector);
}

test('a tax designation in a title or heading stays on one line, from the server on, at every width', async ({
  page,
}) => {
  // Widths at which each title broke between the abbreviation and its number ("PPh" | "21").
  const cases = [
    { path: LONG_EN, selector: 'main h1, main h3', widths: [460, 500, 920, 1280] },
    { path: '/id/pph', selector: 'main h2', widths: [488, 1000] },
    { path: '/id/peraturan', selector: 'main h2', widths: [360, 500] },
    { path: '/id', selector: 'main h3', widths: [1100] },
  ];
  for (const { path, selector, widths } of cases) {
    await page.setViewportSize({ width: widths[0] ?? 1280, height: 800 });
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      expect(await splitDesignations(page, selector), `${path} at ${width}px`).toEqual([]);
    }
  }
  // The server writes the no-break space itself (the page hydrates with the same text: the fixture fails on any
  // console error, React's hydration mismatches among them); the stored title, and so the page's title, keep a space.
  const html = await (await page.request.get(LONG_EN)).text();
  expect(html).toMatch(/<h1[^>]*>PMK\u00a0168\/2023 Sets the Standard: The Complete Rules for PPh\u00a021 Under/);
  await page.goto(LONG_EN);
  await expect(page).toHaveTitle(/^PMK 168\/2023 Sets the Standard: The Complete Rules for PPh 21 Under/);
});

test("search's marks keep their place in a title whose designation is kept whole", async ({ page }) => {
  await page.goto(`/en/search?q=${encodeURIComponent('PPh 21 Under')}`);
  const title = page.locator('main li').filter({ hasText: 'PMK 168/2023 Sets the Standard' }).locator('.font-serif');
  await expect(title.locator('mark')).toHaveText('PPh\u00a021 Under');
  expect(await title.textContent()).toBe(
    'PMK\u00a0168/2023 Sets the Standard: The Complete Rules for PPh\u00a021 Under the TER Scheme',
  );
});

/** Where the first heading's "#" sits against the end of the heading's last line of text. */
function headingLinkPlace(page: Page) {
  return page
    .locator('.article-body .heading-wrap')
    .first()
    .evaluate((wrap) => {
      const heading = wrap.querySelector('h2, h3');
      const mark = wrap.querySelector('.heading-link [aria-hidden="true"]');
      if (!heading || !mark) throw new Error('no heading link');
      const range = document.createRange();
      range.selectNodeContents(heading);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const last = lines.at(-1);
      if (!last) throw new Error('no line');
      const box = mark.getBoundingClientRect();
      const middle = (box.top + box.bottom) / 2;
      const tops = new Set(lines.map((rect) => Math.round(rect.top)));
      return { lines: tops.size, gap: box.left - last.right, onLastLine: middle > last.top && middle < last.bottom };
    });
}

test('a heading\'s "#" link follows its last word, on the line the heading ends, and keeps its name and focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(LONG);
  // At 360px the first heading ("Tiga kategori TER bulanan") takes two lines.
  let place = await headingLinkPlace(page);
  expect(place.lines).toBe(2);
  expect(place.onLastLine).toBe(true);
  expect(place.gap).toBeGreaterThan(0);
  expect(place.gap).toBeLessThan(12);

  // At 1280px a heading as long as a sentence wraps too.
  await page.setViewportSize({ width: 1280, height: 800 });
  const heading = page.locator('.article-body h2').first();
  await heading.evaluate((element) => {
    element.textContent = `${element.textContent} dan ketentuan lain yang perlu diperhatikan oleh pemberi kerja`;
  });
  place = await headingLinkPlace(page);
  expect(place.lines).toBe(2);
  expect(place.onLastLine).toBe(true);
  expect(place.gap).toBeGreaterThan(0);
  expect(place.gap).toBeLessThan(12);

  // Still a link of its own after the heading, named for it, that Tab reaches.
  await page.reload();
  const text = (await heading.textContent()) ?? '';
  const link = page.getByRole('link', { name: `Tautan ke bagian ini: ${text}`, exact: true });
  await expect(page.getByRole('heading', { level: 2, name: text, exact: true })).toBeVisible();
  await heading.focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
});

/** How far the placeholder's text, in the placeholder's own font, overflows the field's text box (px). */
function placeholderOverflow(field: import('@playwright/test').Locator) {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = getComputedStyle(input, '::placeholder').font;
    const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width - room;
  });
}

for (const lang of ['id', 'en'] as const) {
  test(`the ${lang} search placeholder is whole in the modal and on the results page at 320px`, async ({ page }) => {
    const { input } = await openSearchModal(page, lang);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await placeholderOverflow(input)).toBeLessThanOrEqual(0);
    // The field's own text stays at 16px, below which phones zoom in on focus.
    expect(await input.evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');
    await page.goto(`/${lang}/search`);
    const field = page.getByRole('searchbox');
    expect(await placeholderOverflow(field)).toBeLessThanOrEqual(0);
    // From 22rem up the placeholder is at the field's own 16px.
    await page.setViewportSize({ width: 360, height: 700 });
    expect(await field.evaluate((element) => getComputedStyle(element, '::placeholder').fontSize)).toBe('16px');
    expect(await placeholderOverflow(field)).toBeLessThanOrEqual(0);
  });
}
