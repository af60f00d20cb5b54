import { expect, hydrated, test, twoFramesLater } from './support/fixtures.ts';
import { FEATURED, OTHERS_ID, REFERENCE_EN, REFERENCE_ID } from './support/menus.ts';

/**
 * The header on a desktop: the wordmark, the categories, "Lainnya" and its reference sections, and a sticky
 * header that hides nothing. The phone's menu sheet: menu-sheet.spec.ts; the footer: footer.spec.ts.
 */

test.describe('header on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('is sticky, with the two-part wordmark linking home and the featured categories in order', async ({ page }) => {
    await page.goto('/id/pph');
    const header = page.locator('header.site-header');
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header).toHaveCSS('top', '0px');
    const wordmark = page.getByTestId('wordmark');
    await expect(wordmark).toHaveAttribute('href', '/id');
    const [news, tax] = await wordmark.locator('span').all();
    expect(await news?.textContent()).toBe('news');
    expect(await tax?.textContent()).toBe('tax');
    const colors = await Promise.all([news, tax].map((span) => span?.evaluate((el) => getComputedStyle(el).color)));
    expect(colors[0]).not.toBe(colors[1]);

    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    const links = nav.locator(':scope > ul > li > a');
    await expect(links).toHaveText(FEATURED);
    await page.mouse.wheel(0, 2000);
    await expect(header).toBeInViewport();
  });

  test('"Lainnya" holds every other category by name, and marks the current one', async ({ page }) => {
    await page.goto('/id/pph');
    const more = page.getByRole('button', { name: 'Lainnya' });
    await more.click();
    const menu = page.locator('#more-categories');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([...OTHERS_ID, ...REFERENCE_ID]);
    await expect(menu.getByRole('list', { name: 'Referensi' }).getByRole('link')).toHaveText(REFERENCE_ID);
    await expect(menu.getByRole('link', { name: 'PPh', exact: true })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Aturan Baru' }).click();
    await expect(page).toHaveURL(/\/id\/regulasi$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Aturan Baru' })).toBeVisible();
  });

  test('"Lainnya" leads to the register, the glossary, the calendar and the rates, and marks the one the reader is in', async ({
    page,
  }) => {
    for (const [lang, button, links, paths] of [
      ['id', 'Lainnya', REFERENCE_ID, ['/id/peraturan', '/id/kamus', '/id/kalender', '/id/kurs-pajak']],
      ['en', 'More', REFERENCE_EN, ['/en/regulations', '/en/glossary', '/en/calendar', '/en/tax-exchange-rates']],
    ] as const) {
      await page.goto(`/${lang}`);
      for (const [index, name] of links.entries()) {
        await page.getByRole('button', { name: button }).click();
        const menu = page.locator('#more-categories');
        await menu.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${paths[index]}$`));
        await expect(menu).toBeHidden();
        await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: button })).toHaveAttribute('data-current', 'true');
        await expect(menu.getByRole('link', { name, exact: true, includeHidden: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
    }
  });

  test('the "Lainnya" and theme menus close once the keyboard moves on past them', async ({ page }) => {
    await page.goto('/id/pph');
    await hydrated(page);
    for (const [button, menu, items] of [
      [
        page.getByRole('button', { name: 'Lainnya' }),
        page.locator('#more-categories'),
        OTHERS_ID.length + REFERENCE_ID.length,
      ],
      [page.getByTestId('theme-header-button'), page.locator('#theme-header-menu'), 3],
    ] as const) {
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      for (let stop = 0; stop < items; stop++) await page.keyboard.press('Tab');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
    }
  });

  test('English pages say "More" and use English names', async ({ page }) => {
    await page.goto('/en/kebijakan');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.locator(':scope > ul > li > a')).toHaveText([
      'News',
      'Policy',
      'Business',
      'Education',
      'Data',
      'Opinion',
    ]);
    await expect(nav.getByRole('link', { name: 'Policy' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.locator('#more-categories').getByRole('link').first()).toHaveText('Customs & Excise');
  });

  test('deeper in a category or a reference section, its link marks the section, not the page', async ({ page }) => {
    await page.goto('/id/kebijakan');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    const policy = nav.getByRole('link', { name: 'Kebijakan', exact: true });
    await expect(policy).toHaveAttribute('aria-current', 'page');
    const listed = await policy.evaluate((link) => getComputedStyle(link).boxShadow);
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/id\/kebijakan\/[^/]+$/);
    // On one of its articles the link leads elsewhere: "the current page" would be untrue, "in this section" holds.
    await expect(policy).toHaveAttribute('aria-current', 'true');
    expect(await policy.evaluate((link) => getComputedStyle(link).boxShadow)).toBe(listed);
    await expect(page.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Lokasi halaman' }).locator('[aria-current="page"]')).toHaveCount(
      1,
    );

    await page.goto('/id/kamus/nik');
    await expect(page.locator('footer').getByRole('link', { name: 'Kamus Pajak' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('button', { name: 'Lainnya' }).click();
    const glossary = page.locator('#more-categories').getByRole('link', { name: 'Kamus Pajak' });
    await expect(glossary).toHaveAttribute('aria-current', 'true');
    await expect(glossary).toHaveCSS('font-weight', '600');
  });
});

test.describe('the sticky header never hides what the reader is at', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('going back through the links with Shift+Tab, each focused one shows below the header', async ({ page }) => {
    await page.goto('/en/glossary');
    await page.locator('footer a').last().focus();
    const covered: string[] = [];
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Shift+Tab');
      const found = await page.evaluate(() => {
        const focused = document.activeElement;
        const header = document.querySelector('header.site-header')?.getBoundingClientRect();
        if (!(focused instanceof HTMLElement) || !header || focused.closest('header')) return null;
        const box = focused.getBoundingClientRect();
        return box.top < header.bottom - 1 ? `${focused.textContent?.trim()} at ${Math.round(box.top)}` : null;
      });
      if (found) covered.push(found);
    }
    expect(covered).toEqual([]);
  });

  test('the next month of the calendar lands with its links below the header', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 900 });
    await page.goto('/id/kalender');
    await page.getByRole('link', { name: /Bulan berikutnya/ }).click();
    await expect(page).toHaveURL(/#bulan$/);
    const header = await page.locator('header.site-header').boundingBox();
    const next = await page.getByRole('link', { name: /Bulan berikutnya/ }).boundingBox();
    expect(next?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  });

  test('the page stays still behind the open search dialog', async ({ page }) => {
    await page.goto('/id');
    await hydrated(page);
    await page.locator('header').getByRole('link', { name: 'Cari', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.move(40, 800);
    await page.mouse.wheel(0, 800);
    await twoFramesLater(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
