import type { APIResponse, Page, Response } from '@playwright/test';
import { type ControlAction, control } from './control-server.ts';
import { expect } from './fixtures.ts';

/** What tests/e2e/faults.spec.ts shares between its outages: the backend's controls, timings and pages' words. */

/** SUPABASE_TIMEOUT_MS of the e2e sites (global-setup). */
export const TIMEOUT_MS = 3000;
/** How late after the timeout the 503 may come: workerd, rendering, the browser. Not a second round trip. */
export const MARGIN_MS = 2500;

export const STRINGS = {
  id: {
    heading: 'Layanan sedang terganggu',
    searchButton: 'Cari',
    searchTitle: 'Cari artikel pajak',
    searchError: 'Pencarian gagal. Coba lagi sebentar lagi.',
  },
  en: {
    heading: 'Service temporarily unavailable',
    searchButton: 'Search',
    searchTitle: 'Search tax articles',
    searchError: 'Search failed. Please try again shortly.',
  },
} as const;

export type Lang = keyof typeof STRINGS;

/** Whatever a failed test left behind, the backend is whole again before the next one (and the teardown). */
export async function restoreBackend() {
  for (const action of ['gateway/normal', 'postgrest/resume', 'postgres/start', 'postgrest/start'] as ControlAction[]) {
    await control(action);
  }
}

/** Loads a page while the backend is still up, and waits until React has hydrated its search button. */
export async function openPageWithSearch(page: Page, lang: Lang) {
  await page.goto(`/${lang}`);
  const button = page.locator('header').getByRole('link', { name: STRINGS[lang].searchButton, exact: true });
  await expect(button).toHaveAttribute('data-enhanced', 'true');
  return button;
}

export async function searchInModal(page: Page, lang: Lang, text: string) {
  const button = page.locator('header').getByRole('link', { name: STRINGS[lang].searchButton, exact: true });
  const dialog = page.getByRole('dialog', { name: STRINGS[lang].searchTitle });
  if (!(await dialog.isVisible())) await button.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').fill(text);
  return dialog;
}

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

export async function expectUnavailableResponse(response: APIResponse | Response | null, what: string) {
  expect(response?.status(), what).toBe(503);
  expect(Number(response?.headers()['retry-after']), `${what} Retry-After`).toBeGreaterThan(0);
  expect(await response?.text(), what).not.toMatch(/\bat [\w.<>]+ \(|DataUnavailableError|fetch failed|node_modules/);
}
