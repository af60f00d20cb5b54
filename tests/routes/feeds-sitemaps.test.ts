import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { describe, expect, it, vi } from 'vitest';
import { sitemapArticleFileCount, sitemapArticles } from '~/data/article-feeds.server';
import { requestContext } from '~/lib/context.server';
import { articleSitemapUrls, buildUrlset } from '~/lib/sitemaps.server';
import { articlePath } from '~/lib/urls';
import { loader as categoryFeed } from '~/routes/$lang.$category.feed[.]xml';
import { loader as langFeed } from '~/routes/$lang.feed[.]xml';
import { loader as robots } from '~/routes/robots[.]txt';
import { loader as newsSitemap } from '~/routes/sitemap-news[.]xml';
import { loader as sitemapIndex } from '~/routes/sitemap[.]xml';
import { loader as sitemapFile } from '~/routes/sitemaps.$file';
import { sql } from '../setup/db.ts';
import { DEAD_SUPABASE_URL, loaderContext } from '../setup/loader-context.ts';
import { childElement, childElements, childText, NS, parseXml, urlEntries } from '../support/xml.ts';

const SITE = 'https://newstax.test';
type Loader = (args: LoaderFunctionArgs) => Response | Promise<Response>;

async function get(loader: Loader, path: string, params: Record<string, string> = {}, env = {}) {
  const response = await loader({ request: new Request(SITE + path), params, context: loaderContext(env) });
  return { response, text: await response.text() };
}

/** Every XML route, by URL path, as the site serves them. */
function route(path: string): [Loader, Record<string, string>] {
  if (path === '/sitemap.xml') return [sitemapIndex, {}];
  if (path === '/sitemap-news.xml') return [newsSitemap, {}];
  const file = /^\/sitemaps\/([^/]+)$/.exec(path);
  if (file?.[1]) return [sitemapFile, { file: file[1] }];
  const feed = /^\/([^/]+)\/feed\.xml$/.exec(path);
  if (feed?.[1]) return [langFeed, { lang: feed[1] }];
  const categoryFeedMatch = /^\/([^/]+)\/([^/]+)\/feed\.xml$/.exec(path);
  if (categoryFeedMatch?.[1] && categoryFeedMatch[2]) {
    return [categoryFeed, { lang: categoryFeedMatch[1], category: categoryFeedMatch[2] }];
  }
  throw new Error(`no route for ${path}`);
}

const fetchPath = (path: string, env = {}) => {
  const [loader, params] = route(path);
  return get(loader, path, params, env);
};

type Published = { slug: string; title: string; excerpt: string; category: string | null; lang: 'id' | 'en' };
const published = () =>
  sql<Published & { published_at: Date }>(
    'select slug, title, excerpt, category, lang, published_at from public.articles where published_at <= now()',
  );
const url = (a: Pick<Published, 'slug' | 'category' | 'lang'>) => SITE + articlePath(a);

function expectXmlHeaders(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate/);
}

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
        expect(loc.startsWith(`${SITE}/`), loc).toBe(true);
        const { response, text } = await fetchPath(loc.slice(SITE.length));
        expectXmlHeaders(response);
        return { loc, text, root: parseXml(text) };
      }),
    );
    return { locs, files };
  }

  it('index lists the pages and article files of each language and the news sitemap', async () => {
    const { locs } = await allSitemaps();
    expect(locs).toEqual([
      `${SITE}/sitemaps/pages-id.xml`,
      `${SITE}/sitemaps/articles-id-1.xml`,
      `${SITE}/sitemaps/pages-en.xml`,
      `${SITE}/sitemaps/articles-en-1.xml`,
      `${SITE}/sitemap-news.xml`,
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
        (loc) => loc.split('/').length === 6 && !/\/(peraturan|regulations|kamus|glossary|penulis|authors)\//.test(loc),
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

  it('list the home, every category page, the regulation register, the glossary, the tax calendar and every author page in both languages, with id, en and x-default', async () => {
    const categories = await sql<{ slug: string }>('select slug from public.categories');
    // Sections whose segment differs by language, with the table their entries come from.
    const sections = [
      { segment: { id: 'peraturan', en: 'regulations' }, table: 'regulations' },
      { segment: { id: 'kamus', en: 'glossary' }, table: 'glossary_entries' },
      { segment: { id: 'kalender', en: 'calendar' }, table: null },
      // Authors have pages but no index.
      { segment: { id: 'penulis', en: 'authors' }, table: 'authors', index: false },
    ] as const;
    const sectionSlugs = await Promise.all(
      sections.map(async ({ table }) =>
        table ? (await sql<{ slug: string }>(`select slug from public.${table}`)).map((r) => r.slug) : [],
      ),
    );
    for (const lang of ['id', 'en'] as const) {
      const { response, text } = await fetchPath(`/sitemaps/pages-${lang}.xml`);
      expectXmlHeaders(response);
      const entries = urlEntries(parseXml(text));
      expect(entries.map((e) => e.loc).sort()).toEqual(
        [
          `${SITE}/${lang}`,
          ...categories.map((c) => `${SITE}/${lang}/${c.slug}`),
          ...sections.flatMap((section, index) => [
            ...('index' in section ? [] : [`${SITE}/${lang}/${section.segment[lang]}`]),
            ...(sectionSlugs[index] ?? []).map((slug) => `${SITE}/${lang}/${section.segment[lang]}/${slug}`),
          ]),
        ].sort(),
      );
      for (const entry of entries) {
        // A section's segment differs by language; the rest of the path is the same in both.
        let path = entry.loc.slice(SITE.length + 3);
        const section = sections.find(({ segment }) => path.split('/')[1] === segment[lang]);
        if (section) path = path.replace(`/${section.segment[lang]}`, '/{section}');
        const inLang = (each: 'id' | 'en') =>
          `${SITE}/${each}${section ? path.replace('/{section}', `/${section.segment[each]}`) : path}`;
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
      const root = parseXml(buildUrlset(articleSitemapUrls(SITE, await sitemapArticles(db, 'id', n, { fileSize }))));
      const entries = urlEntries(root);
      expect(entries.length).toBeLessThanOrEqual(fileSize);
      locs.push(...entries.map((e) => e.loc));
    }
    expect(files).toBeGreaterThan(5);
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

  it('an unknown or out-of-range sitemap file is a 404', async () => {
    for (const file of ['articles-id-999.xml', 'articles-fr-1.xml', 'nope.xml', 'pages-id.xml.gz']) {
      const { response } = await get(sitemapFile, `/sitemaps/${file}`, { file });
      expect(response.status, file).toBe(404);
    }
  });
});

describe('RSS feeds', () => {
  const categoryNames = async () =>
    new Map(
      (await sql<{ slug: string; name: string; name_en: string | null }>('select * from public.categories')).map(
        (c) => [c.slug, c],
      ),
    );

  async function feed(path: string) {
    const { response, text } = await fetchPath(path);
    expectXmlHeaders(response);
    const rss = parseXml(text);
    expect([rss.localName, rss.getAttribute('version')]).toEqual(['rss', '2.0']);
    expect(text).toContain(`xmlns:atom="${NS.atom}"`);
    const channel = childElement(rss, null, 'channel');
    const self = childElement(channel, NS.atom, 'link');
    expect([self.getAttribute('href'), self.getAttribute('rel'), self.getAttribute('type')]).toEqual([
      SITE + path,
      'self',
      'application/rss+xml',
    ]);
    for (const name of ['title', 'link', 'description', 'language', 'lastBuildDate']) {
      expect(childText(channel, null, name), name).not.toBe('');
    }
    const items = childElements(channel, null, 'item').map((item) => {
      const guid = childElement(item, null, 'guid');
      return {
        title: childText(item, null, 'title'),
        link: childText(item, null, 'link'),
        guid: guid.textContent,
        isPermaLink: guid.getAttribute('isPermaLink'),
        pubDate: childText(item, null, 'pubDate'),
        description: childText(item, null, 'description'),
        category: childText(item, null, 'category'),
      };
    });
    return { text, channel, items };
  }

  it('/{lang}/feed.xml has the newest 50 articles of the language with every item field', async () => {
    const names = await categoryNames();
    for (const lang of ['id', 'en'] as const) {
      const { channel, items } = await feed(`/${lang}/feed.xml`);
      expect(childText(channel, null, 'language')).toBe(lang);
      expect(childText(channel, null, 'link')).toBe(`${SITE}/${lang}`);
      const expected = await sql<Published & { published_at: Date }>(
        `select slug, title, excerpt, category, lang, published_at from public.articles
         where lang = $1 and published_at <= now() order by published_at desc, id desc limit 50`,
        [lang],
      );
      expect(items.map((i) => i.link)).toEqual(expected.map(url));
      items.forEach((item, index) => {
        const article = expected[index] as (typeof expected)[number];
        const category = names.get(article.category ?? 'berita');
        expect(item).toEqual({
          title: article.title,
          link: url(article),
          guid: url(article),
          isPermaLink: 'true',
          pubDate: new Date(Math.floor(article.published_at.getTime() / 1000) * 1000).toUTCString(),
          description: article.excerpt,
          category: lang === 'en' ? (category?.name_en ?? category?.name) : category?.name,
        });
        expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT$/);
      });
    }
  });

  it('/{lang}/{category}/feed.xml has that category; berita includes the uncategorised articles', async () => {
    const { channel, items } = await feed('/en/pph/feed.xml');
    expect(childText(channel, null, 'title')).toBe('Income Tax | newstax');
    expect(childText(channel, null, 'link')).toBe(`${SITE}/en/pph`);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.link).toMatch(/^https:\/\/newstax\.test\/en\/pph\//);
      expect(item.category).toBe('Income Tax');
    }
    const berita = await feed('/id/berita/feed.xml');
    const expected = (await published()).filter(
      (a) => a.lang === 'id' && (a.category === 'berita' || a.category === null),
    );
    expect(berita.items.map((i) => i.link).sort()).toEqual(expected.map(url).sort());
    expect(expected.some((a) => a.category === null)).toBe(true);
    expect(new Set(berita.items.map((i) => i.category))).toEqual(new Set(['Berita']));
  });

  it('carries titles with & < > and quotes escaped, and they read back unchanged', async () => {
    const tricky = (await published()).filter((a) => /[&<>"']/.test(a.title));
    expect(tricky.some((a) => a.title.includes('<diskon>'))).toBe(true);
    for (const article of tricky) {
      const { text, items } = await feed(`/${article.lang}/${article.category ?? 'berita'}/feed.xml`);
      expect(items.find((i) => i.link === url(article))?.title, article.slug).toBe(article.title);
      if (article.title.includes('<diskon>')) expect(text).toContain('50% &amp; &lt;diskon&gt; PBB');
    }
  });

  it('an unknown language or category is a 404, not a 500', async () => {
    for (const [loader, path, params] of [
      [langFeed, '/fr/feed.xml', { lang: 'fr' }],
      [categoryFeed, '/fr/pph/feed.xml', { lang: 'fr', category: 'pph' }],
      [categoryFeed, '/id/no-such-category/feed.xml', { lang: 'id', category: 'no-such-category' }],
      [categoryFeed, '/id/PPH/feed.xml', { lang: 'id', category: 'PPH' }],
    ] as const) {
      const { response } = await get(loader, path, params);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('every feed and sitemap', () => {
  const paths = [
    '/sitemap.xml',
    '/sitemaps/pages-id.xml',
    '/sitemaps/articles-id-1.xml',
    '/sitemaps/articles-en-1.xml',
    '/sitemap-news.xml',
    '/id/feed.xml',
    '/en/feed.xml',
    '/id/berita/feed.xml',
    '/en/teknologi/feed.xml',
    '/id/kepabeanan/feed.xml',
  ];

  it('leaves out drafts and scheduled articles', async () => {
    const hidden = await sql<{ slug: string; title: string }>(
      'select slug, title from public.articles where published_at is null or published_at > now()',
    );
    expect(hidden.length).toBe(3);
    for (const path of paths) {
      const { text } = await fetchPath(path);
      for (const marker of ['/draf-', '/wip-draft-', '/terjadwal-', 'DRAF:', 'DRAFT:', 'TERJADWAL:']) {
        expect(text, `${path} ${marker}`).not.toContain(marker);
      }
      for (const row of hidden) expect(text).not.toContain(row.slug);
    }
  });

  it('answers 503 with Retry-After when the database is down, and logs the path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const path of paths) {
        const { response } = await fetchPath(path, { SUPABASE_URL: DEAD_SUPABASE_URL });
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after')).toBe('30');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(log).toHaveBeenLastCalledWith('database unavailable', path, expect.stringContaining('failed'));
      }
    } finally {
      log.mockRestore();
    }
  });
});
