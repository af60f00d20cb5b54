import { expect, hydrated, test } from './support/fixtures.ts';

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
  expect(html).toMatch(/<template data-after-paint><script nonce="[^"]+" type="module" async="">/);

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
