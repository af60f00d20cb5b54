import { expect, test } from './support/fixtures.ts';
import { REFERENCE_EN, REFERENCE_ID } from './support/menus.ts';

/** The footer: its reference sections and the category columns. */

test.describe('the footer without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists the reference sections and the corrections in the page language, marking where the reader is', async ({
    page,
  }) => {
    for (const [path, names, current] of [
      ['/id/peraturan', [...REFERENCE_ID, 'Ralat'], 'Peraturan Perpajakan'],
      ['/en/calendar', [...REFERENCE_EN, 'Corrections'], 'Tax Calendar'],
      ['/en/corrections?page=2', [...REFERENCE_EN, 'Corrections'], 'Corrections'],
    ] as const) {
      await page.goto(path);
      const nav = page
        .locator('footer')
        .getByRole('navigation', { name: path.startsWith('/id') ? 'Referensi' : 'Reference' });
      await expect(nav.getByRole('link')).toHaveText([...names]);
      await expect(nav.locator('[aria-current]')).toHaveText(current);
    }
    await page.locator('footer').getByRole('link', { name: 'Corrections' }).click();
    await expect(page).toHaveURL('/en/corrections');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corrections and Data Changes');
  });

  test('spaces the category names evenly down each column, even where one wraps', async ({ page }) => {
    for (const width of [1280, 800, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/id');
      const nav = page.locator('footer').getByRole('navigation', { name: 'Kategori' });
      // The links, not their list items: a grid stretches an item to its row, hiding the band below a name.
      const boxes = await nav
        .getByRole('link')
        .evaluateAll((items) =>
          items
            .map((item) => item.getBoundingClientRect())
            .map((box) => ({ x: box.x, top: box.top, bottom: box.bottom })),
        );
      // Down a column, each name starts one spacing below where the one above it ends: no empty band.
      const gaps = boxes.flatMap((box, index) => {
        const below = boxes.slice(index + 1).find((other) => other.x === box.x && other.top > box.top);
        return below ? [Math.round(below.top - box.bottom)] : [];
      });
      expect(gaps.length, String(width)).toBeGreaterThan(3);
      expect(new Set(gaps).size, `${width}: ${gaps.join(',')}`).toBe(1);
    }
  });
});
