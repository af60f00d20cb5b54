import { siteUrl } from '../setup/ports.ts';
import { expect, test } from './support/fixtures.ts';
import { api, searchButton } from './support/search.ts';
import { STRINGS } from './support/search-strings.ts';

/** The search results page without JavaScript: the form, its results, its errors and a database outage. */

test('with JavaScript, searching again keeps the focus in the field, and going back restores the query', async ({
  page,
}) => {
  await page.goto('/id/search?q=ppn');
  const field = page.getByRole('searchbox');
  await field.fill('pph');
  await field.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'pph');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian untuk “pph”');
  await expect(field).toBeFocused();
  await field.blur();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian untuk “ppn”');
  await expect(field).toHaveValue('ppn');
});

test.describe('the results page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search button leads to a form whose results match the API', async ({ page, request }) => {
    await page.goto('/id');
    await searchButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/id/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pencarian');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await page.getByRole('searchbox').fill('PPh 21');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/id/search' && url.searchParams.get('q') === 'PPh 21');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian untuk “PPh 21”');

    const expected = await api(request, 'PPh 21', 'id');
    expect(expected.length).toBeGreaterThan(0);
    const links = page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, hit] of expected.entries()) {
      await expect(links.nth(index)).toContainText(hit.title);
      await expect(links.nth(index)).toHaveAttribute('href', hit.url);
    }
    await expect(links.first().locator('mark').first()).toHaveText(/^pph 21$/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('works in English, says when nothing matches, and refuses an over-long query', async ({ page, request }) => {
    let response = await page.goto('/en/search?q=coretax');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “coretax”');
    const expected = await api(request, 'coretax', 'en');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(expected.length);

    await page.goto('/id/search?q=zzqx%20tidak%20ada');
    await expect(page.getByRole('main')).toContainText(STRINGS.id.empty);

    response = await page.goto(`/id/search?q=${'a'.repeat(101)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('100');
    await expect(page.getByRole('searchbox')).toBeVisible();

    response = await page.goto('/id/search?q=%20%20');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pencarian');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
  });

  test('is a 503 page when the database is down', async ({ page }) => {
    const response = await page.goto(`${siteUrl('down')}/id/search?q=pajak`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'Layanan sedang terganggu' })).toBeVisible();
  });
});
