// robots.txt and the XML sitemaps: the index, the pages and article files of each language, and the news sitemap.
import { describe, expect, it, vi } from 'vitest';
import { sitemapArticleFileCount, sitemapArticles } from '~/data/article-feeds.server';
import { POSTGREST_MAX_ROWS } from '~/data/rows.server';
import { requestContext } from '~/lib/context.server';
import { NOT_FOUND_CACHE_CONTROL } from '~/lib/response-policy';
import { articleSitemapUrls, buildUrlset, SITEMAP_MAX_URLS } from '~/lib/sitemaps.server';
import { loader as robots } from '~/routes/robots[.]txt';
import { loader as sitemapFile } from '~/routes/sitemaps.$file';
import { sql } from '../setup/db.ts';
import { loaderContext } from '../setup/loader-context.ts';
import { TEST_SITE_URL } from '../setup/site-url.ts';
import { childElement, childElements, childText, NS, parseXml, urlEntries } from '../support/xml.ts';
import { expectXmlHeaders, fetchPath, get, type Published, published, url } from './support/feeds-sitemaps.ts';

describe('robots.txt', () => {
  it('allows everything and names the sitemap index by absolute URL', async () => {
    const { response, text } = await get(robots, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text).toBe('User-agent: *\nAllow: /\n\nSitemap: https://newstax.test/sitemap.xml\n');
  });
});

describe('sitemaps', () => {
  async function allSitemaps() {
    const { response, text } = await fetchPath('/sitemap.xml');
    expectXmlHeaders(response);
    const index = parseXml(text);
    expect([index.namespaceURI, index.localName]).toEqual([NS.sitemap, 'sitemapindex']);
    const locs = childElements(index, NS.sitemap, 'sitemap').map((s) => childText(s, NS.sitemap, 'loc'));
    const files = await Promise.all(
      locs.map(async (loc) => {
        expect(loc.startsWith(`${TEST_SITE_URL}/`), loc).toBe(true);
        const { response, text } = await fetchPath(loc.slice(TEST_SITE_URL.length));
        expectXmlHeaders(response);
        return { loc, text, root: parseXml(text) };
      }),
    );
    return { locs, files };
  }

  it('index lists the pages and article files of each language and the news sitemap', async () => {
    const { locs } = await allSitemaps();
    expect(locs).toEqual([
      `${TEST_SITE_URL}/sitemaps/pages-id.xml`,
      `${TEST_SITE_URL}/sitemaps/articles-id-1.xml`,
      `${TEST_SITE_URL}/sitemaps/pages-en.xml`,
      `${TEST_SITE_URL}/sitemaps/articles-en-1.xml`,
      `${TEST_SITE_URL}/sitemap-news.xml`,
    ]);
  });

  it('list every published article once, at its canonical URL, with lastmod; nothing unpublished', async () => {
    const { files } = await allSitemaps();
    const entries = files
      .filter((f) => f.loc.includes('/sitemaps/'))
      .flatMap((f) => {
        expect([f.root.namespaceURI, f.root.localName]).toEqual([NS.sitemap, 'urlset']);
        expect(f.text).toContain(`xmlns:xhtml="${NS.xhtml}"`);
        return urlEntries(f.root);
      });
    for (const entry of entries) expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    // Article URLs have three segments; so do register entries, under the register's own segment.
    const articleLocs = entries
      .map((e) => e.loc)
      .filter(
        (loc) =>
          loc.split('/').length === 6 &&
          !/\/(peraturan|regulations|kamus|glossary|penulis|authors|kurs-pajak|tax-exchange-rates)\//.test(loc),
      );
    expect(articleLocs.sort()).toEqual((await published()).map(url).sort());
    expect(new Set(entries.map((e) => e.loc)).size).toBe(entries.length);
    expect(articleLocs.some((loc) => loc.includes('/berita/'))).toBe(true);
  });

  it('pair every translated article with its counterpart, reciprocally, with x-default on the Indonesian one', async () => {
    const { files } = await allSitemaps();
    const entries = files.filter((f) => f.loc.includes('/sitemaps/')).flatMap((f) => urlEntries(f.root));
    const byLoc = new Map(entries.map((e) => [e.loc, e.alternates]));
    const pairs = await sql<{ s: Published; t: Published }>(
      `select to_jsonb(s) as s, to_jsonb(t) as t from public.articles t join public.articles s on s.id = t.translated_from
       where s.published_at <= now() and t.published_at <= now()`,
    );
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    for (const { s, t } of pairs) {
      const [id, en] = s.lang === 'id' ? [url(s), url(t)] : [url(t), url(s)];
      const expected = { id, en, 'x-default': id };
      expect(byLoc.get(url(s)), url(s)).toEqual(expected);
      expect(byLoc.get(url(t)), url(t)).toEqual(expected);
    }
    // And in general: whatever an entry names as its alternate names it back, with the same set.
    for (const entry of entries) {
      if (Object.keys(entry.alternates).length === 0) continue;
      expect(Object.values(entry.alternates)).toContain(entry.loc);
      for (const [lang, href] of Object.entries(entry.alternates)) {
        if (lang !== 'x-default') expect(byLoc.get(href), href).toEqual(entry.alternates);
      }
    }
  });

  it('list the home, every category page, the regulation register, the glossary, the tax calendar, every author page, the corrections and the tax exchange rates in both languages, with id, en and x-default', async () => {
    const categories = await sql<{ slug: string }>('select slug from public.categories');
    // Sections whose segment differs by language, with the table their entries come from.
    const sections = [
      { segment: { id: 'peraturan', en: 'regulations' }, table: 'regulations' },
      { segment: { id: 'kamus', en: 'glossary' }, table: 'glossary_entries' },
      { segment: { id: 'kalender', en: 'calendar' }, table: null },
      { segment: { id: 'ralat', en: 'corrections' }, table: null },
      // Authors have pages but no index.
      { segment: { id: 'penulis', en: 'authors' }, table: 'authors', index: false },
      // Each currency's history, under its code in lower case.
      { segment: { id: 'kurs-pajak', en: 'tax-exchange-rates' }, table: 'kurs_currencies', slug: 'lower(code)' },
    ] as const;
    const sectionSlugs = await Promise.all(
      sections.map(async (section) => {
        if (!section.table) return [];
        const slug = 'slug' in section ? section.slug : 'slug';
        return (await sql<{ slug: string }>(`select ${slug} as slug from public.${section.table}`)).map((r) => r.slug);
      }),
    );
    for (const lang of ['id', 'en'] as const) {
      const { response, text } = await fetchPath(`/sitemaps/pages-${lang}.xml`);
      expectXmlHeaders(response);
      const entries = urlEntries(parseXml(text));
      expect(entries.map((e) => e.loc).sort()).toEqual(
        [
          `${TEST_SITE_URL}/${lang}`,
          ...categories.map((c) => `${TEST_SITE_URL}/${lang}/${c.slug}`),
          ...sections.flatMap((section, index) => [
            ...('index' in section ? [] : [`${TEST_SITE_URL}/${lang}/${section.segment[lang]}`]),
            ...(sectionSlugs[index] ?? []).map((slug) => `${TEST_SITE_URL}/${lang}/${section.segment[lang]}/${slug}`),
          ]),
        ].sort(),
      );
      for (const entry of entries) {
        // A section's segment differs by language; the rest of the path is the same in both.
        let path = entry.loc.slice(TEST_SITE_URL.length + 3);
        const section = sections.find(({ segment }) => path.split('/')[1] === segment[lang]);
        if (section) path = path.replace(`/${section.segment[lang]}`, '/{section}');
        const inLang = (each: 'id' | 'en') =>
          `${TEST_SITE_URL}/${each}${section ? path.replace('/{section}', `/${section.segment[each]}`) : path}`;
        expect(entry.alternates).toEqual({ id: inLang('id'), en: inLang('en'), 'x-default': inLang('id') });
      }
    }
  });

  it('split at the configured size: small files whose union is the whole language', async () => {
    const { db } = requestContext(loaderContext());
    const fileSize = 10;
    const files = await sitemapArticleFileCount(db, 'id', fileSize);
    const locs: string[] = [];
    for (let n = 1; n <= files; n++) {
      const root = parseXml(
        buildUrlset(articleSitemapUrls(TEST_SITE_URL, (await sitemapArticles(db, 'id', n, { fileSize })) ?? [])),
      );
      const entries = urlEntries(root);
      expect(entries.length).toBeLessThanOrEqual(fileSize);
      locs.push(...entries.map((e) => e.loc));
    }
    expect(files).toBeGreaterThan(5);
    expect(await sitemapArticles(db, 'id', files + 1, { fileSize })).toBeNull();
    expect(locs.sort()).toEqual(
      (await published())
        .filter((a) => a.lang === 'id')
        .map(url)
        .sort(),
    );
  });

  it('news sitemap lists the last 48 hours in both languages with publication, date and exact title', async () => {
    const { response, text } = await fetchPath('/sitemap-news.xml');
    expectXmlHeaders(response);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=300\b/);
    const root = parseXml(text);
    expect(text).toContain(`xmlns:news="${NS.news}"`);
    const since = Date.now() - 48 * 3600 * 1000;
    const expected = (await published()).filter((a) => a.published_at.getTime() >= since);
    expect(expected.length).toBeGreaterThan(2);
    const urls = childElements(root, NS.sitemap, 'url');
    expect(urls.map((u) => childText(u, NS.sitemap, 'loc')).sort()).toEqual(expected.map(url).sort());
    for (const element of urls) {
      const loc = childText(element, NS.sitemap, 'loc');
      const article = expected.find((a) => url(a) === loc);
      const news = childElement(element, NS.news, 'news');
      const publication = childElement(news, NS.news, 'publication');
      expect(childText(publication, NS.news, 'name')).toBe('newstax');
      expect(childText(publication, NS.news, 'language')).toBe(article?.lang);
      expect(childText(news, NS.news, 'publication_date')).toBe(article?.published_at.toISOString());
      expect(childText(news, NS.news, 'title')).toBe(article?.title);
    }
  });

  /** The requests a loader sends to the database, counted on the real ones (as round-trips.test.ts does). */
  async function databaseRequests(path: string) {
    const realFetch = globalThis.fetch;
    let requests = 0;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      requests++;
      return realFetch(input, init);
    });
    try {
      const { response } = await fetchPath(path);
      return { response, requests };
    } finally {
      spy.mockRestore();
    }
  }

  it('a file number past the end is a 404 after two requests, kept five minutes at the edge too', async () => {
    // Fifty requests before, over Cloudflare's limit on the free plan: the reader got a 503.
    const { response, requests } = await databaseRequests('/sitemaps/articles-id-999999999.xml');
    expect([response.status, requests]).toEqual([404, 2]);
    expect(response.headers.get('Cache-Control')).toBe(NOT_FOUND_CACHE_CONTROL);
    expect(NOT_FOUND_CACHE_CONTROL).toMatch(/^public, max-age=300, s-maxage=300,/);
  });

  it('a file with articles still takes at most fifty requests', async () => {
    const { response, requests } = await databaseRequests('/sitemaps/articles-id-1.xml');
    expect(response.status).toBe(200);
    expect(requests).toBe(SITEMAP_MAX_URLS / POSTGREST_MAX_ROWS);
    expect(requests).toBeLessThanOrEqual(50);
  });

  it('an unknown or out-of-range sitemap file is a 404', async () => {
    for (const file of ['articles-id-999.xml', 'articles-fr-1.xml', 'nope.xml', 'pages-id.xml.gz']) {
      const { response } = await get(sitemapFile, `/sitemaps/${file}`, { file });
      expect(response.status, file).toBe(404);
    }
  });
});
