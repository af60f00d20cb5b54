import { expect, hydrated, test } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('the theme switch sets the class at once, keeps it in a cookie, and the server renders it', async ({ page }) => {
  await page.goto('/id');
  await hydrated(page);
  const button = page.getByTestId('theme-header-button');
  await expect(button).toHaveText('Tema: Sistem');
  await button.click();
  // The class changes at once; the cookie is saved by a background POST, which a reload must not outrun.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/action/set-theme')),
    page.locator('#theme-header-menu').getByRole('button', { name: 'Gelap' }).click(),
  ]);
  await expect(page.locator('html')).toHaveClass('dark');
  await expect(button).toHaveText('Tema: Gelap');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'theme'))
    .toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'theme');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  // No flash on reload: the HTML from the server already carries the class, before any script runs.
  const response = await page.reload();
  expect(await response?.text()).toMatch(/<html lang="id" class="dark">/);
  await expect(button).toHaveText('Tema: Gelap');
  await hydrated(page);

  await button.click();
  // The class changes at once; the cookie is saved by a background POST, which a reload must not outrun.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/action/set-theme')),
    page.locator('#theme-header-menu').getByRole('button', { name: 'Terang' }).click(),
  ]);
  await expect(page.locator('html')).toHaveClass('light');
  await page.reload();
  await expect(page.locator('html')).toHaveClass('light');
  await hydrated(page);

  // "Sistem" removes the cookie.
  await button.click();
  // The class changes at once; the cookie is saved by a background POST, which a reload must not outrun.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/action/set-theme')),
    page.locator('#theme-header-menu').getByRole('button', { name: 'Sistem' }).click(),
  ]);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'theme')).toBe(false);
  await expect(button).toHaveText('Tema: Sistem');
});

test('"system" follows a dark OS from the first paint, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/id');
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe('rgb(12, 10, 9)');
  await context.close();
});

test('the theme switch works without JavaScript: a form post that redirects back', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/en/pph');
  const button = page.getByTestId('theme-header-button');
  await expect(button).toHaveText('Theme: System');
  await button.click();
  await page.locator('#theme-header-menu').getByRole('button', { name: 'Dark' }).click();
  await expect(page).toHaveURL(/\/en\/pph$/);
  await expect(page.locator('html')).toHaveClass('dark');
  await expect(page.getByTestId('theme-header-button')).toHaveText('Theme: Dark');
  await context.close();
});

test('a tampered theme cookie is ignored', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'theme', value: 'eyJ0aGVtZSI6ImRhcmsifQ%3D%3D.forged', url: baseURL }]);
  const response = await page.goto('/id');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('theme-header-button')).toHaveText('Tema: Sistem');
});
