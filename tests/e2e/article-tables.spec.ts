import { pathOf, sql } from './support/db.ts';
import { expect, test } from './support/fixtures.ts';
import { PHONE } from './support/page-types.ts';

/** Tables in articles at a phone's width: which fit the column of text, which scroll, and how. */

test('a table wider than a phone scrolls in a labelled box the keyboard reaches, with a shade where it continues', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const page = await context.newPage();
  // The seed article with the widest table (four columns of income, rates and tax withheld).
  await page.goto('/en/pph/holiday-allowance-bonus-pph-21-deduction-jumps');
  const box = page.getByRole('region', { name: 'Table 1, scrollable' });
  const widths = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);

  // Tab reaches it (from the last focusable thing before it), and the arrow keys then scroll it.
  await box.evaluate((el) => {
    const before = [...document.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]')].filter(
      (candidate) => candidate.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    before.at(-1)?.focus();
  });
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  // The shade is painted by the box's own background: a gradient at each edge.
  const background = await box.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(background.match(/radial-gradient/g)?.length).toBe(2);
  await context.close();
});

// Every table in the seed's articles, at a phone's width: a table of two or three columns fits the column of text,
// so none of its columns is cut off behind the scroll box's edge; a wider one scrolls; and no word in a cell is
// broken across lines to make a table fit.
for (const lang of ['id', 'en'] as const) {
  test(`at a phone's width every ${lang} table of up to three columns fits, wider ones scroll, no word breaks`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const rows = await sql<{ slug: string; category: string | null; lang: string }>(
      `select slug, category, lang from public.articles
       where lang = $1 and published_at <= now() and slug not like 'test-%' and body ~ '\n\\|.*\\|'
       order by slug`,
      [lang],
    );
    expect(rows.length).toBeGreaterThan(20);
    const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const cut: string[] = [];
    const broken: string[] = [];
    let narrow = 0;
    let scrolling = 0;
    for (const row of rows) {
      const path = pathOf(row);
      await page.goto(path);
      const tables = await page.locator('.article-body .table-scroll').evaluateAll((boxes) =>
        boxes.map((box) => {
          const words: string[] = [];
          const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            // A line may end after a hyphen, a dash or a slash ("e-", "January–"), not inside a run of letters.
            for (const match of (node.textContent ?? '').matchAll(/[^\s\-–/]+[-–/]?/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (lines.size > 1) words.push(match[0]);
            }
          }
          return {
            columns: box.querySelectorAll('thead th').length,
            scroll: box.scrollWidth,
            client: box.clientWidth,
            words,
          };
        }),
      );
      expect(tables.length, path).toBeGreaterThan(0);
      for (const [index, table] of tables.entries()) {
        const name = `${path} table ${index + 1} (${table.columns} columns)`;
        if (table.columns <= 3) {
          narrow += 1;
          if (table.scroll > table.client) cut.push(`${name}: ${table.scroll}px in ${table.client}px`);
        }
        if (table.scroll > table.client) scrolling += 1;
        if (table.words.length) broken.push(`${name}: ${table.words.join(', ')}`);
      }
    }
    await context.close();
    expect(narrow).toBeGreaterThan(20);
    expect(cut).toEqual([]);
    expect(broken).toEqual([]);
    // The widest tables still scroll rather than squeeze: the fit above did not come from breaking words.
    expect(scrolling).toBeGreaterThan(0);
  });
}
