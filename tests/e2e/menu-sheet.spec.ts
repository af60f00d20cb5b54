import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { FEATURED, OTHERS_ID, REFERENCE_ID } from './support/menus.ts';

/** The header on a phone: the menu sheet with every category and reference section, with and without JavaScript. */

/** Opens the sheet from its button and closes it from its close button, which opening focused. */
async function openAndCloseTheSheet(page: Page) {
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  // Opening moves the focus to the close button, the sheet's first control, not to a container.
  await expect(sheet.getByRole('button', { name: 'Tutup menu' })).toBeFocused();
  await sheet.getByRole('button', { name: 'Tutup menu' }).click();
  await expect(sheet).toBeHidden();
  return sheet;
}

test.describe('header at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a menu button opens a 260px sheet listing every category, which traps focus', async ({ page }) => {
    await page.goto('/id');
    // The scripts load after the first paint; wrapping Tab inside the sheet is theirs (the button opens it without).
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeHidden();
    // The button's command and its script must not both open the sheet: Chromium warns about the second.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const sheet = await openAndCloseTheSheet(page);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(sheet).toBeVisible();
    expect(warnings).toEqual([]);
    expect((await sheet.boundingBox())?.width).toBe(260);
    const links = sheet.getByRole('navigation', { name: 'Kategori' }).getByRole('link');
    await expect(links).toHaveText(['Beranda', ...FEATURED, ...OTHERS_ID]);
    await expect(sheet.getByRole('navigation', { name: 'Referensi' }).getByRole('link')).toHaveText(REFERENCE_ID);
    // Its title names all of it, not only the categories.
    await expect(sheet.locator('p').first()).toHaveText('Menu');

    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
  });

  test('the sheet closes on Escape, on the backdrop and on navigation', async ({ page }) => {
    await page.goto('/id');
    const open = page.getByRole('button', { name: 'Buka menu' });
    const sheet = page.getByRole('dialog', { name: 'Menu' });

    await open.click();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await open.click();
    await page.mouse.click(340, 400);
    await expect(sheet).toBeHidden();

    await open.click();
    await sheet.getByRole('link', { name: 'Opini' }).click();
    await expect(page).toHaveURL(/\/id\/opini$/);
    await expect(sheet).toBeHidden();

    await open.click();
    await sheet.getByRole('link', { name: 'Kamus Pajak' }).click();
    await expect(page).toHaveURL(/\/id\/kamus$/);
    await expect(sheet).toBeHidden();
    await open.click();
    await expect(sheet.getByRole('link', { name: 'Kamus Pajak' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('the menu sheet without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });

  test('opens from its button and closes from its close button', async ({ page }) => {
    await page.goto('/id');
    await openAndCloseTheSheet(page);
  });
});
