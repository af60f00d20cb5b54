import { test as base, expect } from '@playwright/test';

/**
 * Every spec fails on a console error, an uncaught exception, or a failed subresource (script, style, image,
 * data request) in the page, as a reader would notice them. A document's own 404 or 503 is what some specs
 * test for, so Chromium's "Failed to load resource" line is replaced by checking responses directly.
 */
export const test = base.extend<{ pageErrors: string[] }>({
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

/** Resolves once Remix has hydrated the page, so clicks reach React's handlers rather than plain HTML. */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.waitForFunction(() =>
    Boolean((window as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter?.state?.initialized),
  );
}
