import { type APIRequestContext, expect, test } from '@playwright/test';
import { TEST_SITE_URL } from '../setup/site-url.ts';
import { pathOf, sql, untranslatedArticle } from './support/db.ts';

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The <link rel="alternate" hreflang> pairs of a page, as { hreflang: absolute URL }. */
function hreflangs(page: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [tag] of page.matchAll(/<link[^>]*rel="alternate"[^>]*>/gi)) {
    const lang = /hreflang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/i.exec(tag)?.[1];
    if (lang && href) links[lang] = href.replaceAll('&amp;', '&');
  }
  return links;
}

function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? '') as Record<string, unknown>,
  );
}

const canonical = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];

test('every translated article in the seed and its counterpart link each other, plus x-default', async ({
  request,
}) => {
  const pairs = await sql<{ s: string; sc: string | null; t: string; tc: string | null }>(
    `select s.slug as s, s.category as sc, t.slug as t, t.category as tc from public.articles t
     join public.articles s on s.id = t.translated_from
     where s.published_at <= now() and t.published_at <= now() and s.lang = 'id'`,
  );
  expect(pairs.length).toBeGreaterThanOrEqual(30);
  for (const pair of pairs) {
    const id = `${TEST_SITE_URL}${pathOf({ slug: pair.s, category: pair.sc, lang: 'id' })}`;
    const en = `${TEST_SITE_URL}${pathOf({ slug: pair.t, category: pair.tc, lang: 'en' })}`;
    const expected = { id, en, 'x-default': id };
    expect(hreflangs(await html(request, id.replace(TEST_SITE_URL, ''))), id).toEqual(expected);
    expect(hreflangs(await html(request, en.replace(TEST_SITE_URL, ''))), en).toEqual(expected);
  }
});

test('home and listing pages link their other-language versions and name an absolute canonical URL', async ({
  request,
}) => {
  const home = await html(request, '/en');
  expect(hreflangs(home)).toEqual({
    id: `${TEST_SITE_URL}/id`,
    en: `${TEST_SITE_URL}/en`,
    'x-default': `${TEST_SITE_URL}/id`,
  });
  expect(canonical(home)).toBe(`${TEST_SITE_URL}/en`);
  const listing = await html(request, '/id/ppn?utm_source=x');
  expect(hreflangs(listing)).toMatchObject({
    id: `${TEST_SITE_URL}/id/ppn`,
    en: `${TEST_SITE_URL}/en/ppn`,
    'x-default': `${TEST_SITE_URL}/id/ppn`,
  });
  expect(canonical(listing)).toBe(`${TEST_SITE_URL}/id/ppn`);
  expect(listing).toContain(
    `<link rel="alternate" type="application/rss+xml" title="PPN | newstax" href="${TEST_SITE_URL}/id/ppn/feed.xml"/>`,
  );
});

test('the home page carries WebSite JSON-LD with a SearchAction', async ({ request }) => {
  const [site] = jsonLd(await html(request, '/id'));
  expect(site).toMatchObject({
    '@type': 'WebSite',
    inLanguage: 'id',
    potentialAction: { '@type': 'SearchAction', target: `${TEST_SITE_URL}/id/search?q={search_term_string}` },
  });
});

test('an article carries NewsArticle and BreadcrumbList JSON-LD, Open Graph and Twitter tags', async ({ request }) => {
  const [pair] = await sql<{ s: string; sc: string | null; t: string; tc: string | null; title: string }>(
    `select s.slug as s, s.category as sc, t.slug as t, t.category as tc, t.title from public.articles t
     join public.articles s on s.id = t.translated_from
     where s.published_at <= now() and t.published_at <= now() and s.lang = 'id' and s.category is not null limit 1`,
  );
  if (!pair) throw new Error('no pair');
  const path = pathOf({ slug: pair.t, category: pair.tc, lang: 'en' });
  const page = await html(request, path);
  const [article, breadcrumbs] = jsonLd(page);
  expect(article).toMatchObject({
    '@type': 'NewsArticle',
    headline: pair.title,
    inLanguage: 'en',
    publisher: { '@type': 'NewsMediaOrganization', name: 'newstax' },
    translationOfWork: { url: `${TEST_SITE_URL}${pathOf({ slug: pair.s, category: pair.sc, lang: 'id' })}` },
  });
  for (const field of ['datePublished', 'dateModified', 'author', 'image', 'mainEntityOfPage']) {
    expect(article, field).toHaveProperty(field);
  }
  expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  expect(breadcrumbs?.itemListElement).toHaveLength(3);
  expect(page).toContain('<meta property="og:type" content="article"/>');
  expect(page).toContain('<meta property="og:locale" content="en_GB"/>');
  expect(page).toContain('<meta property="og:locale:alternate" content="id_ID"/>');
  expect(page).toMatch(/<meta property="article:published_time" content="\d{4}-\d\d-\d\dT/);
  expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(canonical(page)).toBe(`${TEST_SITE_URL}${path}`);
});

test('a page kept out of the index names no canonical as well, which would contradict its noindex', async ({
  request,
}) => {
  const lonely = await untranslatedArticle();
  const stub = await html(request, pathOf({ ...lonely, lang: 'en' }));
  expect(stub).toContain('<meta name="robots" content="noindex"/>');
  expect(canonical(stub)).toBeUndefined();
  expect(stub).toContain(`<title>Not yet available in English · `);
  expect(stub).toContain('<meta name="description" content="This article is only available in Indonesian."/>');

  const filtered = await html(request, '/id/peraturan?kind=pmk');
  expect(filtered).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(canonical(filtered)).toBeUndefined();
  expect(canonical(await html(request, '/id/peraturan'))).toBe(`${TEST_SITE_URL}/id/peraturan`);
});

test.describe('a title full of markup', () => {
  const title = `A & B <c> "d" 'e' </script><script>window.pwned=1</script>`;
  test.beforeAll(async () => {
    await sql(
      `insert into public.articles (slug, title, excerpt, lang, category, published_at)
       values ('test-escaping', $1, $1, 'id', 'opini', now())`,
      [title],
    );
  });
  test.afterAll(async () => {
    await sql("delete from public.articles where slug = 'test-escaping'");
  });

  test('is escaped everywhere: the heading, the title tag, meta tags and JSON-LD', async ({ page, request }) => {
    const source = await html(request, '/id/opini/test-escaping');
    expect(source).not.toContain('<script>window.pwned');
    const [article] = jsonLd(source);
    expect(article?.headline).toBe(title);
    await page.goto('/id/opini/test-escaping');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | newstax`);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  });
});

test("every page names the site's icons, and each is a PNG of the size a browser or phone expects", async ({
  request,
}) => {
  const head = await html(request, '/en/glossary');
  for (const [rel, href, size] of [
    ['icon', '/favicon.png', 32],
    ['apple-touch-icon', '/apple-touch-icon.png', 180],
  ] as const) {
    expect(head, rel).toContain(`<link rel="${rel}" href="${href}"`);
    const icon = await request.get(href);
    expect(icon.status(), href).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    // The PNG header: width and height, big-endian, at bytes 16 and 20.
    const bytes = await icon.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], href).toEqual([size, size]);
  }
});
