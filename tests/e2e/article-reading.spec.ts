import { PAGE_IDS } from '../../app/lib/markdown-headings.server.ts';
import { pathOf, sql } from './support/db.ts';
import { expect, hydrated, test } from './support/fixtures.ts';
import { layoutShiftSoFar } from './support/layout-shift.ts';
import { PHONE } from './support/page-types.ts';

const SITE = 'https://newstax.test';
// Four ## sections, and an editor's revision date in the seed (supabase/seed/90_timestamps.sql).
const LONG = '/id/pph/aturan-lengkap-pph-21-skema-ter-pmk-168-2023';
const LONG_EN = '/en/pph/complete-rules-pph-21-ter-scheme-pmk-168-2023';

test('the byline says when the article was updated, with time and zone, and how long it takes to read', async ({
  page,
}) => {
  await page.goto(LONG);
  const byline = page.locator('article header p').filter({ hasText: 'Terbit' });
  const updated = byline.locator('span', { hasText: 'Diperbarui' }).locator('time');
  await expect(updated).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}\.\d{2} WIB$/);
  const [row] = await sql<{ revised_at: Date }>(
    "select revised_at from public.articles where slug = 'aturan-lengkap-pph-21-skema-ter-pmk-168-2023'",
  );
  expect(await updated.getAttribute('datetime')).toBe(row?.revised_at.toISOString());
  await expect(byline).toContainText(/\d+ menit baca/);

  await page.goto(LONG_EN);
  await expect(page.locator('article header')).toContainText(/\d+ min read/);
  // Touched twelve minutes after publishing: no notice.
  await page.goto('/id/berita/dirjen-pajak-coretax-tidak-ditarik-mundur');
  await expect(page.locator('article header')).not.toContainText('Diperbarui');
});

test('the contents link to each section, and each heading links to itself', async ({ page }) => {
  await page.goto(LONG);
  const contents = page.getByRole('navigation', { name: 'Daftar isi' });
  const links = contents.getByRole('link');
  await expect(links).toHaveCount(4);
  const headings = page.locator('.article-body h2');
  await expect(headings).toHaveCount(4);
  for (let index = 0; index < 4; index += 1) {
    const link = links.nth(index);
    const heading = headings.nth(index);
    await expect(link).toHaveText((await heading.textContent()) ?? '');
    await link.click();
    const id = await heading.getAttribute('id');
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(heading).toBeInViewport();
    // Below the sticky header, not under it.
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    const header = await page
      .locator('header.site-header')
      .evaluate((element) => element.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(header);
    const self = page.getByRole('link', { name: `Tautan ke bagian ini: ${await heading.textContent()}` });
    await expect(self).toHaveAttribute('href', `#${id}`);
  }
});

test('no id on an article page is used twice, and every fixed one is reserved from heading ids', async ({ page }) => {
  for (const path of [LONG, LONG_EN]) {
    await page.goto(path);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
    expect(ids.length).toBe(new Set(ids).size);
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('[id]')].filter((element) => !element.closest('.article-body')).map((e) => e.id),
    );
    // React's useId ids have colons, which heading ids never do.
    expect(outside.filter((id) => !id.includes(':') && !PAGE_IDS.has(id))).toEqual([]);
  }
});

test('share links carry the canonical URL, WhatsApp first; copy link copies it and says so', async ({
  page,
  context,
}) => {
  await page.goto(LONG);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(`${SITE}${LONG}`);
  const share = page.getByRole('region', { name: 'Bagikan artikel' });
  const links = share.getByRole('link');
  const names = ['WhatsApp', 'Telegram', 'X', 'Facebook', 'LinkedIn'];
  for (const [index, name] of names.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAccessibleName(`Bagikan ke ${name}`);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await link.getAttribute('href')) ?? '');
    const values = [...href.searchParams.values()];
    expect(
      values.some((value) => value === canonical || value.endsWith(` ${canonical}`)),
      name,
    ).toBe(true);
    expect(href.search).not.toMatch(/utm_/);
  }
  expect(new URL((await links.first().getAttribute('href')) ?? '').host).toBe('wa.me');

  const copy = share.getByRole('link', { name: 'Salin tautan' });
  await expect(copy).toHaveAttribute('href', canonical ?? '');
  await hydrated(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await copy.click();
  await expect(share.getByRole('status')).toHaveText('Tautan disalin');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  await expect(page).toHaveURL(new RegExp(`${LONG}$`));
  // This Chromium has no share sheet, so its button is not shown.
  await expect(share.getByRole('button', { name: 'Bagikan…' })).toBeHidden();
});

test('where the browser has no share sheet, its button takes no room in the share row, with or without JavaScript', async ({
  browser,
  baseURL,
}) => {
  const paths = [
    LONG,
    LONG_EN,
    '/id/berita/batas-spt-tahunan-orang-pribadi-31-maret',
    '/en/berita/individual-tax-return-deadline-march-31',
  ];
  const gaps: string[] = [];
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      if (javaScriptEnabled) await hydrated(page);
      expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
      await expect(page.locator('.share-list button')).toBeHidden();
      // Phones from 320 to 430px wide: the row's box ends where its last shown item ends, so no line of it is
      // empty, wherever the items wrap.
      for (let width = 320; width <= 430; width += 10) {
        await page.setViewportSize({ width, height: 740 });
        const gap = await page.locator('.share-list').evaluate((list) => {
          const shown = [...list.children].filter((item) => item.checkVisibility({ visibilityProperty: true }));
          return (
            list.getBoundingClientRect().bottom - Math.max(...shown.map((item) => item.getBoundingClientRect().bottom))
          );
        });
        if (gap > 0.5) gaps.push(`${path} at ${width}px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: ${gap}px`);
      }
    }
    await context.close();
  }
  expect(gaps).toEqual([]);
});

test('where the browser has a share sheet, its button is there from the first paint, nothing moves, and it shares the URL', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  await context.addInitScript(() => {
    const record = window as unknown as { shared: ShareData[]; shifts: number[]; buttonAtPaint?: boolean };
    record.shared = [];
    record.shifts = [];
    // A share sheet, as phones' browsers have one: it records what it is asked to share.
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        record.shared.push(data);
        return Promise.resolve();
      },
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      record.buttonAtPaint = Boolean(
        document.querySelector('.share-list button')?.checkVisibility({ visibilityProperty: true }),
      );
    }).observe({ type: 'paint', buffered: true });
  });
  const page = await context.newPage();
  await page.goto('/id/berita/batas-spt-tahunan-orang-pribadi-31-maret');
  await hydrated(page);
  // Let effects that run after hydration settle (a frame, then a task).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const record = () =>
    page.evaluate(() => {
      const { shared, shifts, buttonAtPaint } = window as unknown as {
        shared: ShareData[];
        shifts: number[];
        buttonAtPaint?: boolean;
      };
      return { shared, shifts, buttonAtPaint };
    });
  expect((await record()).buttonAtPaint).toBe(true);
  expect((await record()).shifts).toEqual([]);

  const button = page.getByRole('region', { name: 'Bagikan artikel' }).getByRole('button', { name: 'Bagikan…' });
  await expect(button).toBeVisible();
  await button.click();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  await expect.poll(async () => (await record()).shared).toEqual([{ title: expect.any(String), url: canonical }]);
  await context.close();
});

test('without JavaScript the share row and copy link are plain links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LONG);
  const share = page.getByRole('region', { name: 'Bagikan artikel' });
  await expect(share.getByRole('link')).toHaveCount(6);
  await expect(share.getByRole('link', { name: 'Salin tautan' })).toHaveAttribute('href', `${SITE}${LONG}`);
  await context.close();
});

test('in print: no header, ad, navigation, share row or contents; the title, byline, tables and URL', async ({
  page,
}) => {
  const [withTable] = await sql<{ slug: string; category: string | null; lang: string }>(
    "select slug, category, lang from public.articles where lang = 'id' and body like '%|%' and published_at <= now() limit 1",
  );
  if (!withTable) throw new Error('no article with a table');
  for (const path of [LONG, pathOf(withTable)]) {
    await page.goto(path);
    // What the screen shows and print leaves out: each must be there first, or hiding it would prove nothing.
    // (Ads are off on this site; the contents list only comes with enough headings.)
    const shown = ['header.site-header', 'nav', 'footer', '.share-row', '.related-articles'];
    if (path === LONG) shown.push('.article-contents');
    for (const selector of shown) {
      await expect(page.locator(selector).filter({ visible: true }).first(), `${path} ${selector}`).toBeVisible();
    }
    await page.emulateMedia({ media: 'print' });
    for (const hidden of new Set([...shown, '.ad-banner', '.article-contents'])) {
      for (const element of await page.locator(hidden).all()) await expect(element, `${path} ${hidden}`).toBeHidden();
    }
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article header time').first()).toBeVisible();
    await expect(page.locator('.article-body')).toBeVisible();
    await expect(page.locator('.print-only')).toHaveText(`Dicetak dari: ${SITE}${path}`);
    await expect(page.locator('.print-only')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.print-only')).toBeHidden();
    await expect(page.locator('.share-row')).toBeVisible();
  }
  await page.goto(pathOf(withTable));
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.article-body table').first()).toBeVisible();
});

test('the article page does not shift while it loads and hydrates', async ({ page }) => {
  for (const path of [LONG, LONG_EN]) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(500);
    const shift = await layoutShiftSoFar(page);
    expect(shift, path).toBe(0);
  }
});

test('on a wide screen the contents sit beside the text, without sideways scrolling; narrower, above it', async ({
  page,
}) => {
  for (const [width, beside] of [
    [1280, true],
    [1600, true],
    [1024, false],
    [375, false],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(LONG);
    const contents = await page.locator('.article-contents').boundingBox();
    const body = await page.locator('.article-body').boundingBox();
    if (!contents || !body) throw new Error('no contents or body');
    if (beside) {
      expect(contents.x, `${width}`).toBeGreaterThanOrEqual(body.x + body.width);
      expect(Math.abs(contents.y - body.y), `${width}`).toBeLessThan(40);
    } else {
      expect(contents.y + contents.height, `${width}`).toBeLessThanOrEqual(body.y);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width}`).toBeLessThanOrEqual(0);
  }
});

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
