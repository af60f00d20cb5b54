import { pathOf, sql, translatedPair, untranslatedArticle } from './support/db.ts';
import { expect, requestsSoFar, test } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('on an article with a translation, the switch goes to the counterpart and shows "..." meanwhile', async ({
  page,
}) => {
  const { source, translation } = await translatedPair();
  await page.goto(pathOf(source));
  const english = page.getByRole('navigation', { name: 'Bahasa', exact: true }).getByRole('link', { name: /English/ });
  await expect(english).toHaveAttribute('href', pathOf(translation));

  // Hold the next page's data so the in-between state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.data*', async (route) => {
    await held;
    await route.continue();
  });
  await english.click();
  await expect(english).toContainText('...');
  await expect(english).toHaveAttribute('aria-disabled', 'true');
  // A second click while busy does nothing.
  await page
    .getByRole('navigation', { name: 'Bahasa', exact: true })
    .getByRole('link', { name: /Indonesia/ })
    .click({ force: true });
  release();
  await expect(page).toHaveURL(pathOf(translation));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation.title);
  const indonesian = page
    .getByRole('navigation', { name: 'Language', exact: true })
    .getByRole('link', { name: /Indonesia/ });
  await expect(indonesian).toContainText('ID');
  await expect(indonesian).toHaveAttribute('href', pathOf(source));
});

test('on an article without a translation, the switch leads to a page that points back to it', async ({ page }) => {
  const lonely = await untranslatedArticle();
  await page.goto(pathOf(lonely));
  await page
    .getByRole('navigation', { name: 'Bahasa', exact: true })
    .getByRole('link', { name: /English/ })
    .click();
  await expect(page).toHaveURL(pathOf({ ...lonely, lang: 'en' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not yet available in English');
  await expect(page.getByText('This article is only available in Indonesian.')).toBeVisible();
  await page.getByRole('link', { name: 'Read the article in Indonesian' }).click();
  await expect(page).toHaveURL(pathOf(lonely));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lonely.title);
});

test('choosing the current language does nothing', async ({ page }) => {
  await page.goto('/id/pph');
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  // Remix discovers the routes of rendered links in the background (/__manifest): not a navigation.
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/__manifest')) requests.push(request.url());
  });
  await page
    .getByRole('navigation', { name: 'Bahasa', exact: true })
    .getByRole('link', { name: /Indonesia/ })
    .click();
  // A client navigation asks for the new page's data before the URL changes.
  await expect(page).toHaveURL(/\/id\/pph$/);
  expect(requests).toEqual([]);
});

test("a switch after pointing at the other language asks for the new page's data once", async ({ page }) => {
  await page.goto('/id/kamus/ppn');
  const data: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.data')) data.push(pathname);
  });
  const english = page.getByRole('navigation', { name: 'Bahasa', exact: true }).getByRole('link', { name: /English/ });
  // Pointing at it fetches the page ahead; following it takes that copy.
  await english.hover();
  await expect.poll(() => data).toEqual(['/en/glossary/ppn.data']);
  await english.click();
  await expect(page).toHaveURL('/en/glossary/ppn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Nothing asks for it once more in the background, as a browser does for a copy it may use stale.
  await page.waitForLoadState('networkidle');
  await requestsSoFar(page);
  expect(data).toEqual(['/en/glossary/ppn.data', '/en/glossary/ppn.data']);
});

test('without JavaScript the switcher is a plain link to the same target', async ({ browser }) => {
  const { source, translation } = await translatedPair();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pathOf(source));
  await page
    .getByRole('navigation', { name: 'Bahasa', exact: true })
    .getByRole('link', { name: /English/ })
    .click();
  await expect(page).toHaveURL(pathOf(translation));
  await context.close();
});

test.describe("a listing's later page, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // The seed has a few articles a category: 21 more, old enough to stay off the home page, make a second page.
  test.beforeAll(async () => {
    await sql(
      `insert into public.articles (slug, title, lang, category, published_at)
       select 'test-lang-page-' || i, 'Artikel uji bahasa ' || i, 'id', 'internasional',
              now() - interval '400 days' - i * interval '1 hour'
       from generate_series(1, 21) as i`,
    );
  });
  test.afterAll(async () => {
    await sql("delete from public.articles where slug like 'test-lang-page-%'");
  });

  test('choosing the current language stays on the page, as with JavaScript; the other goes to its first page', async ({
    page,
  }) => {
    await page.goto('/id/internasional?page=2');
    const switcher = page.getByRole('navigation', { name: 'Bahasa', exact: true });
    // Page 2 of the other edition need not exist: only the first pages are paired.
    await expect(switcher.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en/internasional');
    await switcher.getByRole('link', { name: /Indonesia/ }).click();
    await expect(page).toHaveURL('/id/internasional?page=2');
    await expect(page).toHaveTitle(/Halaman 2/);
  });
});

test('on other pages the switch replaces the language segment', async ({ page }) => {
  await page.goto('/id/kebijakan');
  await page
    .getByRole('navigation', { name: 'Bahasa', exact: true })
    .getByRole('link', { name: /English/ })
    .click();
  await expect(page).toHaveURL(/\/en\/kebijakan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Policy' })).toBeVisible();
});

test('on the search page the switch keeps the query; the page stays out of the index', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/id/search?q=ppn');
  const english = page.getByRole('navigation', { name: 'Bahasa', exact: true }).getByRole('link', { name: /English/ });
  await expect(english).toHaveAttribute('href', '/en/search?q=ppn');
  await expect(english).toHaveAttribute('hreflang', 'en');
  await english.click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/search' && url.searchParams.get('q') === 'ppn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “ppn”');
  await expect(page.getByRole('searchbox')).toHaveValue('ppn');
  // Kept out of the index: noindex, and so no canonical and no hreflang pairs (decision 0011).
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  const indonesian = page
    .getByRole('navigation', { name: 'Language', exact: true })
    .getByRole('link', { name: /Indonesia/ });
  await expect(indonesian).toHaveAttribute('href', '/id/search?q=ppn');
  // A blank search has nothing to keep.
  await page.goto('/id/search');
  await expect(
    page.getByRole('navigation', { name: 'Bahasa', exact: true }).getByRole('link', { name: /English/ }),
  ).toHaveAttribute('href', '/en/search');
  await context.close();
});

test('the switcher and the footer name each language as its own speakers do, marked as that language', async ({
  page,
}) => {
  // "Indonesia" alone is the country: the language is "Bahasa Indonesia", on the English pages too.
  for (const [path, label] of [
    ['/id', 'Bahasa'],
    ['/en', 'Language'],
  ] as const) {
    await page.goto(path);
    const switcher = page.getByRole('navigation', { name: label, exact: true });
    for (const [name, lang] of [
      ['ID (Bahasa Indonesia)', 'id'],
      ['EN (English)', 'en'],
    ] as const) {
      await expect(switcher.getByRole('link', { name, exact: true })).toHaveAttribute('lang', lang);
    }
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Bahasa Indonesia', exact: true })).toHaveAttribute('lang', 'id');
    await expect(footer.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('lang', 'en');
  }
});
