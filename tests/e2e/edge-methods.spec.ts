import { expect, test } from '@playwright/test';
import { siteUrl } from '../setup/ports.ts';

/** Methods and parameters the edge answers itself (405s with Allow, .data forms, legacy ?_data=), before Remix. */

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
    const others = ['/sitemaps/pages-en.xml', '/id/kalender.ics', '/en/calendar.ics'];
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

  test("the API's description answers a browser's CORS preflight, and names OPTIONS in its 405's Allow", async ({
    request,
  }) => {
    for (const path of ['/openapi.json', '/OPENAPI.JSON', '/openapi.json/']) {
      const preflight = await request.fetch(`${main}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://docs.example', 'Access-Control-Request-Headers': 'x-requested-with' },
        maxRedirects: 0,
      });
      expect(preflight.status(), path).toBe(204);
      expect(preflight.headers()['access-control-allow-origin'], path).toBe('*');
      expect(preflight.headers()['access-control-allow-methods'], path).toBe('GET, HEAD');
      expect(preflight.headers()['cache-control'], path).toBe('no-store');
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
        const response = await request.fetch(`${main}${path}`, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD, OPTIONS');
        expect(await response.text(), `${method} ${path}`).toBe('Method Not Allowed\n');
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

  test("a resource route's .data form is a 404 whatever the method: the API's preflight and 405 are its own", async ({
    request,
  }) => {
    for (const path of ['/search.data?q=pajak', '/Search.data', '/id/feed.xml.data', '/openapi.json.data']) {
      for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE']) {
        const response = await request.fetch(`${main}${path}`, { method, maxRedirects: 0 });
        const name = `${method} ${path}`;
        expect(response.status(), name).toBe(404);
        expect(response.headers()['cache-control'], name).toBe('no-store');
        expect(response.headers()['access-control-allow-methods'], name).toBeUndefined();
      }
    }
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
