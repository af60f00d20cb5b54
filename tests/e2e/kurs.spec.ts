import { painted, ratio } from './support/colours.ts';
import { sql } from './support/db.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Kurs pajak in a browser without JavaScript, in both languages: this week's rates or, as in the seed, a plain
 * statement that they are not recorded with the latest week labelled by its dates; the date lookup and the
 * converter as GET forms; a currency's history with its chart; the language switch; the open data.
 */

type SeedWeek = { from: string; kmk: string | null; usd: string; jpy: string };

/** A seeded week (never one a test inserted), by its first day, or the latest. */
async function seededWeek(from?: string): Promise<SeedWeek> {
  const [row] = await sql<SeedWeek>(
    `select to_char(w.valid_from, 'YYYY-MM-DD') as from, w.kmk,
            (select value::text from public.kurs_rates where week_id = w.id and currency = 'USD') as usd,
            (select value::text from public.kurs_rates where week_id = w.id and currency = 'JPY') as jpy
     from public.kurs_weeks w where w.source_url not like 'https://kurs.test/%'
       and ($1::date is null or w.valid_from = $1::date)
     order by w.valid_from desc limit 1`,
    [from ?? null],
  );
  if (!row) throw new Error('no seeded kurs week');
  return row;
}

const longDate = (date: string, lang: 'id' | 'en') =>
  new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hub says this week is not recorded and shows the latest week by its dates, in Indonesian', async ({
    page,
  }) => {
    const latest = await seededWeek();
    await page.goto('/id/kurs-pajak');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurs Pajak');
    const status = page.getByRole('region', { name: /^Kurs pajak minggu ini/ });
    await expect(status.getByRole('heading', { level: 2 })).toContainText('belum tercatat di newstax');
    await expect(status).toContainText(`Di bawah ini minggu terakhir yang tercatat, ${longDate(latest.from, 'id')} – `);
    await expect(status).toContainText('Kurs itu tidak berlaku untuk minggu ini.');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(26);
    await expect(table.getByRole('rowheader').first()).toContainText('Dolar Amerika Serikat');
    await expect(table.getByRole('row').nth(13)).toContainText('per 100 JPY');
    if (latest.kmk)
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`KMK ${latest.kmk.replaceAll('.', '\\.')}$`) }),
      ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Unduh seluruh riwayat (CSV)' })).toHaveAttribute(
      'href',
      '/kurs-pajak.csv',
    );
  });

  test('the date lookup and the converter answer by GET, exactly, with the rate and KMK they used', async ({
    page,
  }) => {
    const week = await seededWeek('2025-10-08');
    await page.goto('/id/kurs-pajak');
    await page.getByRole('form', { name: 'Kurs pada tanggal tertentu' }).getByLabel('Tanggal').fill('2025-10-10');
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    await expect(page).toHaveURL(/\/id\/kurs-pajak\?tanggal=2025-10-10$/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
      'Kurs pajak yang berlaku pada 10 Oktober 2025: 8 Oktober 2025 – 14 Oktober 2025',
    );
    const converter = page.getByRole('form', { name: 'Kalkulator kurs pajak' });
    await converter.getByLabel('Jumlah').fill('1.000');
    await converter.getByLabel('Mata uang').selectOption('USD');
    await converter.getByRole('button', { name: 'Hitung' }).click();
    await expect(page).toHaveURL(/jumlah=1\.000&mata_uang=USD&tanggal=2025-10-10$/);
    const cents = BigInt(week.usd.replace('.', '')) * 1000n;
    const rupiah = `${(cents / 100n).toLocaleString('id-ID')},${String(cents % 100n).padStart(2, '0')}`;
    const result = page.getByRole('status');
    await expect(result).toContainText(`1.000 USD = Rp${rupiah}`);
    await expect(result).toContainText(week.kmk ? `KMK ${week.kmk}` : 'nomor KMK tidak tercatat');
    await expect(result).toContainText('tanpa pembulatan');
  });

  test('a malformed amount is named, and the page answers 400', async ({ page }) => {
    const response = await page.goto('/en/tax-exchange-rates?amount=1.000%2C5&currency=USD&date=2025-10-08');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('The amount could not be read.');
    await expect(page.getByRole('form', { name: 'Tax exchange rate converter' }).getByLabel('Amount')).toHaveValue(
      '1.000,5',
    );
  });

  test('in English, the converter takes the yen per 100, and the switch keeps the question', async ({ page }) => {
    const week = await seededWeek('2025-10-08');
    await page.goto('/en/tax-exchange-rates?amount=2%2C500&currency=JPY&date=2025-10-08');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Exchange Rates');
    // 2,500 yen at a rate per 100 yen: 25 × the rate, exactly.
    const cents = BigInt(week.jpy.replace('.', '')) * 25n;
    const rupiah = `${(cents / 100n).toLocaleString('en-GB')}.${String(cents % 100n).padStart(2, '0')}`;
    await expect(page.getByRole('status')).toContainText(`2,500 JPY = Rp${rupiah}`);
    await expect(page.getByRole('status')).toContainText('per 100 JPY');
    await page
      .getByRole('navigation', { name: 'Language', exact: true })
      .getByRole('link', { name: /Bahasa Indonesia/ })
      .click();
    await expect(page).toHaveURL('/id/kurs-pajak?jumlah=2.500&mata_uang=JPY&tanggal=2025-10-08');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/tax-exchange-rates$/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test("a currency's history has a chart with a text alternative and a table of the year", async ({ page }) => {
    await page.goto('/en/tax-exchange-rates');
    await page.getByRole('link', { name: 'USD history' }).click();
    await expect(page).toHaveURL('/en/tax-exchange-rates/usd');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax exchange rate history: US dollar (USD)');
    const chart = page.getByRole('img', { name: /^Weekly tax exchange rate of the USD, .+ Lowest Rp/ });
    await expect(chart).toBeVisible();
    const [{ weeks } = { weeks: 0 }] = await sql<{ weeks: number }>(
      `select count(*)::int as weeks from public.kurs_weeks where source_url not like 'https://kurs.test/%'
       and extract(year from valid_from) = (select extract(year from max(valid_from)) from public.kurs_weeks
                                            where source_url not like 'https://kurs.test/%')`,
    );
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(weeks + 1);
    await expect(page.getByRole('navigation', { name: 'Other currencies' }).getByRole('link')).toHaveCount(25);
  });

  test("the language switch takes a currency's history to the other language", async ({ page }) => {
    await page.goto('/en/tax-exchange-rates/usd');
    await page
      .getByRole('navigation', { name: 'Language', exact: true })
      .getByRole('link', { name: /Bahasa Indonesia/ })
      .click();
    await expect(page).toHaveURL('/id/kurs-pajak/usd');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riwayat kurs pajak Dolar Amerika Serikat (USD)');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the chart's line and labels read against the page in the ${colorScheme} theme`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/id/kurs-pajak/eur');
      const background = await painted(page.locator('main'));
      const line = await painted(page.locator('.kurs-chart .line'), { property: 'stroke' });
      const label = await painted(page.locator('.kurs-chart text').first(), { property: 'fill' });
      expect(ratio(line, background)).toBeGreaterThanOrEqual(3);
      expect(ratio(label, background)).toBeGreaterThanOrEqual(4.5);
      await context.close();
    });
  }
});

test('the open data: the API with CORS, the CSV and the feed', async ({ request }) => {
  const week = await seededWeek('2025-10-08');
  const api = await request.get('/kurs-pajak.json?tanggal=2025-10-08&mata_uang=usd');
  expect(api.status()).toBe(200);
  expect(api.headers()['access-control-allow-origin']).toBe('*');
  expect(await api.json()).toMatchObject({
    validFrom: '2025-10-08',
    kmk: week.kmk,
    rates: [{ code: 'USD', value: week.usd }],
  });
  const missing = await request.get('/kurs-pajak.json?tanggal=1990-01-03');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe('no_week');
  const csv = await request.get('/kurs-pajak.csv');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8; header=present');
  expect(await csv.text()).toContain(`2025-10-08,2025-10-14,${week.kmk ?? ''},USD,1,${week.usd},`);
  const feed = await request.get('/id/kurs-pajak/feed.xml');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<item>');
});
