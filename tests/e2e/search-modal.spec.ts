import type { Page } from '@playwright/test';
import { expect, test, twoFramesLater } from './support/fixtures.ts';
import { isSearchApi, openModal, searchButton, searchDialog } from './support/search.ts';
import { STRINGS } from './support/search-strings.ts';

/**
 * The search modal: its strings, opening and closing it, and what it shows while loading, when nothing matches
 * and when the request fails. Its results: search-modal-results.spec.ts; its layout: search-modal-layout.spec.ts.
 */

/** Loads the page and waits until React has hydrated the search button. */
async function gotoEnhanced(page: Page, path: string, lang: 'id' | 'en' = 'id') {
  await page.goto(path);
  await expect(searchButton(page, lang)).toHaveAttribute('data-enhanced', 'true');
}

test.describe('the search modal', () => {
  test('shows the spec strings in Indonesian and in English', async ({ page }) => {
    for (const lang of ['id', 'en'] as const) {
      const { dialog, input } = await openModal(page, lang);
      await expect(dialog.getByRole('heading', { name: STRINGS[lang].title })).toBeVisible();
      await expect(input).toHaveAttribute('placeholder', STRINGS[lang].placeholder);
    }
  });

  test('opens from the button, Ctrl+K and Cmd+K, not from "/"; Escape and the backdrop close it and focus returns to the button', async ({
    page,
  }) => {
    const { dialog, input } = await openModal(page);
    const button = searchButton(page);
    // Named only once the page's script is there to keep the promise.
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await expect(button).toHaveAttribute('title', 'Cari (Ctrl+K)');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    for (const shortcut of ['Control+k', 'Meta+k']) {
      // Focus leaves the button, so the shortcut is what opens the dialog.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(shortcut);
      await expect(dialog, shortcut).toBeVisible();
      await expect(input).toBeFocused();
      await expect(input, 'the shortcut is not typed into the input').toHaveValue('');
      // A click inside the dialog keeps it open; a click on the backdrop closes it.
      await dialog.getByRole('heading').click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog, shortcut).toBeHidden();
      await expect(button).toBeFocused();
    }

    // A single character is no shortcut (WCAG 2.1.4): "/" on the page opens nothing.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await twoFramesLater(page);
    await expect(dialog).toBeHidden();

    // "/" inside the modal's input is just text.
    await button.click();
    await input.press('/');
    await expect(input).toHaveValue('/');
    await expect(dialog).toBeVisible();
  });

  test('"/" typed into another input does not open the modal', async ({ page }) => {
    await gotoEnhanced(page, '/id/search');
    const field = page.getByRole('main').getByRole('searchbox');
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(searchDialog(page)).toBeHidden();
  });

  test('shows "Mencari..." while loading, then the results', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isSearchApi, async (route) => {
      await held;
      await route.continue();
    });
    const { dialog, input } = await openModal(page);
    await input.fill('coretax');
    await expect(dialog.getByRole('status')).toHaveText(STRINGS.id.loading);
    release();
    await expect(dialog.getByRole('option').first()).toBeVisible();
    // Nothing shows in the status any more, but a screen reader hears how many options there are.
    const count = await dialog.locator('[role="option"]:not([data-kind="also"])').count();
    await expect(dialog.getByRole('status')).toHaveText(`Hasil ditemukan: ${count}.`);
    const painted = await dialog.getByRole('status').evaluate((status) =>
      [...status.childNodes].some((node) => {
        if (!(node instanceof Element)) return Boolean(node.textContent?.trim());
        const box = node.getBoundingClientRect();
        return box.width > 1 || box.height > 1;
      }),
    );
    expect(painted, 'text shown in the status').toBe(false);
  });

  test('shows "Searching..." in English', async ({ page }) => {
    await page.route(isSearchApi, () => {
      // Never answered: the modal stays loading.
    });
    const { dialog, input } = await openModal(page, 'en');
    await input.fill('coretax');
    await expect(dialog.getByRole('status')).toHaveText(STRINGS.en.loading);
  });

  test('shows "Tidak ditemukan hasil." / "No results found." when nothing matches', async ({ page }) => {
    for (const lang of ['id', 'en'] as const) {
      const { dialog, input } = await openModal(page, lang);
      await input.fill('zzqx tidak ada judul seperti ini');
      await expect(dialog.getByRole('status')).toHaveText(STRINGS[lang].empty);
      await expect(dialog.getByRole('option')).toHaveCount(0);
    }
  });

  test('shows an error in the page language, not an empty list, when the request fails', async ({ page }) => {
    let failure: 'status' | 'network' = 'status';
    await page.route(isSearchApi, (route) =>
      failure === 'status'
        ? route.fulfill({
            status: 503,
            json: { error: { code: 'unavailable', message: 'Search is temporarily unavailable.' } },
          })
        : route.abort('failed'),
    );
    for (const lang of ['id', 'en'] as const) {
      for (const mode of ['status', 'network'] as const) {
        failure = mode;
        const { dialog, input } = await openModal(page, lang);
        await input.fill(`coretax ${mode}`);
        await expect(dialog.getByRole('status'), `${lang} ${mode}`).toHaveText(STRINGS[lang].error);
        await expect(dialog.getByRole('status')).not.toHaveText(STRINGS[lang].empty);
        await expect(dialog.getByRole('option')).toHaveCount(0);
      }
    }
  });
});
