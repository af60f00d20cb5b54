import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Where a reference fact comes from and when it was checked, as a reader sees it without JavaScript, and as its
 * structured data says it (docs/decisions/0048). A fact without a source says so.
 */

test.use({ javaScriptEnabled: false });

async function mainEntityOfPage(page: Page, type: string): Promise<unknown> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const values = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
  return values.find((value) => value['@type'] === type)?.mainEntityOfPage;
}

test('a register entry and its row name their source and the day it was checked, or say none is recorded', async ({
  page,
}) => {
  await page.goto('/id/peraturan/pmk-96-2023');
  const main = page.getByRole('main');
  await expect(main.getByText('Sumber: JDIH Kemenkeu · Diperiksa 28 November 2026')).toBeVisible();
  await expect(main.getByRole('link', { name: 'JDIH Kemenkeu' })).toHaveAttribute(
    'href',
    'https://jdih.kemenkeu.go.id/dok/pmk-96-tahun-2023/summary',
  );
  await expect(main.locator('time[datetime="2026-11-28"]')).toHaveText('28 November 2026');
  // The check is the page's lastReviewed, the source what it is based on; not the regulation's dateModified.
  expect(await mainEntityOfPage(page, 'Legislation')).toMatchObject({
    '@type': 'WebPage',
    lastReviewed: '2026-11-28',
    isBasedOn: { url: 'https://jdih.kemenkeu.go.id/dok/pmk-96-tahun-2023/summary', name: 'JDIH Kemenkeu' },
  });
  await page.goto('/en/regulations/uu-2-2020');
  await expect(page.getByRole('main').getByText('Source not yet recorded')).toBeVisible();
  await page.goto('/en/regulations?year=2023');
  const row = page.getByRole('list', { name: 'Tax Regulations' }).getByRole('listitem').filter({ hasText: 'Nomor 96' });
  await expect(row).toContainText('Source: JDIH Kemenkeu · Checked 28 November 2026');
});

test('a glossary entry names its source and the day it was checked, or says none is recorded', async ({ page }) => {
  await page.goto('/id/kamus/spt-tahunan');
  const main = page.getByRole('main');
  await expect(main.getByText('Sumber: DJP · Diperiksa 28 November 2026')).toBeVisible();
  await expect(main.getByRole('link', { name: 'DJP', exact: true })).toHaveAttribute(
    'href',
    'https://pajak.go.id/id/batas-waktu-lapor',
  );
  expect(await mainEntityOfPage(page, 'DefinedTerm')).toMatchObject({ lastReviewed: '2026-11-28' });
  // Sourced and checked in the fourth reading (29 November, Jakarta time).
  await page.goto('/en/glossary/kup');
  await expect(page.getByRole('main').getByText('Source: Ortax · Checked 29 November 2026')).toBeVisible();
  await page.goto('/en/glossary/skp');
  await expect(page.getByRole('main').getByText('Source not yet recorded')).toBeVisible();
});
