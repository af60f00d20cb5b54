import { type ArticleRow, pathOf, sql } from './support/db.ts';
import { expect, hydrated, openSearchModal, test } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** The newest published Indonesian article whose body cites PP 58/2023 in plain text (not inside a link). */
async function citingArticle(): Promise<ArticleRow> {
  const [row] = await sql<ArticleRow>(
    `select slug, category, lang, title from public.articles
     where lang = 'id' and published_at <= now() and body ~ '(^|[^[])PP 58/2023'
     order by published_at desc, id desc limit 1`,
  );
  if (!row) throw new Error('no article cites PP 58/2023 in plain text');
  return row;
}

test('article → regulation → citing article: the citation shows its status and links the register', async ({
  page,
}) => {
  const article = await citingArticle();
  await page.goto(pathOf(article));
  const body = page.locator('.article-body');
  const citation = body.getByRole('link', { name: 'PP 58/2023 Berlaku' }).first();
  await expect(citation).toBeVisible();
  // The status is text every reader sees, not a tooltip.
  await expect(citation.locator('.citation-status')).toBeVisible();
  const related = page.getByRole('region', { name: 'Peraturan terkait' });
  await expect(related.getByRole('link', { name: 'Peraturan Pemerintah Nomor 58 Tahun 2023' })).toBeVisible();

  await citation.click();
  await expect(page).toHaveURL('/id/peraturan/pp-58-2023');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Peraturan Pemerintah Nomor 58 Tahun 2023');
  await expect(page.locator('main .status-badge').first()).toHaveText('Berlaku');
  const relations = page.getByRole('region', { name: 'Hubungan dengan peraturan lain' });
  await expect(relations.getByRole('link', { name: 'Peraturan Menteri Keuangan Nomor 168 Tahun 2023' })).toBeVisible();

  const news = page.getByRole('region', { name: 'Berita yang mengutip' });
  await news.getByRole('link', { name: article.title }).click();
  await expect(page).toHaveURL(pathOf(article));
});

test('regulation → calendar → regulation: the deadlines a rule sets, and the calendar naming it back', async ({
  page,
}) => {
  await page.goto('/en/regulations/pmk-81-2024');
  const deadlines = page.getByRole('region', { name: 'Deadlines it sets' });
  await expect(deadlines.getByRole('listitem').first()).toContainText('Monthly tax payment deadline');
  await expect(deadlines.getByRole('listitem').first()).toContainText('The 15th of the month after the tax month');
  await deadlines.getByRole('link', { name: 'See the tax calendar' }).click();
  await expect(page).toHaveURL('/en/calendar');
  await page
    .getByRole('region', { name: 'Upcoming deadlines' })
    .locator('a[href="/en/regulations/pmk-81-2024"]')
    .first()
    .click();
  await expect(page).toHaveURL('/en/regulations/pmk-81-2024');
  // A regulation that sets no deadline has no such section.
  await page.goto('/id/peraturan/pmk-168-2023');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tenggat yang diatur' })).toHaveCount(0);
});

test('regulation → glossary term → regulation: the terms a rule governs, and the glossary naming it back', async ({
  page,
}) => {
  await page.goto('/id/peraturan/pmk-168-2023');
  const terms = page.getByRole('region', { name: 'Istilah yang diatur' });
  await expect(terms.locator('a[href="/id/kamus/pph-21"]')).toBeVisible();
  await expect(terms.getByRole('listitem').filter({ has: page.locator('a[href="/id/kamus/pph-21"]') })).toContainText(
    'PPh 21',
  );
  await terms.locator('a[href="/id/kamus/pph-21"]').click();
  await expect(page).toHaveURL('/id/kamus/pph-21');
  await page.getByRole('region', { name: 'Peraturan terkait' }).locator('a[href="/id/peraturan/pmk-168-2023"]').click();
  await expect(page).toHaveURL('/id/peraturan/pmk-168-2023');
  await page.goto('/en/regulations/pmk-168-2023');
  await expect(
    page.getByRole('region', { name: 'Terms it governs' }).locator('a[href="/en/glossary/pph-21"]'),
  ).toBeVisible();
});

test('the language switch maps /id/peraturan ↔ /en/regulations, on the register and on an entry', async ({ page }) => {
  await page.goto('/id/peraturan/pp-23-2018');
  await hydrated(page);
  const switcher = (name: string) => page.getByRole('navigation', { name, exact: true });
  await switcher('Bahasa')
    .getByRole('link', { name: /English/ })
    .click();
  await expect(page).toHaveURL('/en/regulations/pp-23-2018');
  await expect(page.locator('main .status-badge').first()).toHaveText('Revoked');
  await expect(page.getByRole('link', { name: 'Peraturan Pemerintah Nomor 55 Tahun 2022' })).toBeVisible();

  await page.goto('/en/regulations?kind=pmk&year=2024');
  await hydrated(page);
  await switcher('Language')
    .getByRole('link', { name: /Indonesia/ })
    .click();
  await expect(page).toHaveURL('/id/peraturan?kind=pmk&year=2024');
  await expect(page.getByRole('list', { name: 'Peraturan Perpajakan' }).getByRole('listitem')).toHaveCount(3);
});

test('official Indonesian names and titles on an English page are marked as Indonesian, in the register and in search', async ({
  page,
}) => {
  await page.goto('/en/regulations?kind=pmk&year=2024');
  const list = page.getByRole('list', { name: 'Tax Regulations' });
  await expect(list.getByText(/^Perlakuan Pajak Pertambahan Nilai/)).toHaveAttribute('lang', 'id');
  // A reader without Indonesian is told why this title is not in English, in the list as on the page itself.
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: 'Perlakuan Pajak' })
      .getByRole('paragraph')
      .filter({ hasText: 'Perlakuan Pajak' }),
  ).toHaveText(/^Official title, in Indonesian: Perlakuan Pajak Pertambahan Nilai/);
  await expect(list.getByText('Imposition of a Global Minimum Tax under International Agreement')).toBeVisible();
  await expect(list.getByText(/Official title, in Indonesian: Imposition/)).toHaveCount(0);
  // Designations are written in Indonesian ("Peraturan Menteri Keuangan Nomor 131 Tahun 2024") in both languages.
  await expect(list.getByRole('link', { name: /Nomor 131 Tahun 2024$/ })).toHaveAttribute('lang', 'id');
  await expect(list.getByText('Imposition of a Global Minimum Tax under International Agreement')).not.toHaveAttribute(
    'lang',
    /./,
  );
  const { dialog, input } = await openSearchModal(page, 'en');
  await input.fill('131/2024');
  // The designation's number is held to its word with a no-break space (lib/keep-together.ts): \s is either space.
  await expect(dialog.getByRole('option').first().locator('[lang="id"]')).toHaveText([
    /Nomor\s131\sTahun\s2024$/,
    /^Perlakuan Pajak Pertambahan/,
  ]);
  await page.keyboard.press('Escape');

  // On its own page, the English note before it stays English; only the title is Indonesian.
  await page.goto('/en/regulations/pmk-131-2024');
  const note = page.getByText('No English title is recorded yet; the official title:');
  await expect(note).toBeVisible();
  expect(await note.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('en');
  const title = page.getByText(/^Perlakuan Pajak Pertambahan Nilai/);
  expect(await title.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveAttribute(
    'lang',
    'id',
  );

  // On an Indonesian page the same names need no mark of their own.
  await page.goto('/id/peraturan/pmk-131-2024');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /./);
});

test('applying the register filters in the app tells a screen reader what the list now shows', async ({ page }) => {
  await page.goto('/id/peraturan');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Saring peraturan' });
  await form.getByLabel('Jenis').selectOption('pmk');
  await form.getByLabel('Status').selectOption('in_force');
  await form.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/\/id\/peraturan\?kind=pmk&year=&status=in_force$/);
  const title = 'Peraturan Perpajakan · Peraturan Menteri Keuangan · Berlaku | newstax';
  await expect(page).toHaveTitle(title);
  await expect(page.getByTestId('route-announcer')).toHaveText(title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the register filters by kind, year and status with a plain GET form', async ({ page }) => {
    await page.goto('/id/peraturan');
    const form = page.getByRole('form', { name: 'Saring peraturan' });
    await form.getByLabel('Jenis').selectOption('pmk');
    await form.getByLabel('Tahun').fill('2024');
    await form.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(/\/id\/peraturan\?kind=pmk&year=2024&status=$/);
    const entries = page.getByRole('list', { name: 'Peraturan Perpajakan' }).getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toContainText('Peraturan Menteri Keuangan');

    await page.getByRole('form', { name: 'Saring peraturan' }).getByLabel('Status').selectOption('revoked');
    await page.getByRole('form', { name: 'Saring peraturan' }).getByLabel('Tahun').fill('');
    await page.getByRole('form', { name: 'Saring peraturan' }).getByLabel('Jenis').selectOption('');
    await page.getByRole('button', { name: 'Terapkan' }).click();
    const badges = page.getByRole('list', { name: 'Peraturan Perpajakan' }).locator('.status-badge');
    await expect(badges).not.toHaveCount(0);
    for (const badge of await badges.all()) await expect(badge).toHaveText('Dicabut');
  });

  test('the register explains each status in words, behind a summary that opens without scripts', async ({ page }) => {
    for (const [path, summary, amended] of [
      ['/id/peraturan', 'Arti status', 'Masih berlaku, dengan perubahan'],
      ['/en/regulations', 'What the statuses mean', 'Still in force, as amended'],
    ] as const) {
      await page.goto(path);
      const legend = page.locator('details').filter({ has: page.getByText(summary, { exact: true }) });
      await expect(legend.locator('dd').first()).toBeHidden();
      await legend.getByText(summary, { exact: true }).click();
      await expect(legend.locator('dt .status-badge')).toHaveCount(4);
      await expect(legend.locator('div').filter({ has: page.locator('[data-status="amended"]') })).toContainText(
        amended,
      );
    }
  });

  test('a revoked regulation gives the date it took effect without saying it is in force', async ({ page }) => {
    for (const [path, effective, inForce] of [
      ['/id/peraturan?status=revoked', 'Mulai berlaku', /berlaku sejak/i],
      ['/en/regulations?status=revoked', 'Effective', /in force since/i],
    ] as const) {
      await page.goto(path);
      const entries = page.locator('main li').filter({ has: page.locator('.status-badge') });
      await expect(entries).not.toHaveCount(0);
      await expect(entries.filter({ hasText: effective })).not.toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(inForce);
      await entries.filter({ hasText: effective }).first().getByRole('link').first().click();
      await expect(page.locator('.regulation-facts dt', { hasText: effective })).toHaveCount(1);
      await expect(page.locator('main')).not.toContainText(inForce);
    }
  });

  test('a revoked regulation says from when, in its facts and beside the regulation revoking it', async ({ page }) => {
    for (const [path, label, date, revoker] of [
      ['/id/peraturan/pmk-252-2008', 'Dicabut mulai', '1 Januari 2024', 'Dicabut oleh'],
      ['/en/regulations/pmk-252-2008', 'Revoked from', '1 January 2024', 'Revoked by'],
    ] as const) {
      await page.goto(path);
      const fact = page.locator('.regulation-facts > div', { has: page.locator('dt', { hasText: label }) });
      await expect(fact.locator('time')).toHaveText(date);
      await expect(fact.locator('time')).toHaveAttribute('datetime', '2024-01-01');
      const relation = page.locator('main dl > div', { has: page.locator('dt', { hasText: revoker }) });
      await expect(relation.locator('dd')).toContainText(`${label} ${date}`);
    }
    await page.goto('/id/peraturan/pmk-168-2023');
    await expect(page.locator('main')).not.toContainText('Dicabut mulai');
    await page.goto('/id/peraturan?status=revoked&kind=pmk');
    const row = page.locator('main ol li', { hasText: '252/PMK.03/2008' });
    await expect(row.locator('time[datetime="2024-01-01"]')).toHaveText('1 Januari 2024');
    await expect(row).toContainText('Dicabut mulai 1 Januari 2024');
  });

  test('the filter fields and their button line up in one height, with text large enough that phones do not zoom on focus', async ({
    page,
  }) => {
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/id/peraturan');
      const fields = page.getByRole('form', { name: 'Saring peraturan' }).locator('select, input, button');
      await expect(fields).toHaveCount(4);
      const measured = await fields.evaluateAll((elements) =>
        elements.map((element) => ({
          height: element.getBoundingClientRect().height,
          fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
        })),
      );
      expect(new Set(measured.map((field) => field.height)).size, `heights at ${width}px`).toBe(1);
      for (const field of measured.slice(0, 3)) expect(field.fontSize).toBeGreaterThanOrEqual(16);
    }
  });

  test('a malformed filter is a localised 400 page, a wrong segment a localised 404, nothing reflected', async ({
    page,
  }) => {
    const bad = await page.goto('/en/regulations?kind=%3Cscript%3Ealert(1)%3C/script%3E');
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bad request');
    expect(await page.content()).not.toContain('<script>alert(1)');
    const wrong = await page.goto('/en/peraturan/pmk-168-2023');
    expect(wrong?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test('the search modal lists a matching regulation above the articles, reachable by keyboard', async ({ page }) => {
  const { dialog, input } = await openSearchModal(page, 'id');
  await input.fill('PMK 168/2023');
  const first = dialog.getByRole('option').first();
  await expect(first).toContainText('Peraturan Menteri Keuangan Nomor 168 Tahun 2023');
  await expect(first).toContainText('Berlaku');
  await expect(dialog.getByRole('option').nth(1)).toBeVisible();
  await input.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL('/id/peraturan/pmk-168-2023');
});
