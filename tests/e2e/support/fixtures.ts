import { test as base, expect } from '@playwright/test';
import { PAGE_END_ID } from '../../../app/lib/site.ts';
import { STRINGS } from './search-strings.ts';

/**
 * Every spec fails on a console error, an uncaught exception, or a failed subresource (script, style, image,
 * data request) in the page, as a reader would notice them. A document's own 404 or 503 is what some specs
 * test for, so Chromium's "Failed to load resource" line is replaced by checking responses directly.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // Most specs test what React does, so `page.goto` resolves once a Remix document has hydrated, as a reader
  // sees the page work a moment after it shows. A spec that tests the page before hydration (a tap before the
  // scripts arrive) asks for an earlier point, `waitUntil: 'domcontentloaded'` or `'commit'`, and gets it as
  // it loads; JSON, XML and the edge's own pages, and contexts without JavaScript, are left as they load too.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil && options.waitUntil !== 'load') return response;
        const isRemixDocument = await page
          .evaluate((id) => document.getElementById(id) !== null, PAGE_END_ID)
          .catch(() => false);
        if (isRemixDocument) await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (response.status() >= 400 && type !== 'document' && type !== 'fetch') {
          errors.push(`${response.status()} ${type} ${response.url()}`);
        }
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Resolves once React has hydrated the page's frame and run its effects (the header's search button is marked
 * enhanced then), so clicks and keys reach React's handlers rather than plain HTML. Until then a link or a form
 * does what it does without JavaScript, as for a reader who taps early.
 */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.waitForFunction(
    () =>
      Boolean(
        (window as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter?.state?.initialized &&
          document.querySelector('header [data-enhanced="true"]'),
      ),
    undefined,
    // Not every animation frame (the default): a loop on frames keeps the browser drawing throughout the load.
    { polling: 50 },
  );
}

/**
 * Resolves once the page has painted twice after whatever the test just did: a key, click or wheel is handled by
 * then, React has rendered what it set off, and a dialog it opens or a scroll it makes shows. The event a test
 * waits on to show that something did not happen.
 */
export async function twoFramesLater(page: import('@playwright/test').Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}

/**
 * Resolves once every request the page has sent so far has reached the test's listeners: a marker request sent
 * now (answered by the test, never by the site) arrives after them. Works under a fake clock.
 */
export async function requestsSoFar(page: import('@playwright/test').Page) {
  const marker = `/__requests-so-far-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await page.route(`**${marker}`, (route) => route.fulfill({ status: 204 }));
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((path) => {
      void fetch(path);
    }, marker),
  ]);
  await page.unroute(`**${marker}`);
}

/** Opens the search modal from the home page once React has hydrated it; returns the dialog and its input. */
export async function openSearchModal(page: import('@playwright/test').Page, lang: 'id' | 'en') {
  await page.goto(`/${lang}`);
  const button = page.locator('header').getByRole('link', { name: STRINGS[lang].button, exact: true });
  await expect(button).toHaveAttribute('data-enhanced', 'true');
  await button.click();
  const dialog = page.getByRole('dialog', { name: STRINGS[lang].title });
  return { dialog, input: dialog.getByRole('combobox') };
}
