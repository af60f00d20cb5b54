import AxeBuilder from '@axe-core/playwright';
import { painted, ratio } from './support/colours.ts';
import { expect, test } from './support/fixtures.ts';
import { placeholderRoom } from './support/placeholder.ts';
import { openModal, searchDialog } from './support/search.ts';
import { STRINGS } from './support/search-strings.ts';

/** How the search modal is laid out: Tab stops, the selected option's frame, its size on wide and narrow screens. */

test('the results list is no Tab stop of its own: the arrow keys move through it from the input', async ({ page }) => {
  await openModal(page);
  const dialog = searchDialog(page);
  const input = dialog.getByRole('combobox');
  await input.fill('pajak');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await input.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('listbox');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the option the arrow keys select is framed, not only tinted, in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    const { dialog, input } = await openModal(page);
    await input.fill('pajak');
    const options = dialog.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const selected = options.nth(1);
    await expect(selected).toHaveAttribute('aria-selected', 'true');

    // A frame drawn inside the option's box: a change of shape, not of colour alone, which a reader who cannot
    // tell the tint from the dialog still sees.
    const frame = await selected.evaluate((option) => {
      const style = getComputedStyle(option);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(frame.style).not.toBe('none');
    expect(frame.width).toBeGreaterThanOrEqual(2);
    for (const neighbour of [options.first(), options.nth(2)]) {
      expect(await neighbour.evaluate((option) => getComputedStyle(option).outlineStyle)).toBe('none');
    }

    // WCAG 1.4.11: the frame against both colours it touches, the dialog outside and the tint inside, at 3:1.
    const line = await painted(selected, { property: 'outline-color' });
    const tint = await painted(selected);
    const around = await painted(selected, { from: 'parent' });
    expect(ratio(line, around), `frame ${line} on the dialog ${around}`).toBeGreaterThanOrEqual(3);
    expect(ratio(line, tint), `frame ${line} on the tint ${tint}`).toBeGreaterThanOrEqual(3);
    // And a tint deeper than the 10% one (1.15:1 light, 1.19:1 dark) that a reader could barely make out.
    const unselected = await painted(options.first());
    expect(ratio(tint, unselected), `tint ${tint} beside an unselected option ${unselected}`).toBeGreaterThan(1.2);

    // The text on the tint stays readable.
    const results = await new AxeBuilder({ page }).include('[role="option"][aria-selected="true"]').analyze();
    expect(results.violations).toEqual([]);
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`the dialog holds its content without scrolling, so Tab never stops on the dialog itself, at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { dialog, input } = await openModal(page);
    // Enough results to fill the dialog to its greatest height; the list scrolls, the dialog must not.
    await input.fill('pajak');
    await expect(dialog.getByRole('option').nth(5)).toBeVisible();
    const box = await dialog.evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }));
    const list = await dialog
      .getByRole('listbox')
      .evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }));
    expect(list.scroll, 'the results fill the dialog').toBeGreaterThan(list.client);
    expect(box.scroll, 'the dialog overflows its own box').toBeLessThanOrEqual(box.client);

    // Chromium makes a scrollable box a Tab stop: from the input, Tab goes on to the Close button (by way of the
    // browser's own controls) and never to the dialog as a whole.
    const close = dialog.getByRole('button', { name: 'Tutup' });
    const stops: string[] = [];
    for (let press = 0; press < 4 && !(await close.evaluate((button) => button === document.activeElement)); press++) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.tagName.toLowerCase() ?? 'none'));
    }
    expect(stops, 'Tab stops after the input').not.toContain('dialog');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
  });
}

test('on a 360px wide phone the input shows the whole placeholder, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of ['id', 'en'] as const) {
    const { dialog, input } = await openModal(page, lang);
    const { text, room, placeholder } = await placeholderRoom(input);
    expect(placeholder).toBe(STRINGS[lang].placeholder);
    expect(text, `"${placeholder}" needs ${text.toFixed(1)}px and has ${room.toFixed(1)}px`).toBeLessThanOrEqual(room);
    expect(await input.evaluate((field) => Number.parseFloat(getComputedStyle(field).fontSize))).toBeGreaterThanOrEqual(
      16,
    );
    // The dialog stays inside the screen, with a margin to show it is one.
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(4);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(356);
  }
});
