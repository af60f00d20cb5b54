import { TEST_SITE_URL } from '../setup/site-url.ts';
import { LONG, LONG_EN } from './support/articles.ts';
import { expect, hydrated, test } from './support/fixtures.ts';
import { PHONE } from './support/page-types.ts';

/** An article's share row: its links, copy link, and the share sheet's button where the browser has one. */

test('share links carry the canonical URL, WhatsApp first; copy link copies it and says so', async ({
  page,
  context,
}) => {
  await page.goto(LONG);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(`${TEST_SITE_URL}${LONG}`);
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
  // Eight page loads, each measured at twelve widths.
  test.setTimeout(120_000);
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
  await expect(share.getByRole('link', { name: 'Salin tautan' })).toHaveAttribute('href', `${TEST_SITE_URL}${LONG}`);
  await context.close();
});
