import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// docs/decisions/0030: links and forms leave route discovery to the reader's first intent.

const isManifest = (request: Request) => new URL(request.url()).pathname === '/__manifest';
const pathsOf = (request: Request) => new URL(request.url()).searchParams.getAll('p');

/** Every request the page makes from now on, in order. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Resolves once React has committed the hydrated page, when the intent listener is in place. */
async function hydratedAndCommitted(page: Page) {
  await expect(page.locator('header [data-enhanced="true"]').first()).toBeAttached();
}

/** How many routes the browser knows. */
const knownRoutes = (page: Page) =>
  page.evaluate(
    () => Object.keys((window as { __remixManifest?: { routes: object } }).__remixManifest?.routes ?? {}).length,
  );

const articleLink = (page: Page) => page.locator('main article a[href^="/id/"]').first();

test('a page load asks the server for no routes: its links wait for the reader', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/id');
  await hydratedAndCommitted(page);
  // Remix asks for the routes of rendered links soon after they render: by the time the network is idle.
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isManifest).map((r) => r.url())).toEqual([]);
  expect(await page.locator('a[data-discover-on-intent]').count()).toBeGreaterThan(20);
  await expect(page.locator('a[data-discover]')).toHaveCount(0);
});

test('the first scroll hands every link to Remix in one request; the click that follows needs none', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/id');
  await hydratedAndCommitted(page);
  const target = await articleLink(page).getAttribute('href');
  const known = await knownRoutes(page);
  const discovered = page.waitForRequest(isManifest);
  await page.mouse.wheel(0, 300);
  expect(pathsOf(await discovered)).toContain(target);
  // Remix takes the routes in once the answer is read: the manifest the browser holds grows then.
  await expect.poll(() => knownRoutes(page)).toBeGreaterThan(known);

  const before = requests.length;
  await articleLink(page).click();
  await expect(page).toHaveURL(target ?? '');
  await expect(page.locator('article h1')).toBeVisible();
  const afterClick = requests.slice(before);
  // The new page's own links may be discovered after it renders; the clicked path was discovered before.
  const discoveringTarget = afterClick.filter((r) => isManifest(r) && pathsOf(r).includes(target ?? ''));
  expect(discoveringTarget, 'no discovery of the clicked path').toEqual([]);
  expect(
    afterClick.filter((r) => r.resourceType() === 'document'),
    'an in-app navigation',
  ).toEqual([]);
  // Links rendered after the first intent are discovered as Remix does by default.
  expect(await page.locator('main a[data-discover="true"]').count()).toBeGreaterThan(0);
  await expect(page.locator('main [data-discover-on-intent]')).toHaveCount(0);
});

test('a keyboard reader hands the links over with the first key', async ({ page }) => {
  await page.goto('/en');
  await hydratedAndCommitted(page);
  const discovered = page.waitForRequest(isManifest);
  await page.keyboard.press('Tab');
  expect(pathsOf(await discovered).length).toBeGreaterThan(10);
});

test('a link followed before any intent still navigates in the app, discovering its route then', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/id');
  await hydratedAndCommitted(page);
  const target = await articleLink(page).getAttribute('href');
  const before = requests.length;
  // A click without the pointer and key events before it: no intent has been seen.
  await articleLink(page).evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL(target ?? '');
  await expect(page.locator('article h1')).toBeVisible();
  const afterClick = requests.slice(before);
  expect(afterClick.filter(isManifest).flatMap(pathsOf)).toEqual([target]);
  expect(afterClick.filter((r) => r.resourceType() === 'document')).toEqual([]);
});

test('forms wait too: the register filters are handed over with the links', async ({ page }) => {
  await page.goto('/id/peraturan');
  await hydratedAndCommitted(page);
  const form = page.locator('form.register-filters');
  await expect(form).toHaveAttribute('data-discover-on-intent', '');
  await expect(form).not.toHaveAttribute('data-discover', /.*/);
  const discovered = page.waitForRequest(isManifest);
  // Pointing at the form: the pointer enters an element it was not over, wherever the browser put it at load.
  await form.hover();
  await discovered;
  await expect(form).toHaveAttribute('data-discover', 'true');
});
