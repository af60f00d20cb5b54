import { type ArticleRow, pathOf, sql } from './support/db.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** The newest published article in `lang` with an author, and that author. */
async function bylined(lang: 'id' | 'en'): Promise<ArticleRow & { author: string; name: string }> {
  const [row] = await sql<ArticleRow & { author: string; name: string }>(
    `select a.slug, a.category, a.lang, a.title, au.slug as author, au.name
     from public.articles a join public.authors au on au.id = a.author_id
     where a.lang = $1 and a.published_at <= now() and a.slug not like 'test-%'
     order by a.published_at desc, a.id desc limit 1`,
    [lang],
  );
  if (!row) throw new Error(`no ${lang} article with an author`);
  return row;
}

const jsonLd = async (page: import('@playwright/test').Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the byline leads to the author page, which lists the article and switches language', async ({ page }) => {
    const article = await bylined('id');
    await page.goto(pathOf(article));
    const byline = page.locator('article header').getByRole('link', { name: article.name, exact: true });
    await expect(byline).toHaveAttribute('href', `/id/penulis/${article.author}`);
    await byline.click();
    await expect(page).toHaveURL(`/id/penulis/${article.author}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.name);
    const list = page.getByRole('region', { name: 'Artikel terbaru' });
    await expect(list.getByRole('link', { name: article.title })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Bahasa', exact: true })
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL(`/en/authors/${article.author}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/authors\/[a-z0-9-]+$/);
    await expect(page.locator('link[rel="alternate"][hreflang="id"]')).toHaveAttribute(
      'href',
      new RegExp(`/id/penulis/${article.author}$`),
    );
  });

  test('an unknown author and the other language segment are the localised 404', async ({ page }) => {
    expect((await page.goto('/id/penulis/tidak-ada-penulis-ini'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
    expect((await page.goto('/en/penulis/rina-hapsari'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test("the article names its author as a Person with the author page's URL, which describes that Person", async ({
  page,
}) => {
  const article = await bylined('en');
  await page.goto(pathOf(article));
  const byline = page.locator('article header').getByRole('link', { name: article.name, exact: true });
  await expect(byline).toHaveAttribute('href', `/en/authors/${article.author}`);
  const news = (await jsonLd(page)).find((value) => value['@type'] === 'NewsArticle');
  const [person] = (news?.author ?? []) as { '@type': string; name: string; url: string }[];
  expect(person).toMatchObject({ '@type': 'Person', name: article.name });
  expect(person?.url).toMatch(new RegExp(`/en/authors/${article.author}$`));

  await page.goto(new URL(person?.url ?? '').pathname);
  const profile = (await jsonLd(page)).find((value) => value['@type'] === 'ProfilePage');
  expect(profile?.mainEntity).toMatchObject({ '@type': 'Person', name: article.name, url: person?.url });
});
