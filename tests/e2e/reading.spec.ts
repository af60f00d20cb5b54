import { type ArticleRow, pathOf, sql, translatedPair } from './support/db.ts';
import { expect, hydrated, test } from './support/fixtures.ts';
import { PAGE_TYPES } from './support/page-types.ts';

test('an article shows its title, category link, dates, author, cover and rendered body', async ({ page }) => {
  const { source } = await translatedPair();
  await page.goto(pathOf(source));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(source.title);
  await expect(
    page.getByRole('navigation', { name: 'Lokasi halaman' }).getByRole('link', { name: 'Beranda' }),
  ).toBeVisible();
  await expect(page.locator('article time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(page.locator('.article-body h2').first()).toBeVisible();
});

test("a screen reader hears a cover's description once, though the caption shows it too", async ({ page }) => {
  const [cover] = await sql<Omit<ArticleRow, 'title'> & { cover_image_alt: string }>(
    `select slug, category, lang, cover_image_alt from public.articles
     where cover_image_url is not null and cover_image_alt is not null and published_at <= now() limit 1`,
  );
  if (!cover) throw new Error('the seed has no article with a described cover');
  await page.goto(pathOf(cover));
  const shown = page.getByTestId('article-cover');
  await expect(shown.getByText(cover.cover_image_alt, { exact: true })).toBeVisible();
  await expect(shown).toMatchAriaSnapshot(`- img "${cover.cover_image_alt}"`);
  // Once in the accessibility tree of the whole article, as the image's name, not again as a caption or figure.
  expect((await page.getByRole('main').ariaSnapshot()).split(cover.cover_image_alt)).toHaveLength(2);
});

test("a category's listing opens with its description, which also describes the page", async ({ page }) => {
  const [ppn] = await sql<{ description: string; description_en: string }>(
    "select description, description_en from public.categories where slug = 'ppn'",
  );
  for (const [path, text] of [
    ['/id/ppn', ppn?.description],
    ['/en/ppn', ppn?.description_en],
  ] as const) {
    expect(text, path).toBeTruthy();
    await page.goto(path);
    await expect(page.locator('h1 + p')).toHaveText(text ?? '');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text ?? '');
  }
});

test.describe('a listing with more than one page', () => {
  // The seed has at most a dozen articles per category: add 25 to one for this test, and take them away after.
  test.beforeAll(async () => {
    await sql(
      `insert into public.articles (slug, title, lang, category, published_at)
       select 'test-page-' || i, 'Artikel uji halaman ' || i, 'id', 'regulasi', now() - i * interval '1 hour'
       from generate_series(1, 25) as i`,
    );
  });
  test.afterAll(async () => {
    await sql("delete from public.articles where slug like 'test-page-%'");
  });

  test('shows 20 per page with previous and next links, and a 404 beyond the end', async ({ page }) => {
    await page.goto('/id/regulasi');
    await expect(page.locator('main article')).toHaveCount(20);
    await expect(page.getByRole('link', { name: /Sebelumnya/ })).toHaveCount(0);
    await page.getByRole('link', { name: /Berikutnya/ }).click();
    await expect(page).toHaveURL(/\/id\/regulasi\?page=2$/);
    await expect(page.locator('main article')).not.toHaveCount(0);
    await expect(page.getByRole('link', { name: /Berikutnya/ })).toHaveCount(0);
    await page.getByRole('link', { name: /Sebelumnya/ }).click();
    await expect(page).toHaveURL(/\/id\/regulasi$/);
    expect((await page.goto('/id/regulasi?page=3'))?.status()).toBe(404);
  });
});

test('a thin progress bar shows while a navigation is pending', async ({ page }) => {
  await page.goto('/id');
  // A client-side navigation: the link must be React's, not yet the plain one before hydration.
  await hydrated(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.data*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'PPN', exact: true }).click();
  await expect(page.getByTestId('navigation-progress')).toHaveAttribute('data-state', 'loading');
  release();
  await expect(page).toHaveURL(/\/id\/ppn$/);
  await expect(page.getByTestId('navigation-progress')).toHaveAttribute('data-state', 'idle');
});

test.describe('a page read again in the same visit', () => {
  const slug = 'test-read-again';
  test.beforeAll(async () => {
    await sql(
      `insert into public.articles (slug, title, lang, category, published_at)
       values ($1, 'Judul pertama', 'id', 'kepabeanan', now())`,
      [slug],
    );
  });
  test.afterAll(async () => {
    await sql('delete from public.articles where slug = $1', [slug]);
  });

  test("shows what the site serves now, not the browser's copy from the first read", async ({ page }) => {
    const article = page.locator(`main a[href="/id/kepabeanan/${slug}"]`).first();
    await page.goto('/id/kepabeanan');
    await article.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Judul pertama');
    await page.getByRole('navigation', { name: 'Lokasi halaman' }).getByRole('link', { name: 'Kepabeanan' }).click();
    await expect(page).toHaveURL(/\/id\/kepabeanan$/);
    // Pages tell browsers to ask every time (max-age=0): a copy a minute old is not today's article.
    await sql("update public.articles set title = 'Judul kedua' where slug = $1", [slug]);
    await article.click();
    await expect(page).toHaveURL(`/id/kepabeanan/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Judul kedua');
  });
});

test('a skip link leads to the main content', async ({ page }) => {
  await page.goto('/id');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Langsung ke konten utama' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await skip.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('the layout holds from 320px wide without horizontal scrolling', async ({ page }) => {
  const { source } = await translatedPair();
  // Pages saying an article is not yet in this language, whose button to the other one is the widest control.
  const notYetTranslated = await Promise.all(
    (['id', 'en'] as const).map(async (lang) => {
      const [row] = await sql<ArticleRow>(
        `select slug, category, lang, title from public.articles a
         where lang = $1 and translated_from is null and published_at <= now() and slug not like 'test-%'
           and not exists (select 1 from public.articles t where t.translated_from = a.id)
         order by length(title) desc limit 1`,
        [lang],
      );
      if (!row) throw new Error(`no article only in ${lang}`);
      return pathOf({ ...row, lang: lang === 'id' ? 'en' : 'id' });
    }),
  );
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/id', '/id/berita', pathOf(source), ...notYetTranslated]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

// One test a page, not one for all fifteen: they run side by side, and none nears the test timeout (together,
// on a busy machine, they ran past it).
const TEXT_SPACING_PATHS = [...Object.values(PAGE_TYPES), '/en/regulations', '/en/glossary', '/en/search?q=tax'];
for (const path of TEXT_SPACING_PATHS) {
  test(`with a reader's own text spacing (WCAG 1.4.12), ${path} does not scroll sideways at 320px`, async ({
    browser,
    baseURL,
  }) => {
    // The spacing a reader's stylesheet or extension may set (which the page's CSP does not govern): nothing may
    // be cut off or need a sideways scroll.
    const spacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }
      p { margin-bottom: 2em !important }`;
    const context = await browser.newContext({ viewport: { width: 320, height: 700 }, baseURL, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(path);
    await page.addStyleTag({ content: spacing });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await context.close();
    expect(overflow, path).toBeLessThanOrEqual(0);
  });
}

test('a navigation inside the app announces the new page to screen readers by its title', async ({ page }) => {
  const { source } = await translatedPair();
  await page.goto('/id');
  const announcer = page.getByTestId('route-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'assertive');
  await expect(announcer).toHaveText('');
  const home = await page.title();
  await page.locator('main').getByRole('link', { name: 'Lihat semua' }).first().click();
  await expect(page).toHaveURL(/\/id\/[a-z-]+$/);
  await expect(page).not.toHaveTitle(home);
  const title = await page.title();
  expect(title).toMatch(/ \| newstax$/);
  await expect(announcer).toHaveText(title);
  // A fragment alone is no new page.
  await page.goto(pathOf(source));
  await page.evaluate(() => {
    window.location.hash = 'x';
  });
  await expect(announcer).toHaveText('');
});

test("a story card's date stays on one line at every width, in both languages", async ({ page }) => {
  // The four-column grid of the home page's latest stories is the narrowest a card gets; a listing's cards and a
  // category's are wider, and a long category name beside the date is what pushes it onto the next line.
  const broken: string[] = [];
  let dates = 0;
  for (const path of ['/id', '/en', '/id/pph', '/en/berita']) {
    await page.goto(path);
    for (const width of [360, 640, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const lines = await page.locator('main article time').evaluateAll((times) =>
        times.map((time) => ({
          text: time.closest('p')?.textContent ?? '',
          lines: new Set([...time.getClientRects()].map((rect) => Math.round(rect.top))).size,
        })),
      );
      dates += lines.length;
      for (const { text, lines: count } of lines) if (count !== 1) broken.push(`${path} at ${width}px: ${text}`);
    }
  }
  expect(dates).toBeGreaterThan(100);
  expect(broken).toEqual([]);
});
