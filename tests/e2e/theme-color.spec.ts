import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';

test.use({ viewport: { width: 375, height: 800 } });

/** The toolbar colour the page asks for now (the theme-color whose media matches) and the header's surface, as rgb. */
async function toolbarAndSurface(page: Page) {
  return page.evaluate(() => {
    const asRgb = (colour: string) => {
      const probe = document.createElement('div');
      probe.style.color = colour;
      document.body.appendChild(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    };
    const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
    const applying = metas.find((meta) => !meta.media || matchMedia(meta.media).matches);
    return {
      count: metas.length,
      toolbar: applying ? asRgb(applying.content) : null,
      surface: asRgb('var(--color-surface)'),
    };
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`following a ${colorScheme} system, the toolbar takes the header's surface, without JavaScript too`, async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ colorScheme, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/en');
      const { count, toolbar, surface } = await toolbarAndSurface(page);
      expect(count).toBe(2);
      expect(toolbar).toBe(surface);
      await context.close();
    }
  });
}

test.describe("with the header's own switch", () => {
  // The header's theme menu is on wider screens; a phone's is in its menu sheet.
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a chosen theme gives the toolbar its surface at once, and the server renders it after', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/id');
    await hydrated(page);
    await page.getByTestId('theme-header-button').click();
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/action/set-theme')),
      page.locator('#theme-header-menu').getByRole('button', { name: 'Gelap' }).click(),
    ]);
    await expect(page.locator('html')).toHaveClass('dark');
    const chosen = await toolbarAndSurface(page);
    expect(chosen).toMatchObject({ count: 1, toolbar: 'rgb(28, 25, 23)' });
    expect(chosen.toolbar).toBe(chosen.surface);
    const html = await (await page.reload())?.text();
    expect(html).toContain('<meta name="theme-color" content="#1c1917"/>');
  });
});
