import type { Locator, Page } from '@playwright/test';
import { TEST_SITE_URL } from '../setup/site-url.ts';
import { sql } from './support/db.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Corrections in the open, in the built site: the corrected article shows its dated correction and names it in its
 * structured data; its old address leads to it; /id/ralat and /en/corrections list every correction, switch
 * language into each other, announce their feeds and work without JavaScript.
 */

const KMS = '/id/ppn/kegiatan-membangun-sendiri-ppn-2-2-persen';
const KMS_OLD = '/id/ppn/kegiatan-membangun-sendiri-ppn-2-4-persen';

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? '') as Record<string, unknown>,
  );
}

async function correctedAt(): Promise<string> {
  const [row] = await sql<{ at: Date }>(
    `select c.published_at as at from public.article_corrections c join public.articles a on a.id = c.article_id
     where a.slug = 'kegiatan-membangun-sendiri-ppn-2-2-persen'`,
  );
  if (!row) throw new Error('the seed has no self-construction VAT correction');
  return row.at.toISOString();
}

/** From the first page of the paged list at `path`, goes on to the first page that shows `item`. */
async function pageWith(page: Page, path: string, item: Locator) {
  for (let number = 2; (await item.count()) === 0; number++) {
    expect(number, `${path} has no such entry on its first pages`).toBeLessThan(5);
    await page.goto(`${path}?page=${number}`);
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the corrected article shows its correction under the byline, dated with a <time>', async ({ page }) => {
    await page.goto(KMS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'PPN Kegiatan Membangun Sendiri 2,2% pada 2025, Ini Syarat dan Cara Setornya',
    );
    const corrections = page.getByRole('region', { name: 'Ralat' });
    await expect(corrections).toContainText(/^Ralat, 28 November 2026: Artikel ini sebelumnya menyebut .* 2,4%/);
    await expect(corrections.locator('time')).toHaveAttribute('datetime', await correctedAt());
    await expect(page.locator('article header time').last()).toHaveAttribute('datetime', await correctedAt());
    await corrections.getByRole('link', { name: 'Semua ralat dan perubahan data' }).click();
    await expect(page).toHaveURL('/id/ralat');
  });

  test('the corrections page lists its entries newest first, the self-construction VAT correction among them', async ({
    page,
  }) => {
    for (const [path, heading, kind] of [
      ['/id/ralat', 'Ralat dan Perubahan Data', 'Ralat berita'],
      ['/en/corrections', 'Corrections and Data Changes', 'Article corrected'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const list = page.getByRole('list', { name: heading });
      // The fourth reading of the sources (29 November, Jakarta time) came after the article's correction.
      await expect(list.getByRole('listitem').first().locator('time')).toHaveText('29 November 2026');
      const kms = list.getByRole('listitem').filter({ has: page.locator(`a[href="${KMS}"]`) });
      await pageWith(page, path, kms);
      await expect(kms).toContainText(kind);
      await expect(kms.locator('time')).toHaveText('28 November 2026');
    }
    // An Indonesian article's correction is shown in Indonesian on the English page, and says so.
    const kms = page
      .getByRole('list', { name: 'Corrections and Data Changes' })
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="${KMS}"]`) });
    await expect(kms).toContainText('In Indonesian');
    await expect(kms.locator('p[lang="id"]')).toContainText('Yang benar');
    const term = page
      .getByRole('list', { name: 'Corrections and Data Changes' })
      .getByRole('listitem')
      .filter({ has: page.locator('a[href="/en/glossary/kms"]') });
    await page.goto('/en/corrections');
    await pageWith(page, '/en/corrections', term);
    await term.getByRole('link', { name: 'Self-construction' }).click();
    await expect(page).toHaveURL('/en/glossary/kms');
    await expect(page.locator('main')).toContainText('2.2% of the cost');
  });

  test('goes to the next page and back, and its language switch keeps the page', async ({ page }) => {
    await page.goto('/id/ralat');
    await page.getByRole('link', { name: /Berikutnya/ }).click();
    await expect(page).toHaveURL('/id/ralat?page=2');
    await page
      .getByRole('navigation', { name: 'Bahasa', exact: true })
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL('/en/corrections?page=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the old address of the corrected article answers 301 to the new one', async ({ request, page }) => {
  const response = await request.get(KMS_OLD, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(KMS);
  await page.goto(KMS_OLD);
  await expect(page).toHaveURL(KMS);
});

test('the article names its correction in its NewsArticle structured data, and dates its change by it', async ({
  request,
}) => {
  const [article] = jsonLd(await (await request.get(KMS)).text());
  const at = await correctedAt();
  expect(article).toMatchObject({
    '@type': 'NewsArticle',
    dateModified: at,
    correction: [
      {
        '@type': 'CorrectionComment',
        datePublished: at,
        text: expect.stringMatching(/^Artikel ini sebelumnya .* Yang benar: .* 2,2% dari biaya\./),
      },
    ],
  });
});

test('the corrections pages pair their languages, name their feeds and carry breadcrumbs', async ({ request }) => {
  for (const [lang, path, feed] of [
    ['id', '/id/ralat', '/id/ralat/feed.xml'],
    ['en', '/en/corrections', '/en/corrections/feed.xml'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${TEST_SITE_URL}${path}"/>`);
    expect(html).toContain(`hrefLang="id" href="${TEST_SITE_URL}/id/ralat"`);
    expect(html).toContain(`hrefLang="en" href="${TEST_SITE_URL}/en/corrections"`);
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${TEST_SITE_URL}${feed}"/>`),
    );
    expect(jsonLd(html)).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
    const xml = await request.get(feed);
    expect(xml.status()).toBe(200);
    expect(await xml.text()).toContain(`<language>${lang}</language>`);
  }
});
