import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { siteUrl } from '../setup/ports.ts';
import { expect, test } from './support/fixtures.ts';

/** Search: the modal, the results page without JavaScript, and the /search API on the built site. */

type Result = { slug: string; title: string; excerpt: string; category: string | null; lang: string; url: string };

const STRINGS = {
  id: {
    button: 'Cari',
    title: 'Cari artikel pajak',
    placeholder: 'Ketik kata kunci, misalnya: PPh 21',
    loading: 'Mencari...',
    empty: 'Tidak ditemukan hasil.',
    error: 'Pencarian gagal. Coba lagi sebentar lagi.',
  },
  en: {
    button: 'Search',
    title: 'Search tax articles',
    placeholder: 'Type a keyword, e.g. PPh 21',
    loading: 'Searching...',
    empty: 'No results found.',
    error: 'Search failed. Please try again shortly.',
  },
} as const;

const isSearchApi = (url: string | URL) => new URL(url).pathname === '/search';

function searchButton(page: Page, lang: 'id' | 'en' = 'id') {
  return page.locator('header').getByRole('link', { name: STRINGS[lang].button, exact: true });
}

function dialogOf(page: Page, lang: 'id' | 'en' = 'id') {
  return page.getByRole('dialog', { name: STRINGS[lang].title });
}

/** Loads the page and waits until React has hydrated the search button. */
async function gotoEnhanced(page: Page, path: string, lang: 'id' | 'en' = 'id') {
  await page.goto(path);
  await expect(searchButton(page, lang)).toHaveAttribute('data-enhanced', 'true');
}

async function openModal(page: Page, lang: 'id' | 'en' = 'id'): Promise<{ dialog: Locator; input: Locator }> {
  await gotoEnhanced(page, `/${lang}`, lang);
  await searchButton(page, lang).click();
  const dialog = dialogOf(page, lang);
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();
  return { dialog, input };
}

/** The modal's article results, after the glossary's and the register's suggestions. */
function articleOptions(dialog: Locator) {
  return dialog.locator('[role="option"][data-kind="article"]');
}

/** Every /search request the page sends, in order. */
function recordSearches(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isSearchApi(request.url())) requests.push(request);
  });
  return requests;
}

async function api(request: APIRequestContext, q: string, lang?: 'id' | 'en'): Promise<Result[]> {
  const params = new URLSearchParams({ q, ...(lang ? { lang } : {}) });
  const response = await request.get(`/search?${params}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Result[] }).results;
}

/** Gives a request the page might have sent time to reach the test's event listener. */
const settle = (page: Page) => page.waitForTimeout(150);

test.describe('the search modal', () => {
  test('shows the spec strings in Indonesian and in English', async ({ page }) => {
    for (const lang of ['id', 'en'] as const) {
      const { dialog, input } = await openModal(page, lang);
      await expect(dialog.getByRole('heading', { name: STRINGS[lang].title })).toBeVisible();
      await expect(input).toHaveAttribute('placeholder', STRINGS[lang].placeholder);
    }
  });

  test('opens from the button, Ctrl+K, Cmd+K and "/"; Escape and the backdrop close it and focus returns to the button', async ({
    page,
  }) => {
    const { dialog, input } = await openModal(page);
    const button = searchButton(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
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

  test('sends one request 300 ms after typing pauses, none before', async ({ page }) => {
    await page.clock.install();
    const { input } = await openModal(page);
    const requests = recordSearches(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await input.pressSequentially('pajak');
    await page.clock.runFor(299);
    await settle(page);
    expect(requests, 'no request before 300 ms of quiet').toHaveLength(0);

    await page.clock.runFor(1);
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]?.url() ?? '').searchParams.get('q')).toBe('pajak');
    expect(new URL(requests[0]?.url() ?? '').searchParams.get('lang')).toBe('id');

    await page.clock.runFor(5000);
    await settle(page);
    expect(requests, 'exactly one per pause').toHaveLength(1);

    // A trailing space is typing, but the trimmed query is the one already asked: nothing new to send.
    await input.press('Space');
    await page.clock.runFor(1000);
    await settle(page);
    expect(requests).toHaveLength(1);
  });

  test('typing continuously for 1 s sends at most one request', async ({ page }) => {
    await page.clock.install();
    const { input } = await openModal(page);
    const requests = recordSearches(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    // Ten keystrokes, 100 ms apart: 1 s of typing that never pauses for 300 ms. The spaces do not change the
    // trimmed query, but they are typing all the same: they must not let the pause run out.
    for (const char of 'ppn   tari') {
      await input.press(char === ' ' ? 'Space' : char);
      await page.clock.runFor(100);
    }
    await settle(page);
    expect(requests).toHaveLength(0);

    await page.clock.runFor(300);
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]?.url() ?? '').searchParams.get('q')).toBe('ppn   tari');
    await page.clock.runFor(2000);
    await settle(page);
    expect(requests).toHaveLength(1);
  });

  test('a blank or whitespace-only query clears the results and sends nothing', async ({ page }) => {
    const { dialog, input } = await openModal(page);
    await input.fill('coretax');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const requests = recordSearches(page);

    await input.fill('   ');
    await expect(dialog.getByRole('option')).toHaveCount(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await page.waitForTimeout(600);
    await input.fill('');
    await page.waitForTimeout(600);
    expect(requests).toHaveLength(0);
    await expect(dialog.getByRole('status')).toHaveText('');
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
    await expect(dialog.getByRole('status')).toHaveText('');
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

  test('an answer that arrives late never overwrites a newer one', async ({ page }) => {
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const stale: Result = {
      slug: 'stale',
      title: 'STALE ANSWER pajak',
      excerpt: 'This answer belongs to an older query.',
      category: null,
      lang: 'id',
      url: '/id/berita/stale',
    };
    let firstSettled: Promise<unknown> = Promise.resolve();
    await page.route(isSearchApi, async (route) => {
      if (new URL(route.request().url()).searchParams.get('q') !== 'pajak') return route.continue();
      firstSettled = (async () => {
        await firstHeld;
        // The modal has aborted this request by now; answering it anyway is what a slow network would do.
        await route.fulfill({ json: { query: 'pajak', results: [stale] } }).catch(() => {});
      })();
      return firstSettled;
    });
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (isSearchApi(request.url())) aborted.push(new URL(request.url()).searchParams.get('q') ?? '');
    });

    const { dialog, input } = await openModal(page);
    const first = page.waitForRequest((request) => isSearchApi(request.url()));
    await input.fill('pajak');
    await first;
    await input.fill('Coretax');
    const options = dialog.getByRole('option');
    await expect(options.first()).toContainText(/coretax/i);
    const newer = await options.allTextContents();

    releaseFirst();
    await firstSettled;
    await page.waitForTimeout(300);
    expect(await options.allTextContents()).toEqual(newer);
    await expect(dialog).not.toContainText('STALE ANSWER');
    expect(aborted, 'the stale request was cancelled').toEqual(['pajak']);
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
    expect(categories.some((text) => /Tax Technology|News|Policy|Opinion|Regulations/.test(text))).toBe(true);
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

test.describe('the results page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search button leads to a form whose results match the API', async ({ page, request }) => {
    await page.goto('/id');
    await searchButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/id/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pencarian');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await page.getByRole('searchbox').fill('PPh 21');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/id/search' && url.searchParams.get('q') === 'PPh 21');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian untuk “PPh 21”');

    const expected = await api(request, 'PPh 21', 'id');
    expect(expected.length).toBeGreaterThan(0);
    const links = page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, hit] of expected.entries()) {
      await expect(links.nth(index)).toContainText(hit.title);
      await expect(links.nth(index)).toHaveAttribute('href', hit.url);
    }
    await expect(links.first().locator('mark').first()).toHaveText(/^pph 21$/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('works in English, says when nothing matches, and refuses an over-long query', async ({ page, request }) => {
    let response = await page.goto('/en/search?q=coretax');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “coretax”');
    const expected = await api(request, 'coretax', 'en');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(expected.length);

    await page.goto('/id/search?q=zzqx%20tidak%20ada');
    await expect(page.getByRole('main')).toContainText(STRINGS.id.empty);

    response = await page.goto(`/id/search?q=${'a'.repeat(101)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('100');
    await expect(page.getByRole('searchbox')).toBeVisible();

    response = await page.goto('/id/search?q=%20%20');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pencarian');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
  });

  test('is a 503 page when the database is down', async ({ page }) => {
    const response = await page.goto(`${siteUrl('down')}/id/search?q=pajak`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'Layanan sedang terganggu' })).toBeVisible();
  });
});

test.describe('the /search API on the built site', () => {
  test('is described at /openapi.json, readable from any origin', async ({ request }) => {
    const response = await request.get('/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/search']);
  });

  test('answers JSON with cache, CORS and nosniff headers; HEAD has no body', async ({ request }) => {
    const get = await request.get('/search?q=pajak&lang=id');
    expect(get.status()).toBe(200);
    const headers = get.headers();
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['cache-control']).toMatch(/public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const body = (await get.json()) as { query: string; results: Result[] };
    expect(body.query).toBe('pajak');
    expect(body.results).toHaveLength(10);

    const head = await request.head('/search?q=pajak&lang=id');
    expect(head.status()).toBe(200);
    expect(await head.body()).toHaveLength(0);
    expect(head.headers()['cache-control']).toBe(headers['cache-control']);
    expect(head.headers()['access-control-allow-origin']).toBe('*');
  });

  test('answers other methods with 405 and Allow', async ({ request }) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const response = await request.fetch('/search?q=pajak', {
        method,
        data: method === 'OPTIONS' ? undefined : '{}',
      });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe('GET, HEAD');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
    }
  });

  test('answers 400 for bad parameters and 503 JSON when the database is down', async ({ request }) => {
    for (const query of [`q=${'a'.repeat(101)}`, 'q=pajak&lang=fr', 'q=a&q=b']) {
      const response = await request.get(`/search?${query}`);
      expect(response.status(), query).toBe(400);
      expect(Object.keys(await response.json())).toEqual(['error']);
    }
    const down = await request.get(`${siteUrl('down')}/search?q=pajak`);
    expect(down.status()).toBe(503);
    expect(down.headers()['retry-after']).toBeTruthy();
    expect(down.headers()['access-control-allow-origin']).toBe('*');
    const text = await down.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
    expect(text).not.toMatch(/\bat \S+ \(/);
    // A blank query never reaches the database, so it answers even now.
    const blank = await request.get(`${siteUrl('down')}/search?q=%20`);
    expect(blank.status()).toBe(200);
    expect(await blank.json()).toEqual({ query: '', results: [], regulations: [], terms: [] });
  });
});
