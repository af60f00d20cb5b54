import { siteUrl } from '../setup/ports.ts';
import { expect, test } from './support/fixtures.ts';

const cases = [
  { lang: 'id', path: '/id/tidak-ada', heading: 'Halaman tidak ditemukan', home: 'Kembali ke beranda' },
  { lang: 'en', path: '/en/ppn/no-such-article', heading: 'Page not found', home: 'Back to the home page' },
] as const;

for (const { lang, path, heading, home } of cases) {
  test(`404 in ${lang}: the real status, the header, noindex and a link home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId('wordmark')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: home }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  });
}

test("an error page's title and noindex are in the head, whichever route's boundary shows it", async ({ page }) => {
  for (const [path, title] of [
    ['/id/tidak-ada', 'Halaman tidak ditemukan | newstax'],
    ['/en/ppn/no-such-article', 'Page not found | newstax'],
    ['/en/regulations/no-such-rule', 'Page not found | newstax'],
    ['/fr', 'Halaman tidak ditemukan | newstax'],
    ['/en/a/b/c/d', 'Page not found | newstax'],
    ['/id/kalender?bulan=zz', 'Permintaan tidak valid | newstax'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    const placed = await page.evaluate(() =>
      [...document.querySelectorAll('title, meta[name="robots"]')].map((tag) => tag.parentElement?.tagName),
    );
    expect(placed, path).toEqual(['HEAD', 'HEAD']);
    await expect(page.locator('head > meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
  }
});

test('on an error page the language switch leads to the home page in the other language', async ({ page }) => {
  // A missing page has no counterpart, and swapping the segment of a bad address gives another bad address.
  for (const [path, other, name] of [
    ['/id/tidak-ada-halaman', '/en', /English/],
    ['/en/ppn/no-such-article', '/id', /Indonesia/],
    ['/en/regulations?kind=%3Cb%3E', '/id', /Indonesia/],
  ] as const) {
    await page.goto(path);
    const switcher = page.locator('.lang-switcher');
    await expect(switcher.getByRole('link', { name })).toHaveAttribute('href', other);
  }
  await page
    .getByRole('link', { name: /Indonesia/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/id$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Halaman tidak ditemukan');
});

test('error pages and their data are never stored by a cache', async ({ request }) => {
  for (const [path, status] of [
    ['/id/tidak-ada', 404],
    ['/en/ppn/no-such-article', 404],
    ['/en/ppn/no-such-article.data', 404],
    ['/en/kalender', 404],
    ['/id/kalender?bulan=zz', 400],
    ['/id/kalender.data?bulan=zz', 400],
    ['/en/regulations?kind=%3Cb%3E', 400],
    [`/id/search?q=${'a'.repeat(300)}`, 400],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(response.headers()['cache-control'], path).toBe('no-store');
  }
});

test('a path typed with capitals, or a file with a slash after it, is sent once to the one every link uses', async ({
  request,
}) => {
  for (const [path, location] of [
    ['/ID', '/id'],
    ['/EN', '/en'],
    ['/id/Peraturan', '/id/peraturan'],
    ['/en/Regulations?kind=pmk&year=2024', '/en/regulations?kind=pmk&year=2024'],
    ['/id/kamus/PPN', '/id/kamus/ppn'],
    ['/ROBOTS.TXT', '/robots.txt'],
    ['/Sitemap.xml', '/sitemap.xml'],
    ['/sitemaps/Pages-EN.xml', '/sitemaps/pages-en.xml'],
    ['/OPENAPI.JSON', '/openapi.json'],
    ['/robots.txt/', '/robots.txt'],
    ['/id/feed.xml/', '/id/feed.xml'],
    ['/id/Kalender.ics/', '/id/kalender.ics'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(location);
    expect((await request.get(location, { maxRedirects: 0 })).status(), location).toBe(200);
  }
  // A page on another origin may fetch the API's description by any spelling: the redirect must allow it too.
  const description = await request.get('/OpenAPI.json', {
    maxRedirects: 0,
    headers: { Origin: 'https://example.org' },
  });
  expect(description.headers()['access-control-allow-origin']).toBe('*');
  // The API is not renamed: a client that does not follow redirects would lose its answer.
  expect((await request.get('/Search?q=pajak', { maxRedirects: 0 })).status()).toBe(200);
});

test('a path with empty segments is sent to the one without them, on this site', async ({ request, baseURL }) => {
  // Absolute, or the client would read "//id" as a host named "id".
  for (const [path, location] of [
    ['//id', '/id'],
    ['/en//regulations', '/en/regulations'],
    ['//ID//Peraturan?kind=pmk', '/id/peraturan?kind=pmk'],
    ['/id/feed.xml//', '/id/feed.xml'],
    ['//robots.txt', '/robots.txt'],
    ['//search?q=pajak', '/search?q=pajak'],
    ['//localhost.example/id', '/localhost.example/id'],
  ] as const) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(location);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  const followed = await request.get(`${baseURL}/id//pph`);
  expect(followed.status()).toBe(200);
  expect(new URL(followed.url()).pathname).toBe('/id/pph');
  expect((await request.head(`${baseURL}//id`, { maxRedirects: 0 })).status()).toBe(301);
  // The API refuses other methods in its own JSON shape under any spelling.
  const post = await request.post(`${baseURL}//search`, { maxRedirects: 0 });
  expect(post.status()).toBe(405);
  expect((await post.json()).error.code).toBe('method_not_allowed');
});

test('a path with an escape that needs none is sent to the one without it, so the frame speaks its language', async ({
  request,
}) => {
  for (const [path, location] of [
    ['/%65n/glossary/nik', '/en/glossary/nik'],
    ['/e%6E/pph?page=2', '/en/pph?page=2'],
    ['/%65n/xyz', '/en/xyz'],
    ['/id/%70eraturan', '/id/peraturan'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(location);
  }
  const notFound = await request.get('/%65n/xyz');
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain('<html lang="en"');
});

test('an error page is in the language its path starts with, in any case', async ({ request }) => {
  // Paths with a character no link holds are not renamed to lower case; Remix still routes them.
  for (const [path, lang, heading] of [
    ['/EN/x~', 'en', 'Page not found'],
    ['/En/berita/x!', 'en', 'Page not found'],
    ['/ID/x~', 'id', 'Halaman tidak ditemukan'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<html lang="${lang}"`));
    expect(html, path).toContain(heading);
  }
});

test('a path no route may see is a bare 404 in its language, and names nothing of the path', async ({ request }) => {
  for (const [path, lang, heading, home] of [
    ['/id/%5C', 'id', 'Halaman tidak ditemukan', '/id'],
    ['/en/%5C', 'en', 'Page not found', '/en'],
    ['/en/berita/a%09b', 'en', 'Page not found', '/en'],
    ['/EN/%00', 'en', 'Page not found', '/en'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${lang}">`);
    expect(html, path).toContain(`<h1>${heading}</h1>`);
    expect(html, path).toContain(`<a href="${home}">`);
    expect(html, path).not.toMatch(/%5C|%09|%00|\\/i);
  }
});

test('a draft and a scheduled article are 404s', async ({ page }) => {
  for (const path of [
    '/id/kepabeanan/draf-rencana-kenaikan-tarif-cukai-hasil-tembakau',
    '/id/berita/terjadwal-daftar-periksa-spt-tahunan-badan-30-april',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

for (const [lang, heading] of [
  ['id', 'Layanan sedang terganggu'],
  ['en', 'Service temporarily unavailable'],
] as const) {
  test(`503 in ${lang} when the database is down, with Retry-After and no stack trace`, async ({ page }) => {
    const response = await page.goto(`${siteUrl('down')}/${lang}/pph`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBeTruthy();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await response?.text()).not.toMatch(/at [\w.]+ \(|DataUnavailableError|fetch failed/);
  });
}
