import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { api, openModal, type Result, recordSearches } from './support/search.ts';
import { STRINGS } from './support/search-strings.ts';

/** The search modal's results: what each shows, and how to pick one with the keyboard or the mouse. */

/** The modal's article results, after the glossary's and the register's suggestions. */
function articleOptions(dialog: Locator) {
  return dialog.locator('[role="option"][data-kind="article"]');
}

test.describe('the search modal', () => {
  test('lists title, excerpt and category name with the match highlighted, in the page language', async ({
    page,
    request,
  }) => {
    const expected = await api(request, 'coretax', 'en');
    const { dialog, input } = await openModal(page, 'en');
    await input.fill('coretax');
    // The glossary's and the register's suggestions come first; the articles follow.
    const options = articleOptions(dialog);
    await expect(options).toHaveCount(expected.length);
    const first = options.first();
    const hit = expected[0] as Result;
    await expect(first).toContainText(hit.title);
    await expect(first).toContainText(hit.excerpt.slice(0, 40));
    await expect(first.locator('mark').first()).toHaveText(/^coretax$/i);
    // English category names: "Tax Technology", not "Teknologi Pajak".
    const categories = await options.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    expect(categories.join(' ')).not.toMatch(/Teknologi Pajak|Kebijakan\b/);
    expect(categories.some((text) => /Tax Technology|News|Policy|Opinion|New Rules/.test(text))).toBe(true);
  });

  test('shows markup-like titles as text', async ({ page }) => {
    const { dialog, input } = await openModal(page);
    await input.fill('<diskon>');
    const option = dialog.getByRole('option').first();
    await expect(option).toContainText('Insentif 50% & <diskon> PBB');
    await expect(option.locator('mark')).toHaveText('<diskon>');
  });

  test('arrow keys move the selection (combobox/listbox pattern) and Enter opens it in the current language', async ({
    page,
    request,
  }) => {
    const { dialog, input } = await openModal(page, 'en');
    await input.fill('PPh 21');
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(2);
    const listbox = dialog.getByRole('listbox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? 'missing');
    await expect(input).not.toHaveAttribute('aria-activedescendant');

    const expectSelected = async (index: number) => {
      const option = options.nth(index);
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'missing');
      await expect(dialog.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
      await expect(input).toBeFocused();
    };
    await input.press('ArrowDown');
    await expectSelected(0);
    await input.press('ArrowDown');
    await expectSelected(1);
    await input.press('ArrowUp');
    await expectSelected(0);
    await input.press('ArrowUp');
    await expectSelected(count - 1);
    await input.press('ArrowDown');
    await expectSelected(0);
    await input.press('ArrowDown');
    await expectSelected(1);

    // The suggestions (the glossary's PPh 21, say) come before the articles: walk on to the second article.
    const suggestions = count - (await articleOptions(dialog).count());
    for (let index = 2; index <= suggestions + 1; index++) {
      await input.press('ArrowDown');
      await expectSelected(index);
    }
    const second = (await api(request, 'PPh 21', 'en'))[1] as Result;
    await expect(options.nth(suggestions + 1)).toContainText(second.title);
    const href = `/en/${second.category ?? 'berita'}/${second.slug}`;
    await input.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(dialog).toBeHidden();
    // The reader goes on reading at the chosen page's heading, not in the header where the modal opened.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(second.title);
    await expect(heading).toBeFocused();
  });

  test('a click on a result opens /{current lang}/{category}/{slug}, even for an article in the other language', async ({
    page,
    request,
  }) => {
    // The modal asks for the page's language; the API without lang also has Indonesian hits.
    const both = await api(request, 'Kode_Billing');
    const indonesian = both.find((hit) => hit.lang === 'id') as Result;
    const { dialog, input } = await openModal(page, 'en');
    const requests = recordSearches(page);
    await input.fill('Kode_Billing');
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]?.url() ?? '').searchParams.get('lang')).toBe('en');
    // No English article has that title: the modal says so rather than showing the Indonesian one.
    await expect(dialog.getByRole('status')).toHaveText(STRINGS.en.empty);
    expect(indonesian.url).toBe(`/id/${indonesian.category ?? 'berita'}/${indonesian.slug}`);

    await input.fill('coretax');
    const option = articleOptions(dialog).first();
    await expect(option).toBeVisible();
    const hits = await api(request, 'coretax', 'en');
    const hit = hits[0] as Result;
    await option.click();
    await expect(page).toHaveURL((url) => url.pathname === `/en/${hit.category ?? 'berita'}/${hit.slug}`);
    await expect(dialog).toBeHidden();
  });

  test('Enter without a selection opens the results page', async ({ page }) => {
    const { dialog, input } = await openModal(page);
    await input.fill('coretax');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/id/search' && url.searchParams.get('q') === 'coretax');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian untuk “coretax”');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('has no accessibility violations with results shown', async ({ page }) => {
    const { dialog, input } = await openModal(page);
    await input.fill('pajak');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await input.press('ArrowDown');
    const results = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(results.violations).toEqual([]);
  });
});
