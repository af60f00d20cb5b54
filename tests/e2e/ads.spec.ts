import { siteUrl } from '../setup/ports.ts';
import { expect, test } from './support/fixtures.ts';
import { TEST_ADSENSE } from './support/global-setup.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('without AdSense ids: a "PREVIEW IKLAN" placeholder, 400px, fixed, behind the content', async ({ page }) => {
  const adRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googlesyndication')) adRequests.push(request.url());
  });
  await page.goto('/id');
  const banner = page.getByRole('complementary', { name: 'Iklan' });
  await expect(banner).toHaveAttribute('data-placement', 'top-leaderboard');
  await expect(banner.getByTestId('ad-placeholder')).toHaveText('PREVIEW IKLAN');
  await expect(banner).toHaveCSS('position', 'fixed');
  expect((await banner.boundingBox())?.height).toBe(400);
  // Behind the content: where the page body overlaps the banner, the body is what is on top.
  const covered = await page.evaluate(() => {
    const body = document.querySelector('.page-body')?.getBoundingClientRect();
    if (!body) return null;
    const top = document.elementFromPoint(640, body.top + 40);
    return Boolean(top?.closest('.page-body')) && !top?.closest('.ad-banner');
  });
  expect(covered).toBe(true);
  // It fades into the background.
  expect(await banner.evaluate((el) => getComputedStyle(el).maskImage)).toContain('linear-gradient');
  expect(adRequests).toEqual([]);

  // The same Indonesian words on English pages, marked as Indonesian for screen readers.
  await page.goto('/en');
  const english = page.getByRole('complementary', { name: 'Advertisement' }).getByTestId('ad-placeholder');
  await expect(english).toHaveText('PREVIEW IKLAN');
  await expect(english).toHaveAttribute('lang', 'id');
});

test('with both AdSense ids: the unit renders and its script loads', async ({ page }) => {
  const scripts: string[] = [];
  await page.route('https://pagead2.googlesyndication.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.goto(`${siteUrl('ads')}/en`);
  const banner = page.getByRole('complementary', { name: 'Advertisement' });
  const unit = banner.locator('ins.adsbygoogle');
  await expect(unit).toHaveAttribute('data-ad-client', TEST_ADSENSE.clientId);
  await expect(unit).toHaveAttribute('data-ad-slot', TEST_ADSENSE.slotId);
  await expect(banner.getByTestId('ad-placeholder')).toHaveCount(0);
  await expect.poll(() => scripts.length).toBe(1);
  expect(scripts[0]).toContain(`client=${TEST_ADSENSE.clientId}`);
  // The script tag is in the server HTML, so it can load before hydration runs the effect that pushes the unit.
  await expect.poll(() => page.evaluate(() => Array.isArray(window.adsbygoogle) && window.adsbygoogle.length)).toBe(1);
});
