import { type APIResponse, expect, test } from '@playwright/test';
import { siteUrl } from '../setup/ports.ts';

/** The security headers the edge adds to every answer: HSTS, CSP with a fresh nonce, and the rest. */

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
    for (const base of [siteUrl('main'), siteUrl('cached'), siteUrl('cached')]) {
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

  test('images from any https host show whether ads are on or off, and nothing else widens', async ({ request }) => {
    for (const base of [siteUrl('main'), siteUrl('ads')]) {
      const csp = (await request.get(`${base}/id`)).headers()['content-security-policy'] ?? '';
      const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
      expect(directive('img-src'), base).toEqual(["'self'", 'data:', 'https:']);
      expect(directive('default-src'), base).toEqual(["'self'"]);
    }
  });

  test('AdSense hosts are allowed only when ads are on', async ({ request }) => {
    const csp = (await request.get(`${siteUrl('ads')}/id`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain('googlesyndication');
    expect(csp).toContain("'strict-dynamic'");
  });
});
