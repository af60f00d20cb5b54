import { type APIResponse, expect, test } from '@playwright/test';
import { siteUrl } from '../setup/ports.ts';
import { sql } from './support/db.ts';
import { CACHED_SITE_FRESH_SECONDS } from './support/global-setup.ts';

const cached = siteUrl('cached');
const status = (response: APIResponse) => response.headers()['x-edge-cache'];
// Served from the cache, fresh or not: an entry left by an earlier run on the same server may be past its fresh time.
const FROM_CACHE = ['HIT', 'STALE'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe('the edge cache', () => {
  test.describe.configure({ mode: 'serial' });

  test('answers a repeated page request from the cache, without the database', async ({ request }) => {
    // A slug of its own each run: the cache outlives a run, and a repeated run would find its page there.
    const slug = `test-edge-cache-${Date.now().toString(36)}`;
    await sql(
      `insert into public.articles (slug, title, lang, category, published_at)
       values ('${slug}', 'Judul pertama', 'id', 'data', now())`,
    );
    try {
      const first = await request.get(`${cached}/id/data/${slug}`);
      expect(status(first)).toBe('MISS');
      expect(first.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+.*stale-if-error=\d+/);
      // Change the row: a response from the cache cannot know, one from the database would.
      await sql(`update public.articles set title = 'Judul kedua' where slug = '${slug}'`);
      const second = await request.get(`${cached}/id/data/${slug}`);
      expect(status(second)).toBe('HIT');
      expect(await second.text()).toContain('Judul pertama');

      // Past its fresh time it is served stale once while it refreshes in the background, then fresh again.
      await sleep(CACHED_SITE_FRESH_SECONDS * 1000 + 300);
      const stale = await request.get(`${cached}/id/data/${slug}`);
      expect(status(stale)).toBe('STALE');
      expect(await stale.text()).toContain('Judul pertama');
      await expect
        .poll(async () => {
          const refreshed = await request.get(`${cached}/id/data/${slug}`);
          return (await refreshed.text()).includes('Judul kedua');
        })
        .toBe(true);
    } finally {
      await sql(`delete from public.articles where slug = '${slug}'`);
    }
  });

  test('answers a HEAD from the stored copy, headers only, and never stores what a HEAD renders', async ({
    request,
  }) => {
    const slug = `test-edge-head-${Date.now().toString(36)}`;
    const page = `${cached}/id/data/${slug}`;
    await sql(
      `insert into public.articles (slug, title, lang, category, published_at)
       values ('${slug}', 'Judul pertama', 'id', 'data', now())`,
    );
    try {
      const cold = await request.head(page);
      expect([cold.status(), status(cold)]).toEqual([200, 'BYPASS']);
      // The HEAD left nothing behind: the first GET still renders.
      const first = await request.get(page);
      expect(status(first)).toBe('MISS');
      await expect.poll(async () => status(await request.get(page))).toBe('HIT');
      await sql(`update public.articles set title = 'Judul kedua' where slug = '${slug}'`);

      const head = await request.head(page);
      expect(status(head)).toBe('HIT');
      expect((await head.body()).length).toBe(0);
      expect(head.headers()['content-type']).toMatch(/^text\/html/);
      expect(head.headers()['cache-control']).toBe(first.headers()['cache-control']);
      expect(head.headers()['content-security-policy']).toMatch(/nonce-/);
    } finally {
      await sql(`delete from public.articles where slug = '${slug}'`);
    }
  });

  test('an unpublished article leaves the cache once its fresh time is over, instead of being served stale', async ({
    request,
  }) => {
    const slug = `test-edge-takedown-${Date.now().toString(36)}`;
    const page = `${cached}/id/data/${slug}`;
    await sql(
      `insert into public.articles (slug, title, lang, category, published_at)
       values ('${slug}', 'Akan ditarik', 'id', 'data', now())`,
    );
    try {
      expect(status(await request.get(page))).toBe('MISS');
      await expect.poll(async () => status(await request.get(page))).toBe('HIT');
      await sql(`update public.articles set published_at = null where slug = '${slug}'`);
      // Past its fresh time one reader may still get the copy while the refresh learns the page is gone; from
      // then on every reader gets the 404, not the stale copy (whose window here runs for minutes).
      await sleep(CACHED_SITE_FRESH_SECONDS * 1000 + 300);
      await expect.poll(async () => (await request.get(page)).status()).toBe(404);
      const gone = await request.get(page);
      expect([gone.status(), status(gone)]).toEqual([404, 'BYPASS']);
      expect(await gone.text()).not.toContain('Akan ditarik');
    } finally {
      await sql(`delete from public.articles where slug = '${slug}'`);
    }
  });

  test('revalidates a copy it serves from the cache: a matching ETag is a 304 without a body', async ({ request }) => {
    const path = `${cached}/id/kalender.ics`;
    await expect.poll(async () => status(await request.get(path))).toBe('HIT');
    const copy = await request.get(path);
    const etag = copy.headers().etag ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const revalidated = await request.get(path, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status()).toBe(304);
    expect(status(revalidated)).toBe('HIT');
    expect(revalidated.headers().etag).toBe(etag);
    expect(await revalidated.body()).toHaveLength(0);
    const changed = await request.get(path, { headers: { 'If-None-Match': '"not-this-one"' } });
    expect(changed.status()).toBe(200);
  });

  test('keeps one entry per theme, so a dark reader never gets a light page', async ({ request, playwright }) => {
    const light = await request.get(`${cached}/en/opini`);
    expect(await light.text()).toMatch(/<html lang="en">/);
    const dark = await playwright.request.newContext();
    const set = await dark.post(`${cached}/action/set-theme`, {
      form: { theme: 'dark', redirectTo: '/en/opini' },
      maxRedirects: 0,
    });
    expect(set.status()).toBe(303);
    const darkPage = await dark.get(`${cached}/en/opini`);
    expect(await darkPage.text()).toMatch(/<html lang="en" class="dark">/);
    const darkAgain = await dark.get(`${cached}/en/opini`);
    expect(FROM_CACHE).toContain(status(darkAgain));
    expect(await darkAgain.text()).toMatch(/class="dark"/);
    const lightAgain = await request.get(`${cached}/en/opini`);
    expect(await lightAgain.text()).not.toMatch(/class="dark"/);
    await dark.dispose();
  });

  test('a forged theme cookie shares the system entry and cannot poison the dark one', async ({ playwright }) => {
    const forged = await playwright.request.newContext({
      extraHTTPHeaders: { Cookie: 'theme=eyJ0aGVtZSI6ImRhcmsifQ%3D%3D.forged' },
    });
    const page = await forged.get(`${cached}/en/bisnis`);
    expect(await page.text()).not.toMatch(/class="dark"/);
    await forged.dispose();
  });

  test('caches /search per normalised query', async ({ request }) => {
    const first = await request.get(`${cached}/search?q=Coretax&lang=id`);
    expect(first.status()).toBe(200);
    const same = await request.get(`${cached}/search?q=%20Coretax%20&lang=id&utm_source=x`);
    expect(FROM_CACHE).toContain(status(same));
    expect(await same.json()).toEqual(await first.json());
  });

  test('never stores errors or responses that set cookies', async ({ request }) => {
    await request.get(`${cached}/id/tidak-ada-ini`);
    expect(status(await request.get(`${cached}/id/tidak-ada-ini`))).toBe('BYPASS');
    expect(status(await request.get(`${cached}/search?q=${'x'.repeat(101)}`))).toBe('BYPASS');
  });

  test('never stores a .data request that names its routes, nor lets another cache keep it', async ({ request }) => {
    // No route of ours names them (no clientLoader, no shouldRevalidate): anyone may, with ids that do not exist.
    const path = `${cached}/id/nope-${Date.now().toString(36)}.data?_routes=x`;
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(FROM_CACHE).not.toContain(status(response));
      expect(response.headers()['cache-control']).toBe('no-store');
    }
  });

  test("ignores Remix's legacy ?_data=, so it cannot change an answer or its cache entry", async ({ request }) => {
    // A query of its own each run, so the first request finds the cache cold.
    const q = `data-param-${Date.now().toString(36)}`;
    const cold = await request.get(`${cached}/search?q=${q}&_data=x`);
    expect([cold.status(), status(cold)]).toEqual([200, 'MISS']);
    const warm = await request.get(`${cached}/search?q=${q}`);
    expect(FROM_CACHE).toContain(status(warm));
    expect(await cold.json()).toEqual(await warm.json());
  });
});

test.describe('methods and parameters the edge answers before Remix', () => {
  const main = siteUrl('main');

  test('TRACE gets an answer, never a connection left hanging', async ({ request }) => {
    await Promise.all(
      ['/id', '/en/pph', '/robots.txt'].map(async (path) => {
        const response = await request.fetch(`${main}${path}`, { method: 'TRACE', timeout: 15_000 });
        expect(response.status(), path).toBe(405);
        expect(response.headers().allow, path).toBe('GET, HEAD');
      }),
    );
  });

  test('a method a path does not take is a short 405 with Allow, never stored, with the security headers', async ({
    request,
  }) => {
    const paths = ['/id', '/EN/Berita', '/id/tidak-ada', '/id.data', '/robots.txt', '/sitemap.xml', '/id/feed.xml'];
    const others = ['/sitemaps/pages-en.xml', '/openapi.json', '/id/kalender.ics', '/en/calendar.ics'];
    for (const path of [...paths, ...others]) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
        const response = await request.fetch(`${main}${path}`, { method, maxRedirects: 0 });
        const headers = response.headers();
        const name = `${method} ${path}`;
        expect(response.status(), name).toBe(405);
        expect(headers.allow, name).toBe('GET, HEAD');
        expect(headers['cache-control'], name).toBe('no-store');
        expect(headers['cross-origin-opener-policy'], name).toBe('same-origin');
        expect(await response.text(), name).toBe('Method Not Allowed\n');
      }
    }
  });

  test("a resource route's .data form is a 404, never the API or a feed in Remix's encoding; a page's stays", async ({
    request,
  }) => {
    for (const path of [
      '/search.data?q=pajak',
      '/SEARCH.data?q=pajak',
      '/id/kalender.ics.data',
      '/en/calendar.ics.data',
      '/id/feed.xml.data',
      '/robots.txt.data',
      '/sitemap.xml.data',
      '/openapi.json.data',
    ]) {
      const response = await request.get(`${main}${path}`);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(response.headers()['content-type'], path).toContain('text/html');
    }
    const page = await request.get(`${main}/id.data`);
    expect(page.status()).toBe(200);
  });

  test('the theme action takes POST alone', async ({ request }) => {
    for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      const response = await request.fetch(`${main}/action/set-theme`, { method, data: '{"theme":"dark"}' });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe('POST');
      expect(response.headers()['cache-control'], method).toBe('no-store');
      expect(response.headers()['set-cookie'], method).toBeUndefined();
    }
    const post = await request.post(`${main}/action/set-theme`, { data: { theme: 'dark' } });
    expect(post.status()).toBe(200);
    expect(post.headers()['set-cookie']).toContain('theme=');
  });

  test('says how long any answer may be kept: a redirect a loader throws as a page, the theme action never', async ({
    request,
  }) => {
    const pagePolicy = /^public, max-age=0, s-maxage=60, /;
    for (const path of ['/', '/en/search?page=1', '/id/pph?page=1', '/id/peraturan?page=1']) {
      const response = await request.get(`${main}${path}`, { maxRedirects: 0 });
      expect([301, 302], path).toContain(response.status());
      expect(response.headers()['cache-control'], path).toMatch(pagePolicy);
    }
    const themed = await request.post(`${main}/action/set-theme`, { data: { theme: 'dark' } });
    expect(themed.headers()['cache-control']).toBe('no-store');
    const refused = await request.post(`${main}/action/set-theme`, { data: { theme: 'purple' } });
    expect(refused.status()).toBe(400);
    expect(refused.headers()['cache-control']).toBe('no-store');
  });

  test("Remix's legacy ?_data= is ignored: the page or the API answers as it would without it", async ({ request }) => {
    for (const path of ['/id', '/en/pph', '/openapi.json', '/search?q=pajak']) {
      const plain = await request.get(`${main}${path}`);
      for (const value of ['nope', 'root', 'routes/$lang']) {
        const withData = `${path}${path.includes('?') ? '&' : '?'}_data=${encodeURIComponent(value)}`;
        const response = await request.get(`${main}${withData}`);
        expect(response.status(), withData).toBe(plain.status());
        expect(response.headers()['content-type'], withData).toBe(plain.headers()['content-type']);
        // The same policy; its lifetimes may count down a second between the two requests.
        const policy = (header: string | undefined) => header?.replace(/\d+/g, 'N');
        expect(policy(response.headers()['cache-control']), withData).toBe(policy(plain.headers()['cache-control']));
      }
    }
  });
});

test.describe('security headers', () => {
  const expectBaseHeaders = (response: APIResponse) => {
    const headers = response.headers();
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
      15_552_000,
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  };

  test('every page has a CSP whose fresh nonce matches every inline script and style, even from the cache', async ({
    request,
  }) => {
    const nonces: string[] = [];
    for (const base of [siteUrl('main'), cached, cached]) {
      const response = await request.get(`${base}/id/pph`);
      expectBaseHeaders(response);
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('googlesyndication');
      const nonce = /'nonce-([\w-]+)'/.exec(csp)?.[1] ?? '';
      expect(nonce.length).toBeGreaterThanOrEqual(16);
      nonces.push(nonce);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      const styles = [...html.matchAll(/<style([^>]*)>/g)];
      expect(styles.length).toBe(1);
      for (const [, attributes] of styles) expect(attributes).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain('edge-nonce-placeholder');
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  test('JSON, XML and redirects carry the headers too', async ({ request }) => {
    for (const path of ['/search?q=pajak', '/sitemap.xml', '/robots.txt', '/id/feed.xml']) {
      const response = await request.get(`${siteUrl('main')}${path}`);
      expect(response.status(), path).toBe(200);
      expectBaseHeaders(response);
    }
    const redirect = await request.get(`${siteUrl('main')}/`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expectBaseHeaders(redirect);
  });

  test('AdSense hosts are allowed only when ads are on', async ({ request }) => {
    const csp = (await request.get(`${siteUrl('ads')}/id`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain('googlesyndication');
    expect(csp).toContain("'strict-dynamic'");
  });
});
