import { siteUrl } from '../setup/ports.ts';
import { expect, test } from './support/fixtures.ts';

test('/ leads to /id, which lists the categories read from the database', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/id$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  for (const name of ['Berita', 'Kebijakan', 'Bisnis', 'Edukasi', 'Data', 'Opini']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('/en renders in English with English category names', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Policy' }),
  ).toBeVisible();
});

test('an unknown first segment is a 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/fr');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
});

test('a database outage is a 503 page, not a stack trace', async ({ page }) => {
  const response = await page.goto(`${siteUrl('down')}/en`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'Service temporarily unavailable' })).toBeVisible();
  expect(await response?.text()).not.toMatch(/at [\w.]+ \(|DataUnavailableError|fetch failed/);
});
