import AxeBuilder from '@axe-core/playwright';
import { axeInBothThemes } from './support/axe.ts';
import { articleNaming, pathOf, sql } from './support/db.ts';
import { expect, openSearchModal, test } from './support/fixtures.ts';

/**
 * The glossary's pages (the A–Z list, an entry in both languages), its terms in the search modal, and axe on both.
 * Terms in an article: glossary-terms.spec.ts.
 */

test.describe('the glossary list on a phone', () => {
  test.use({ javaScriptEnabled: false });

  test('an abbreviation stays on one line, and where it wraps it starts where its term starts', async ({ page }) => {
    const problems: string[] = [];
    let abbreviations = 0;
    let wrapped = 0;
    for (const path of ['/id/kamus', '/en/glossary']) {
      await page.goto(path);
      for (let width = 320; width <= 430; width += 5) {
        await page.setViewportSize({ width, height: 740 });
        const found = await page.locator('.glossary-list dt abbr').evaluateAll((elements) =>
          elements.map((abbr) => {
            const term = abbr.parentElement?.querySelector('a')?.getBoundingClientRect();
            const start = abbr.parentElement?.getBoundingClientRect().left ?? Number.NaN;
            const rects = [...abbr.getClientRects()];
            const first = rects[0];
            return {
              text: abbr.textContent ?? '',
              lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
              // Below the term's last line: the abbreviation begins a line of its own.
              ownLine: Boolean(term && first && first.top >= term.bottom - 1),
              indent: first ? first.left - start : Number.NaN,
            };
          }),
        );
        abbreviations += found.length;
        for (const { text, lines, ownLine, indent } of found) {
          if (lines !== 1) problems.push(`${path} at ${width}px: "${text}" on ${lines} lines`);
          if (ownLine) {
            wrapped += 1;
            if (Math.abs(indent) > 0.5) problems.push(`${path} at ${width}px: "${text}" indented ${indent}px`);
          }
        }
      }
    }
    expect(abbreviations).toBeGreaterThan(1000);
    // The check of the wrapped ones' start must have had some to check.
    expect(wrapped).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});

test('glossary term → calendar: the deadlines naming a term, and their rule in words', async ({ page }) => {
  await page.goto('/en/glossary/spt-masa');
  const deadlines = page.getByRole('region', { name: 'Related deadlines' });
  await expect(deadlines.getByRole('listitem').first()).toContainText(
    'Monthly income tax return (SPT Masa PPh) deadline',
  );
  await expect(deadlines.getByRole('listitem').first()).toContainText('The 20th of the month after the tax month');
  await deadlines.getByRole('link', { name: 'See the tax calendar' }).click();
  await expect(page).toHaveURL('/en/calendar');
  await page.goto('/id/kamus/spt-masa');
  await expect(page.getByRole('region', { name: 'Tenggat terkait' }).getByRole('listitem')).toHaveCount(2);
});

test("the other language's synonyms are labelled in the page's language and marked as the other", async ({ page }) => {
  for (const [path, label, synonyms, other] of [
    ['/id/kamus/bbnkb', 'Disebut juga', 'vehicle title transfer duty, vehicle transfer duty', 'en'],
    ['/en/glossary/bbnkb', 'Also called', 'bea balik nama, balik nama kendaraan', 'id'],
  ] as const) {
    await page.goto(path);
    const line = page.locator(`section[lang="${other}"] p`).filter({ hasText: synonyms });
    await expect(line).toHaveText(`${label} ${synonyms}`);
    // The label is the page's words: marked in the page's language, inside the other language's section.
    const labelLang = await line
      .getByText(label, { exact: true })
      .evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));
    expect(labelLang).toBe(path.startsWith('/id/') ? 'id' : 'en');
  }
});

test('a term both languages share is named once, and an abbreviation is its own word to a screen reader', async ({
  page,
}) => {
  await page.goto('/en/glossary/npwp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
    /^Taxpayer identification number \(NPWP\)$/,
  );

  await page.goto('/en/glossary');
  const coretax = page.locator('.glossary-list > div').filter({ has: page.getByRole('link', { name: 'Coretax' }) });
  await expect(coretax.locator('dd')).toHaveText('The same in Indonesian');
  const withAbbreviation = page.locator('dt').filter({ has: page.locator('abbr', { hasText: /^NPWP$/ }) });
  expect(await withAbbreviation.evaluate((dt) => dt.textContent)).toBe('Taxpayer identification number NPWP');

  const { dialog, input } = await openSearchModal(page, 'en');
  await input.fill('coretax');
  const suggestion = dialog.locator('[role="option"][data-kind="term"]').first();
  await expect(suggestion).toContainText('Coretax');
  // The name line: the definition below it may well say "Coretax" again.
  await expect(suggestion.locator('.font-serif')).toHaveText('Coretax');
});

// One test a language: each page also runs axe, and six pages with it can outlast one test's timeout.
for (const [lang, pathOfEntry, own, other] of [
  ['id', (slug: string) => `/id/kamus/${slug}`, 'Pengertian', 'Dalam bahasa Inggris'],
  ['en', (slug: string) => `/en/glossary/${slug}`, 'Definition', 'In Indonesian'],
] as const) {
  test(`an entry spelt the same in both languages still has two regions a screen reader can tell apart (${lang})`, async ({
    page,
  }) => {
    const entries = await sql<{ slug: string }>(
      'select slug from public.glossary_entries where lower(term_id) = lower(term_en) order by slug',
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const { slug } of entries) {
      const path = pathOfEntry(slug);
      await page.goto(path);
      const sides = page.locator('.glossary-sides');
      await expect(sides.getByRole('region', { name: own, exact: true }), path).toHaveCount(1);
      await expect(sides.getByRole('region', { name: other, exact: true }), path).toHaveCount(1);
      const results = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
      expect(results.violations.map((v) => `${path}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    }
  });
}

test('the search modal suggests the term across languages and offers its other form in one choice', async ({
  page,
}) => {
  const { dialog, input } = await openSearchModal(page, 'en');
  await input.fill('VAT');
  const also = dialog.getByRole('option', { name: 'Also search: PPN' });
  await expect(also).toBeVisible();
  await expect(dialog.getByRole('option').nth(1)).toContainText('Value added tax');
  // The offer is not a result: a screen reader hears how many results a choice would open.
  const options = await dialog.getByRole('option').count();
  await expect(dialog.getByRole('status')).toHaveText(`Results found: ${options - 1}.`);
  await input.press('ArrowDown');
  await expect(also).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(input).toHaveValue('PPN');
  await expect(dialog.getByRole('option').first()).toContainText('Value added tax');
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL('/en/glossary/ppn');
});

test("a word that is only part of a term's name offers no other search", async ({ page }) => {
  const { dialog, input } = await openSearchModal(page, 'id');
  await input.fill('pajak');
  await expect(dialog.locator('[role="option"][data-kind="term"]').first()).toBeVisible();
  await expect(dialog.locator('[role="option"][data-kind="also"]')).toHaveCount(0);
});

test('where the typed text finds no article, Enter alone searches the other form', async ({ page }) => {
  const { dialog, input } = await openSearchModal(page, 'id');
  await input.fill('VAT');
  await expect(dialog.getByRole('option', { name: 'Cari juga: PPN' })).toBeVisible();
  await expect(dialog.locator('[role="option"][data-kind="article"]')).toHaveCount(0);
  await input.press('Enter');
  await expect(input).toHaveValue('PPN');
  await expect(dialog.locator('[role="option"][data-kind="article"]').first()).toBeVisible();
  await expect(page).toHaveURL('/id');
});

test('no axe violations on the glossary, both languages, light and dark themes', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ['/id/kamus', '/en/glossary']) {
    await page.goto(path);
    expect(await axeInBothThemes(page, path)).toEqual([]);
  }
});

test("no axe violations on an entry in both languages and on a term's tip, light and dark themes", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ['/id/kamus/ppn', '/en/glossary/pph-21']) {
    await page.goto(path);
    expect(await axeInBothThemes(page, path)).toEqual([]);
  }
  const article = pathOf(await articleNaming('PPN'));
  await page.goto(article);
  await page.locator('.article-body a.term').first().hover();
  expect(await axeInBothThemes(page, `${article}, a tip shown`, '.article-body')).toEqual([]);
});
