// Helpers shared by the search specs: the header button, the modal, the /search API.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, openSearchModal } from './fixtures.ts';
import { STRINGS } from './search-strings.ts';

/** One hit in a /search answer. */
export type Result = {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  lang: string;
  url: string;
};

export const isSearchApi = (url: string | URL) => new URL(url).pathname === '/search';

export function searchButton(page: Page, lang: 'id' | 'en' = 'id') {
  return page.locator('header').getByRole('link', { name: STRINGS[lang].button, exact: true });
}

/** The search modal, found by its title, open or not. */
export function searchDialog(page: Page, lang: 'id' | 'en' = 'id') {
  return page.getByRole('dialog', { name: STRINGS[lang].title });
}

/** Opens the modal from the home page and checks that it shows with the input focused. */
export async function openModal(page: Page, lang: 'id' | 'en' = 'id') {
  const { dialog, input } = await openSearchModal(page, lang);
  await expect(dialog).toBeVisible();
  await expect(input).toBeFocused();
  return { dialog, input };
}

/** Every /search request the page sends, in order. */
export function recordSearches(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isSearchApi(request.url())) requests.push(request);
  });
  return requests;
}

export async function api(request: APIRequestContext, q: string, lang?: 'id' | 'en'): Promise<Result[]> {
  const params = new URLSearchParams({ q, ...(lang ? { lang } : {}) });
  const response = await request.get(`/search?${params}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Result[] }).results;
}
