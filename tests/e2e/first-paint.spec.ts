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

// Scroll restoration brings a reader back where they were on a reload, and hydration leaves them there.
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
    // And it stays there through hydration, every request done.
    await page.waitForLoadState('networkidle');
    await twoFramesLater(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
  });
});

// A reader may tap before the page has hydrated (on a slow phone the scripts arrive after the paint): a link and a
// GET form then do what they do without JavaScript, and nothing is lost.
test.describe('before hydration', () => {
  test('a tap on a link or a submitted GET form does what the reader asked, as plain HTML', async ({ page }) => {
    // The scripts are held back until the end of the test, as a slow network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    try {
      await page.goto('/id', { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => '__remixRouter' in window)).toBe(false);
      await page.locator('header').getByRole('link', { name: 'Cari', exact: true }).click();
      await expect(page).toHaveURL('/id/search');

      await page.locator('main form[role="search"] input[name="q"]').fill('pajak');
      await page.locator('main form[role="search"] input[name="q"]').press('Enter');
      await expect(page).toHaveURL('/id/search?q=pajak');
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      release();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
});
