import { siteUrl } from '../setup/ports.ts';
import { sql } from './support/db.ts';
import { expect, test } from './support/fixtures.ts';
import { placeholderRoom } from './support/placeholder.ts';
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
    await expect(links.first().locator('mark').first()).toHaveText(/^pph\s21$/i); // "PPh 21" is shown with a no-break space, kept on one line
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the search button promises no shortcut: Ctrl+K opens nothing without JavaScript', async ({ page }) => {
    for (const lang of ['id', 'en'] as const) {
      await page.goto(`/${lang}`);
      const button = searchButton(page, lang);
      await expect(button).toHaveAttribute('href', `/${lang}/search`);
      await expect(button).not.toHaveAttribute('aria-keyshortcuts');
      await expect(button).not.toHaveAttribute('title', /Ctrl\+K/);
    }
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

test.describe('a search with more than one page of results, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // The seed has no text in more than 20 titles of one language: add 45, published in 2001 so that no other
  // spec's newest-first page reaches them, and take them away after.
  test.beforeAll(async () => {
    await sql("delete from public.articles where slug like 'test-search-paging-%'");
    await sql(
      `insert into public.articles (slug, title, lang, published_at)
       select 'test-search-paging-' || i, 'Zqlembar uji pencarian ' || i, 'id',
         timestamptz '2001-06-01 12:00:00+07' - i * interval '1 minute'
       from generate_series(1, 45) as i`,
    );
  });
  test.afterAll(async () => {
    await sql("delete from public.articles where slug like 'test-search-paging-%'");
  });

  test('says what it shows, links to the next and previous pages, and dates every article', async ({ page }) => {
    await page.goto('/id/search?q=zqlembar');
    const results = page.getByRole('list', { name: 'Hasil pencarian' });
    await expect(results.getByRole('listitem')).toHaveCount(20);
    await expect(page.getByRole('main')).toContainText(
      'Menampilkan artikel 1–20; hasil lainnya ada di halaman berikutnya.',
    );
    // The date as the listings show it, beside each title.
    await expect(results.locator('time').first()).toHaveText('1 Juni 2001');
    await expect(results.locator('time').first()).toHaveAttribute('datetime', '2001-06-01T04:59:00.000Z');
    await expect(results.locator('time')).toHaveCount(20);
    await expect(page.getByRole('link', { name: /Sebelumnya/ })).toHaveCount(0);

    await page.getByRole('link', { name: /Berikutnya/ }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('q') === 'zqlembar' && url.searchParams.get('page') === '2',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian untuk “zqlembar”Halaman 2');
    await expect(results.getByRole('listitem').first()).toContainText('Zqlembar uji pencarian 21');
    await page.getByRole('link', { name: /Berikutnya/ }).click();
    await expect(results.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('main')).toContainText('Artikel 41–45 dari 45.');
    await expect(page.getByRole('link', { name: /Berikutnya/ })).toHaveCount(0);
    await page.getByRole('link', { name: /Sebelumnya/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');

    expect((await page.goto('/id/search?q=zqlembar&page=4'))?.status()).toBe(404);
    expect((await page.goto('/id/search?q=zqlembar&page=x'))?.status()).toBe(404);
    await page.goto('/en/search?q=coretax');
    await expect(page.getByRole('main')).toContainText(/Articles found: \d+\./);
  });
});

test('on a phone 360px wide and up, the field shows the whole placeholder, in both languages', async ({ page }) => {
  // 360 and 414px, where the button wraps under the field, and 480px, where both share one line.
  for (const width of [360, 414, 480]) {
    await page.setViewportSize({ width, height: 740 });
    for (const lang of ['id', 'en'] as const) {
      await page.goto(`/${lang}/search`);
      const field = page.getByRole('main').getByRole('searchbox');
      const { text, room, placeholder } = await placeholderRoom(field);
      expect(placeholder).toBe(STRINGS[lang].placeholder);
      expect(
        text,
        `${width}px: "${placeholder}" needs ${text.toFixed(1)}px and has ${room.toFixed(1)}px`,
      ).toBeLessThanOrEqual(room);
      // Not bought with a smaller font: under 16px, phones zoom in on the field when it takes the focus.
      expect(
        await field.evaluate((input) => Number.parseFloat(getComputedStyle(input).fontSize)),
      ).toBeGreaterThanOrEqual(16);
      // The button is still there, and nothing runs off the side of the page.
      await expect(
        page.getByRole('main').getByRole('button', { name: STRINGS[lang].button, exact: true }),
      ).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
});
