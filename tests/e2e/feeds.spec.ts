// Request-only specs: they use Playwright's `request` fixture and no page, so they take the plain `test`
// rather than ./support/fixtures.ts, whose automatic page-error check would open a browser for nothing.
import { expect, test } from '@playwright/test';
import { siteUrl } from '../setup/ports.ts';
import { TEST_SITE_URL } from '../setup/site-url.ts';
import { childElement, childElements, childText, NS, parseXml } from '../support/xml.ts';

const main = siteUrl('main');

test.describe('feeds, sitemaps and robots.txt reach their resource routes in workerd', () => {
  test('/id/feed.xml is the RSS route, not the $lang layout or a category page', async ({ request }) => {
    const response = await request.get(`${main}/id/feed.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers()['cache-control']).toContain('s-maxage=');
    const rss = parseXml(await response.text());
    expect(rss.localName).toBe('rss');
    const channel = childElement(rss, null, 'channel');
    expect(childText(channel, null, 'language')).toBe('id');
    expect(childElement(channel, NS.atom, 'link').getAttribute('href')).toBe('https://newstax.test/id/feed.xml');
    expect(childElements(channel, null, 'item')).toHaveLength(50);
  });

  test('/id/pph/feed.xml is the category feed, not an article called feed.xml', async ({ request }) => {
    const response = await request.get(`${main}/id/pph/feed.xml`);
    expect(response.status()).toBe(200);
    const channel = childElement(parseXml(await response.text()), null, 'channel');
    expect(childText(channel, null, 'link')).toBe('https://newstax.test/id/pph');
    for (const item of childElements(channel, null, 'item')) {
      expect(childText(item, null, 'link')).toMatch(/^https:\/\/newstax\.test\/id\/pph\//);
    }
  });

  test('/en/berita/feed.xml carries uncategorised English articles', async ({ request }) => {
    const response = await request.get(`${main}/en/berita/feed.xml`);
    expect(response.status()).toBe(200);
    const channel = childElement(parseXml(await response.text()), null, 'channel');
    expect(childText(channel, null, 'title')).toBe('News | newstax');
  });

  test('an unknown language or category feed is a plain 404, and never the HTML error page', async ({ request }) => {
    for (const path of ['/fr/feed.xml', '/id/no-such-category/feed.xml', '/sitemaps/articles-id-999.xml']) {
      const response = await request.get(`${main}${path}`);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
    }
  });

  test('/sitemap.xml, its files and /sitemap-news.xml are served as XML', async ({ request }) => {
    const index = await request.get(`${main}/sitemap.xml`);
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const locs = childElements(parseXml(await index.text()), NS.sitemap, 'sitemap').map((s) =>
      childText(s, NS.sitemap, 'loc'),
    );
    expect(locs).toContain('https://newstax.test/sitemap-news.xml');
    for (const loc of locs) {
      const file = await request.get(loc.replace(TEST_SITE_URL, main));
      expect(file.status(), loc).toBe(200);
      expect(parseXml(await file.text()).localName).toBe('urlset');
    }
  });

  test('a feed reader or crawler that has the current copy gets a 304, on the site and from the edge cache', async ({
    request,
  }) => {
    for (const site of [main, siteUrl('cached')]) {
      for (const path of [
        '/id/feed.xml',
        '/en/pph/feed.xml',
        '/sitemap.xml',
        '/sitemaps/pages-id.xml',
        '/sitemap-news.xml',
      ]) {
        const first = await request.get(`${site}${path}`);
        const etag = first.headers().etag ?? '';
        expect(etag, path).toMatch(/^"[0-9a-f]{32}"$/);
        const again = await request.get(`${site}${path}`, { headers: { 'If-None-Match': etag } });
        expect(again.status(), path).toBe(304);
        expect(await again.text(), path).toBe('');
        const other = await request.get(`${site}${path}`, { headers: { 'If-None-Match': '"0"' } });
        expect([other.status(), other.headers().etag], path).toEqual([200, etag]);
      }
    }
  });

  test('/robots.txt names the sitemap index', async ({ request }) => {
    const response = await request.get(`${main}/robots.txt`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Sitemap: https://newstax.test/sitemap.xml');
  });

  test('a database outage is a 503 from the feed and sitemap routes, not a 500', async ({ request }) => {
    for (const path of ['/id/feed.xml', '/id/pph/feed.xml', '/sitemap.xml', '/sitemap-news.xml']) {
      const response = await request.get(`${siteUrl('down')}${path}`);
      expect(response.status(), path).toBe(503);
      expect(response.headers()['retry-after'], path).toBe('30');
    }
  });

  test('the default share image is served statically', async ({ request }) => {
    const response = await request.get(`${main}/images/og-default.png`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });
});
