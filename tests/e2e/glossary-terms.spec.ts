import { articleNaming, pathOf } from './support/db.ts';
import { expect, hydrated, test } from './support/fixtures.ts';

/** Glossary terms in an article: their links and definitions by mouse, keyboard and touch, and without JavaScript. */

test.describe('glossary terms in an article', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the first PPN links its entry and shows the definition on hover and on keyboard focus', async ({ page }) => {
    const article = await articleNaming('PPN');
    await page.goto(pathOf(article));
    const term = page.locator('.article-body a.term[href="/id/kamus/ppn"]');
    await expect(term).toHaveCount(1);
    const tipId = await term.getAttribute('aria-describedby');
    const tip = page.locator(`[id="${tipId}"]`);
    await expect(tip).toHaveAttribute('role', 'tooltip');
    await expect(tip).toBeHidden();
    // Layout, not viewport position: hovering may scroll the page.
    const box = () =>
      page
        .locator('.article-body')
        .evaluate((body: HTMLElement) => [body.offsetTop, body.offsetWidth, body.offsetHeight]);
    const layout = await box();

    await term.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('Pajak atas konsumsi');
    // The tip floats: the body's box does not move or grow.
    expect(await box()).toEqual(layout);

    // Escape dismisses what the mouse shows, wherever the focus is, until the pointer leaves and comes back.
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await page.mouse.move(0, 0);
    await term.hover();
    await expect(tip).toBeVisible();

    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    await term.focus();
    await expect(tip).toBeVisible();
  });

  test('the definition opens below the term, or above it where the window has no room below', async ({ page }) => {
    const article = await articleNaming('PPN');
    await page.goto(pathOf(article));
    const term = page.locator('.article-body a.term[href="/id/kamus/ppn"]');
    const tip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
    const height = page.viewportSize()?.height ?? 0;
    // Puts the term `fromBottom` pixels above the window's bottom edge, then points at it without scrolling.
    const pointAt = async (fromBottom: number) => {
      await page.mouse.move(0, 0);
      await expect(tip).toBeHidden();
      await term.evaluate((element, offset) => {
        const { bottom } = element.getBoundingClientRect();
        window.scrollBy(0, bottom - (window.innerHeight - offset));
      }, fromBottom);
      const box = await term.boundingBox();
      if (!box) throw new Error('the term has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect(tip).toBeVisible();
      const tipBox = await tip.boundingBox();
      if (!tipBox) throw new Error('the tip has no box');
      return { term: box, tip: tipBox };
    };

    const roomBelow = await pointAt(height - 150);
    expect(roomBelow.tip.y).toBeGreaterThanOrEqual(roomBelow.term.y + roomBelow.term.height);

    const nearBottom = await pointAt(20);
    expect(nearBottom.tip.y + nearBottom.tip.height, 'the tip ends inside the window').toBeLessThanOrEqual(height);
    expect(nearBottom.tip.y + nearBottom.tip.height).toBeLessThanOrEqual(nearBottom.term.y);
    // The pointer can travel from the term onto the bubble above it, which stays (WCAG 1.4.13, hoverable).
    await page.mouse.move(nearBottom.tip.x + nearBottom.tip.width / 2, nearBottom.tip.y + nearBottom.tip.height / 2, {
      steps: 5,
    });
    // Hiding is a transition with a delay: had the move started one, it has run out once every transition ends.
    await tip.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await expect(tip).toBeVisible();
  });

  test('an English article explains VAT and PPN in English', async ({ page }) => {
    const article = await articleNaming('PPN', 'en');
    await page.goto(pathOf(article));
    const term = page.locator('.article-body a.term[href="/en/glossary/ppn"]');
    await expect(term).toHaveCount(1);
    const tip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
    await term.hover();
    await expect(tip).toContainText(/value added tax|consumption/i);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the first tap shows the definition, the second follows the link', async ({ page }) => {
    const article = await articleNaming('PPN');
    await page.goto(pathOf(article));
    await hydrated(page);
    const term = page.locator('.article-body a.term[href="/id/kamus/ppn"]');
    const tip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
    await term.tap();
    await expect(tip).toBeVisible();
    await expect(page).toHaveURL(pathOf(article));
    const box = await tip.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await term.tap();
    await expect(page).toHaveURL('/id/kamus/ppn');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a term is a plain link to its entry, and the glossary works A–Z', async ({ page }) => {
    const article = await articleNaming('PPN');
    await page.goto(pathOf(article));
    await page.locator('.article-body a.term[href="/id/kamus/ppn"]').click();
    await expect(page).toHaveURL('/id/kamus/ppn');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pajak Pertambahan Nilai');
    await expect(page.getByText('Value added tax', { exact: true })).toBeVisible();
    // "Dalam bahasa Inggris" is the page's words, inside the English section: marked Indonesian.
    const label = page.getByText('Dalam bahasa Inggris', { exact: true });
    expect(await label.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('id');

    await page.goto('/en/glossary');
    await page.getByRole('navigation', { name: 'Jump to letter' }).getByRole('link', { name: 'V' }).click();
    await expect(page).toHaveURL('/en/glossary#letter-V');
    await page.getByRole('link', { name: 'Value added tax' }).click();
    await expect(page).toHaveURL('/en/glossary/ppn');
  });
});
