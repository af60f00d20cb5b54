import { expect, hydrated, test, twoFramesLater } from './support/fixtures.ts';

// docs/decisions/0015: the first paint needs the document alone.
test('styles come inside the document: no stylesheet request, and they survive client navigation', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/id');
  await hydrated(page);
  const styleText = () => page.locator('style#site-styles').evaluate((style) => style.textContent?.length ?? 0);
  expect(await styleText()).toBeGreaterThan(10_000);
  const headerPosition = () =>
    page.locator('header.site-header').evaluate((header) => getComputedStyle(header).position);
  expect(await headerPosition()).toBe('sticky');

  await page.locator('main article a[href^="/id/"]').first().click();
  await expect(page).not.toHaveURL(/\/id$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(await styleText()).toBeGreaterThan(10_000);
  expect(await headerPosition()).toBe('sticky');
  expect(stylesheets).toEqual([]);
});

test('only the largest image, the lead or the article cover, is fetched at high priority', async ({ page }) => {
  await page.goto('/id');
  const home = page.locator('img[fetchpriority="high"]');
  await expect(home).toHaveCount(1);
  await expect(home).toHaveAttribute('loading', 'eager');

  const articleUrl = await page.locator('main article a[href^="/id/"]').first().getAttribute('href');
  expect(articleUrl).toBeTruthy();
  await page.goto(articleUrl ?? '/id');
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  await expect(page.locator('img[loading="lazy"][fetchpriority]')).toHaveCount(0);
});

// docs/decisions/0025: the page paints before any script is fetched, then hydrates as before.
test('no script is fetched before the first contentful paint, and the page then hydrates', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/id')).text();
  expect(html).toMatch(/<template data-after-paint><link rel="modulepreload"/);
  expect(html).toMatch(/<template data-after-paint="last"><script nonce="[^"]+" type="module" async="">/);

  await page.goto('/id');
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
    templates: document.querySelectorAll('template').length,
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
  // Restored in place: React hydrated the document it rendered, with nothing left over.
  expect(timing.templates).toBe(0);
});

// docs/decisions/0031: nothing of Remix's runs before the paint either: not its scroll restoration, not the context
// script, not the streamed loader data. Each is compiled and run after the paint, one per task, before hydration.
test('no inline script of the page runs before the first contentful paint', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: Record<string, unknown> = {};
    (window as unknown as { atFirstPaint: typeof seen }).atFirstPaint = seen;
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      seen.context = typeof (window as unknown as { __remixContext?: unknown }).__remixContext;
      seen.historyKey = (history.state as { key?: string } | null)?.key ?? null;
      seen.templates = document.querySelectorAll('template[data-after-paint]').length;
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto('/id/peraturan');
  await hydrated(page);
  const seen = await page.evaluate(() => (window as unknown as { atFirstPaint: Record<string, unknown> }).atFirstPaint);
  expect(seen.context).toBe('undefined');
  expect(seen.historyKey).toBeNull();
  // The scroll-restoration script, the preloads, the context, the module script and the streamed data.
  expect(seen.templates).toBeGreaterThanOrEqual(5);
  // After hydration all of it ran: the context is there and the history entry has its key.
  expect(await page.evaluate(() => typeof (window as unknown as { __remixContext?: unknown }).__remixContext)).toBe(
    'object',
  );
  expect(await page.evaluate(() => (history.state as { key?: string } | null)?.key)).toBeTruthy();
});

test("the search modal's code loads when the reader reaches for the button, not with the page", async ({ page }) => {
  const modal: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/search-modal-[\w-]+\.js$/.test(request.url())) modal.push(request.url());
  });
  await page.goto('/id');
  await hydrated(page);
  const button = page.locator('header').getByRole('link', { name: 'Cari', exact: true });
  await expect(button).toHaveAttribute('data-enhanced', 'true');
  expect(modal).toEqual([]);
  await button.hover();
  await expect.poll(() => modal.length).toBe(1);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Cari artikel pajak' })).toBeVisible();
  expect(modal).toHaveLength(1);
});

// With its script run after the paint (docs/decisions/0031), scroll restoration still brings a reader back where
// they were on a reload.
test.describe('scroll restoration', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('a reload keeps the reader where they were', async ({ page }) => {
    await page.goto('/id/peraturan');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    // And it stays there through hydration and the scripts' restoration, every request done.
    await page.waitForLoadState('networkidle');
    await twoFramesLater(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
  });
});
