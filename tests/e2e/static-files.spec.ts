import { expect, test } from '@playwright/test';
import { siteUrl } from '../setup/ports.ts';

const main = siteUrl('main');

/**
 * Static files never reach the Function (public/_routes.json), so public/_headers gives them the headers the
 * Function gives every other answer (docs/decisions/0013). An SVG opened on its own is a document of this origin.
 */
test('static files carry the security headers every other answer does, and a CSP that allows nothing', async ({
  request,
}) => {
  const page = await (await request.get(`${main}/id`)).text();
  const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  expect(script).toBeDefined();
  for (const path of ['/favicon.png', '/apple-touch-icon.png', '/images/covers/coretax.svg', String(script)]) {
    const response = await request.get(`${main}${path}`);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['permissions-policy'], path).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    );
    expect(headers['content-security-policy'], path).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  }
});

test('an SVG opened on its own runs no script', async ({ page }) => {
  // The covers hold none; the policy keeps it so if one ever did.
  await page.goto(`${main}/images/covers/coretax.svg`);
  // An inline script runs as it is inserted, unless the policy forbids it.
  const ran = await page.evaluate(() => {
    const script = document.createElementNS('http://www.w3.org/2000/svg', 'script');
    script.textContent = 'document.documentElement.setAttribute("data-ran", "yes")';
    document.documentElement.appendChild(script);
    return document.documentElement.getAttribute('data-ran');
  });
  expect(ran).toBeNull();
});
