import { siteUrl } from '../setup/ports.ts';
import { expect, test } from './support/fixtures.ts';
import type { Result } from './support/search.ts';

/** The /search API on the built site: its OpenAPI description, headers, methods, bad parameters and outages. */

test.describe('the /search API on the built site', () => {
  test('is described at /openapi.json, readable from any origin', async ({ request }) => {
    const response = await request.get('/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/search', '/kurs-pajak.json']);
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
    // The last three never reach the route: Remix refuses them itself, so the edge answers in the API's shape.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', 'QUERY', 'TRACE']) {
      const response = await request.fetch('/search?q=pajak', {
        method,
        data: method === 'TRACE' ? undefined : '{}',
      });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe('GET, HEAD, OPTIONS');
      expect(response.headers()['cache-control'], method).toBe('no-store');
      expect(response.headers()['access-control-allow-origin'], method).toBe('*');
      expect(response.headers()['access-control-expose-headers'], method).toBe('Retry-After, Allow');
      expect(await response.json(), method).toEqual({
        error: { code: 'method_not_allowed', message: 'Only GET, HEAD and OPTIONS are allowed.' },
      });
    }
  });

  test('answers other methods in its own shape, and OPTIONS, whatever the case of its path, a trailing slash or an escape', async ({
    request,
  }) => {
    // Remix matches routes case-insensitively, with or without the slash and after decoding the path.
    for (const path of ['/SEARCH', '/Search/', '/search/', '/%73earch']) {
      for (const method of ['PROPFIND', 'POST']) {
        const response = await request.fetch(`${path}?q=pajak`, { method, maxRedirects: 0 });
        const name = `${method} ${path}`;
        expect(response.status(), name).toBe(405);
        expect(response.headers().allow, name).toBe('GET, HEAD, OPTIONS');
        expect(response.headers()['access-control-allow-origin'], name).toBe('*');
        expect(await response.json(), name).toEqual({
          error: { code: 'method_not_allowed', message: 'Only GET, HEAD and OPTIONS are allowed.' },
        });
      }
      const options = await request.fetch(`${path}?q=pajak`, {
        method: 'OPTIONS',
        maxRedirects: 0,
        headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
      });
      expect(options.status(), `OPTIONS ${path}`).toBe(204);
      expect(options.headers()['access-control-allow-origin'], `OPTIONS ${path}`).toBe('*');
      expect(options.headers()['access-control-allow-methods'], `OPTIONS ${path}`).toBe('GET, HEAD');
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
    // A script on another origin may read when to try again.
    expect(down.headers()['access-control-expose-headers']).toContain('Retry-After');
    const text = await down.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
    expect(text).not.toMatch(/\bat \S+ \(/);
    // A blank query never reaches the database, so it answers even now.
    const blank = await request.get(`${siteUrl('down')}/search?q=%20`);
    expect(blank.status()).toBe(200);
    expect(await blank.json()).toEqual({ query: '', results: [], regulations: [], terms: [] });
  });
});

test.describe('the /search API from a page on another origin', () => {
  // The consumer's page is this site's robots.txt under another host name: another origin on the same loopback
  // server, so the browser applies CORS as it would to a real consumer. Its CSP would forbid any fetch.
  test.use({ bypassCSP: true });

  type Outcome = { status: number; allow: string | null; retryAfter: string | null; code: string | null } | string;

  /** What a script on the consumer's page reads from `fetch(path, init)`, or the failure the browser reports. */
  async function fetchFromElsewhere(
    page: import('@playwright/test').Page,
    url: string,
    init: RequestInit = {},
  ): Promise<Outcome> {
    return page.evaluate(
      async ([url, init]) => {
        try {
          const response = await fetch(url, init);
          const body = (await response.json()) as { error?: { code: string } };
          return {
            status: response.status,
            allow: response.headers.get('allow'),
            retryAfter: response.headers.get('retry-after'),
            code: body.error?.code ?? null,
          };
        } catch (error) {
          return `failed: ${String(error)}`;
        }
      },
      [url, init] as const,
    );
  }

  test('reads answers, errors and redirects to the API', async ({ page, baseURL }) => {
    const site = new URL(baseURL ?? '');
    await page.goto(`http://localhost:${site.port}/robots.txt`);
    expect(new URL(page.url()).origin).not.toBe(site.origin);
    const ok = { status: 200, allow: null, retryAfter: null, code: null };
    expect(await fetchFromElsewhere(page, `${site.origin}/search?q=pajak`)).toEqual(ok);
    // A base URL with a slash at its end, or an escape, is sent to /search: the redirect must be readable too.
    expect(await fetchFromElsewhere(page, `${site.origin}//search?q=pajak`)).toEqual(ok);
    expect(await fetchFromElsewhere(page, `${site.origin}/%73earch?q=pajak`)).toEqual(ok);
    expect(await fetchFromElsewhere(page, `${site.origin}//search/?q=pajak`)).toEqual(ok);
    expect(await fetchFromElsewhere(page, `${site.origin}/search?q=pajak&lang=fr`)).toMatchObject({
      status: 400,
      code: 'invalid_lang',
    });
    // A header that is not CORS-safelisted makes the browser ask first (a preflight OPTIONS): a habitual
    // Content-Type on a GET, a tracing header that a consumer's monitoring adds to every request.
    expect(
      await fetchFromElsewhere(page, `${site.origin}/search?q=pajak`, {
        headers: { 'Content-Type': 'application/json' },
      }),
    ).toEqual(ok);
    expect(
      await fetchFromElsewhere(page, `${site.origin}/search?q=pajak`, {
        headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
      }),
    ).toEqual(ok);
    expect(await fetchFromElsewhere(page, `${site.origin}/search?q=pajak`, { method: 'POST' })).toEqual({
      status: 405,
      allow: 'GET, HEAD, OPTIONS',
      retryAfter: null,
      code: 'method_not_allowed',
    });
    expect(await fetchFromElsewhere(page, `${siteUrl('down')}/search?q=pajak`)).toEqual({
      status: 503,
      allow: null,
      retryAfter: expect.stringMatching(/^\d+$/),
      code: 'unavailable',
    });
  });
});
