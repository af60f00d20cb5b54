// The RSS feeds: /{lang}/feed.xml and /{lang}/{category}/feed.xml, their items, escaping and 404s.
import { describe, expect, it } from 'vitest';
import { loader as categoryFeed } from '~/routes/$lang.$category.feed[.]xml';
import { loader as langFeed } from '~/routes/$lang.feed[.]xml';
import { sql } from '../setup/db.ts';
import { TEST_SITE_URL } from '../setup/site-url.ts';
import { childElement, childElements, childText, NS, parseXml } from '../support/xml.ts';
import { expectXmlHeaders, fetchPath, get, type Published, published, url } from './support/feeds-sitemaps.ts';

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
      TEST_SITE_URL + path,
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
      expect(childText(channel, null, 'link')).toBe(`${TEST_SITE_URL}/${lang}`);
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
    expect(childText(channel, null, 'link')).toBe(`${TEST_SITE_URL}/en/pph`);
    const [pph] = await sql<{ description_en: string }>(
      "select description_en from public.categories where slug = 'pph'",
    );
    expect(childText(channel, null, 'description')).toBe(pph?.description_en);
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
