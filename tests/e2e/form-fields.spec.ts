import type { Locator, Page } from '@playwright/test';
import { painted, ratio } from './support/colours.ts';
import { expect, test } from './support/fixtures.ts';
import { openModal } from './support/search.ts';

/**
 * Form fields a reader has to find and see focused (WCAG 1.4.11 and 2.4.7): each field's border against what lies
 * on both sides of it, and the focus indicator of the two search fields, in both themes, as the browser paints them.
 */

test.use({ viewport: { width: 1280, height: 900 } });

type Field = {
  name: string;
  locate: (page: Page) => Promise<Locator>;
  /** Puts the keyboard on what comes just before the field, so that Tab reaches the field as a reader would. */
  before?: (page: Page) => Promise<void>;
};

const searchPageField = (lang: 'id' | 'en'): Field => ({
  name: `/${lang}/search`,
  locate: async (page) => {
    await page.goto(`/${lang}/search`);
    return page.getByRole('main').getByRole('searchbox');
  },
  // A click on the heading just above the field is where sequential navigation then starts.
  before: (page) => page.getByRole('heading', { level: 1 }).click(),
});

const modalField: Field = {
  name: 'the search modal',
  locate: async (page) => (await openModal(page)).input,
  before: (page) => page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).focus(),
};

const registerFilter = (label: 'Jenis' | 'Tahun' | 'Status', name: 'kind' | 'year' | 'status'): Field => ({
  name: `/id/peraturan ${label}`,
  locate: async (page) => {
    await page.goto('/id/peraturan');
    return page.getByRole('form', { name: 'Saring peraturan' }).locator(`[name="${name}"]`);
  },
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
    });

    for (const field of [
      searchPageField('id'),
      searchPageField('en'),
      modalField,
      registerFilter('Jenis', 'kind'),
      registerFilter('Tahun', 'year'),
      registerFilter('Status', 'status'),
    ]) {
      test(`${field.name}: the field's border shows where it is, at 3:1 against both sides`, async ({ page }) => {
        const input = await field.locate(page);
        await expect(input).toBeVisible();
        // The field as a reader first looks for it: without the focus (the modal's input has it from the start).
        await input.blur();
        const inside = await painted(input);
        const outside = await painted(input, { from: 'parent' });
        for (const side of ['top', 'right', 'bottom', 'left']) {
          const width = await input.evaluate(
            (element, side) => Number.parseFloat(getComputedStyle(element).getPropertyValue(`border-${side}-width`)),
            side,
          );
          expect(width, `${side} border width`).toBeGreaterThanOrEqual(1);
          const border = await painted(input, { property: `border-${side}-color` });
          expect(ratio(border, outside), `${side} border ${border} on ${outside}`).toBeGreaterThanOrEqual(3);
          expect(ratio(border, inside), `${side} border ${border} on the field's ${inside}`).toBeGreaterThanOrEqual(3);
        }
      });
    }

    for (const field of [searchPageField('id'), searchPageField('en'), modalField]) {
      test(`${field.name}: the focused field wears a ring, not only a different border colour`, async ({ page }) => {
        const input = await field.locate(page);
        const outline = () =>
          input.evaluate((element) => {
            const style = getComputedStyle(element);
            return {
              focused: element === document.activeElement && element.matches(':focus-visible'),
              style: style.outlineStyle,
              width: Number.parseFloat(style.outlineWidth),
              offset: Number.parseFloat(style.outlineOffset),
            };
          });
        await input.blur();
        expect((await outline()).style, 'no ring while the field does not have the focus').toBe('none');
        await field.before?.(page);
        await page.keyboard.press('Tab');
        const ring = await outline();
        expect(ring.focused, 'the field has the keyboard focus').toBe(true);
        expect(ring.style).not.toBe('none');
        expect(ring.width).toBeGreaterThanOrEqual(2);
        // Drawn outside the border, so it lies on what surrounds the field and must stand out from it.
        expect(ring.offset).toBeGreaterThanOrEqual(0);
        const colour = await painted(input, { property: 'outline-color', from: 'parent' });
        const around = await painted(input, { from: 'parent' });
        expect(ratio(colour, around), `ring ${colour} on ${around}`).toBeGreaterThanOrEqual(3);
      });
    }
  });
}
