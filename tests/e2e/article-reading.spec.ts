import { PAGE_IDS } from '../../app/lib/markdown-headings.server.ts';
import { TEST_SITE_URL } from '../setup/site-url.ts';
import { LONG, LONG_EN } from './support/articles.ts';
import { pathOf, sql } from './support/db.ts';
import { expect, hydrated, test, twoFramesLater } from './support/fixtures.ts';
import { layoutShiftSoFar } from './support/layout-shift.ts';

/**
 * Reading an article: its byline, contents and heading links, ids, print view and steadiness. Its share row:
 * article-sharing.spec.ts; its tables: article-tables.spec.ts.
 */

test('the byline says when the article was updated, with time and zone, and how long it takes to read', async ({
  page,
}) => {
  await page.goto(LONG);
  const byline = page.locator('article header p').filter({ hasText: 'Terbit' });
  const updated = byline.locator('span', { hasText: 'Diperbarui' }).locator('time');
  await expect(updated).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}\.\d{2} WIB$/);
  const [row] = await sql<{ revised_at: Date }>(
    "select revised_at from public.articles where slug = 'aturan-lengkap-pph-21-skema-ter-pmk-168-2023'",
  );
  expect(await updated.getAttribute('datetime')).toBe(row?.revised_at.toISOString());
  await expect(byline).toContainText(/\d+ menit baca/);

  await page.goto(LONG_EN);
  await expect(page.locator('article header')).toContainText(/\d+ min read/);
  // Touched twelve minutes after publishing: no notice.
  await page.goto('/id/berita/dirjen-pajak-coretax-tidak-ditarik-mundur');
  await expect(page.locator('article header')).not.toContainText('Diperbarui');
});

test('the contents link to each section, and each heading links to itself', async ({ page }) => {
  await page.goto(LONG);
  const contents = page.getByRole('navigation', { name: 'Daftar isi' });
  const links = contents.getByRole('link');
  await expect(links).toHaveCount(4);
  const headings = page.locator('.article-body h2');
  await expect(headings).toHaveCount(4);
  for (let index = 0; index < 4; index += 1) {
    const link = links.nth(index);
    const heading = headings.nth(index);
    await expect(link).toHaveText((await heading.textContent()) ?? '');
    await link.click();
    const id = await heading.getAttribute('id');
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(heading).toBeInViewport();
    // Below the sticky header, not under it.
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    const header = await page
      .locator('header.site-header')
      .evaluate((element) => element.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(header);
    const self = page.getByRole('link', { name: `Tautan ke bagian ini: ${await heading.textContent()}` });
    await expect(self).toHaveAttribute('href', `#${id}`);
  }
});

test('no id on an article page is used twice, and every fixed one is reserved from heading ids', async ({ page }) => {
  for (const path of [LONG, LONG_EN]) {
    await page.goto(path);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
    expect(ids.length).toBe(new Set(ids).size);
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('[id]')].filter((element) => !element.closest('.article-body')).map((e) => e.id),
    );
    // React's useId ids have colons, which heading ids never do.
    expect(outside.filter((id) => !id.includes(':') && !PAGE_IDS.has(id))).toEqual([]);
  }
});

test('in print: no header, ad, navigation, share row or contents; the title, byline, tables and URL', async ({
  page,
}) => {
  const [withTable] = await sql<{ slug: string; category: string | null; lang: string }>(
    "select slug, category, lang from public.articles where lang = 'id' and body like '%|%' and published_at <= now() limit 1",
  );
  if (!withTable) throw new Error('no article with a table');
  for (const path of [LONG, pathOf(withTable)]) {
    await page.goto(path);
    // What the screen shows and print leaves out: each must be there first, or hiding it would prove nothing.
    // (Ads are off on this site; the contents list only comes with enough headings.)
    const shown = ['header.site-header', 'nav', 'footer', '.share-row', '.related-articles'];
    if (path === LONG) shown.push('.article-contents');
    for (const selector of shown) {
      await expect(page.locator(selector).filter({ visible: true }).first(), `${path} ${selector}`).toBeVisible();
    }
    await page.emulateMedia({ media: 'print' });
    for (const hidden of new Set([...shown, '.ad-banner', '.article-contents'])) {
      for (const element of await page.locator(hidden).all()) await expect(element, `${path} ${hidden}`).toBeHidden();
    }
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article header time').first()).toBeVisible();
    await expect(page.locator('.article-body')).toBeVisible();
    await expect(page.locator('.print-only')).toHaveText(`Dicetak dari: ${TEST_SITE_URL}${path}`);
    await expect(page.locator('.print-only')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.print-only')).toBeHidden();
    await expect(page.locator('.share-row')).toBeVisible();
  }
  await page.goto(pathOf(withTable));
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.article-body table').first()).toBeVisible();
});

test('the article page does not shift while it loads and hydrates', async ({ page }) => {
  for (const path of [LONG, LONG_EN]) {
    await page.goto(path);
    await hydrated(page);
    // What could still move the page has arrived: every request (fonts, images) done, then two frames.
    await page.waitForLoadState('networkidle');
    await twoFramesLater(page);
    const shift = await layoutShiftSoFar(page);
    expect(shift, path).toBe(0);
  }
});

test('on a wide screen the contents sit beside the text, without sideways scrolling; narrower, above it', async ({
  page,
}) => {
  for (const [width, beside] of [
    [1280, true],
    [1600, true],
    [1024, false],
    [375, false],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(LONG);
    const contents = await page.locator('.article-contents').boundingBox();
    const body = await page.locator('.article-body').boundingBox();
    if (!contents || !body) throw new Error('no contents or body');
    if (beside) {
      expect(contents.x, `${width}`).toBeGreaterThanOrEqual(body.x + body.width);
      expect(Math.abs(contents.y - body.y), `${width}`).toBeLessThan(40);
    } else {
      expect(contents.y + contents.height, `${width}`).toBeLessThanOrEqual(body.y);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width}`).toBeLessThanOrEqual(0);
  }
});
