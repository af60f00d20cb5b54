import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { painted, ratio } from './support/colours.ts';
import { expect, test } from './support/fixtures.ts';
import { placeholderRoom } from './support/placeholder.ts';
import { api, isSearchApi, openModal, type Result, recordSearches, searchButton } from './support/search.ts';
import { STRINGS } from './support/search-strings.ts';

/** The search modal: opening and closing, its strings and states, the results and how to pick one. */

function dialogOf(page: Page, lang: 'id' | 'en' = 'id') {
  return page.getByRole('dialog', { name: STRINGS[lang].title });
}

/** Loads the page and waits until React has hydrated the search button. */
async function gotoEnhanced(page: Page, path: string, lang: 'id' | 'en' = 'id') {
  await page.goto(path);
  await expect(searchButton(page, lang)).toHaveAttribute('data-enhanced', 'true');
}

/** The modal's article results, after the glossary's and the register's suggestions. */
function articleOptions(dialog: Locator) {
  return dialog.locator('[role="option"][data-kind="article"]');
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
    await page.waitForTimeout(300);
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
    await expect(dialogOf(page)).toBeHidden();
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

test('the results list is no Tab stop of its own: the arrow keys move through it from the input', async ({ page }) => {
  await openModal(page);
  const dialog = dialogOf(page);
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
