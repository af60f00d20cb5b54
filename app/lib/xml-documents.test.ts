import { describe, expect, it } from 'vitest';
import { childElement, childElements, childText, NS, parseXml, urlEntries } from '../../tests/support/xml.ts';
import { buildRssFeed, feedXml } from './rss.server';
import {
  articleSitemapUrls,
  buildNewsSitemap,
  buildSitemapIndex,
  buildUrlset,
  sitemapIndexEntries,
} from './sitemaps.server';
import { parseSitemapFile, sitemapFilePath } from './urls';
import { xmlText } from './xml.server';

const SITE = 'https://newstax.test';
const HOSTILE = `A & B <c> "d" 'e' </script> ]]> --`;

describe('the XML documents escape everything they are given', () => {
  it('RSS: a hostile title, excerpt and category survive a strict parse unchanged', () => {
    const xml = buildRssFeed(
      {
        title: HOSTILE,
        link: `${SITE}/id`,
        description: HOSTILE,
        language: 'id',
        selfUrl: `${SITE}/id/feed.xml`,
        lastBuildDate: new Date('2026-11-20T08:00:00Z'),
      },
      [
        {
          title: HOSTILE,
          link: `${SITE}/id/berita/a?x=1&y=<2>`,
          description: HOSTILE,
          pubDate: new Date('2026-11-20T08:00:00Z'),
          category: HOSTILE,
        },
      ],
    );
    expect(xml).not.toContain('</script>');
    expect(xml).toContain('A &amp; B &lt;c&gt;');
    const channel = childElement(parseXml(xml), null, 'channel');
    expect(childText(channel, null, 'title')).toBe(HOSTILE);
    expect(childText(channel, null, 'lastBuildDate')).toBe('Fri, 20 Nov 2026 08:00:00 GMT');
    const item = childElement(channel, null, 'item');
    for (const name of ['title', 'description', 'category']) expect(childText(item, null, name)).toBe(HOSTILE);
    expect(childText(item, null, 'link')).toBe(`${SITE}/id/berita/a?x=1&y=<2>`);
    expect(childElement(item, null, 'guid').getAttribute('isPermaLink')).toBe('true');
  });

  it('sitemaps: hostile URLs in loc and hreflang href, and a hostile news title', () => {
    const loc = `${SITE}/id/x?a=1&b="2"`;
    const urlset = parseXml(
      buildUrlset([{ loc, lastmod: '2026-11-20T08:00:00.000Z', alternates: [{ hreflang: 'en', href: loc }] }]),
    );
    expect(urlEntries(urlset)).toMatchObject([{ loc, alternates: { en: loc } }]);
    const news = parseXml(
      buildNewsSitemap([{ loc, lang: 'en', title: HOSTILE, publishedAt: '2026-11-20T08:00:00.000Z' }]),
    );
    const entry = childElement(childElement(news, NS.sitemap, 'url'), NS.news, 'news');
    expect(childText(entry, NS.news, 'title')).toBe(HOSTILE);
  });

  it('drops characters XML 1.0 cannot carry instead of producing an unparseable file', () => {
    expect(xmlText('a\u0000b\u0008c\td\ne\u000bf\uFFFEg\uD800h😀')).toBe('abc\td\nefgh😀');
    const xml = buildRssFeed(
      {
        title: 'x\u0001y',
        link: SITE,
        description: '',
        language: 'en',
        selfUrl: SITE,
        lastBuildDate: new Date(0),
      },
      [],
    );
    expect(childText(childElement(parseXml(xml), null, 'channel'), null, 'title')).toBe('xy');
  });
});

describe('sitemap files', () => {
  it('round-trips file names and rejects anything else', () => {
    for (const file of [
      { kind: 'pages', lang: 'id' },
      { kind: 'articles', lang: 'en', number: 12 },
    ] as const) {
      expect(parseSitemapFile(sitemapFilePath(file).replace('/sitemaps/', ''))).toEqual(file);
    }
    for (const bad of [
      'articles-id-0.xml',
      'articles-fr-1.xml',
      'articles-id-01.xml',
      'pages-id.xml.gz',
      'x.xml',
      '',
    ]) {
      expect(parseSitemapFile(bad), bad).toBeNull();
    }
  });

  it('indexes every file of each language and the news sitemap', () => {
    const index = parseXml(buildSitemapIndex(sitemapIndexEntries(SITE, { id: 3, en: 1 })));
    expect(index.localName).toBe('sitemapindex');
    expect(index.namespaceURI).toBe(NS.sitemap);
    expect(childElements(index, NS.sitemap, 'sitemap').map((s) => childText(s, NS.sitemap, 'loc'))).toEqual([
      `${SITE}/sitemaps/pages-id.xml`,
      `${SITE}/sitemaps/articles-id-1.xml`,
      `${SITE}/sitemaps/articles-id-2.xml`,
      `${SITE}/sitemaps/articles-id-3.xml`,
      `${SITE}/sitemaps/pages-en.xml`,
      `${SITE}/sitemaps/articles-en-1.xml`,
      `${SITE}/sitemap-news.xml`,
    ]);
  });

  it('gives hreflang pairs only to articles with a counterpart; x-default is the Indonesian one', () => {
    const urls = articleSitemapUrls(SITE, [
      {
        slug: 'vat',
        category: null,
        lang: 'en',
        lastModified: '2026-11-20T08:00:00.000Z',
        counterpart: { slug: 'ppn', category: null, lang: 'id' },
      },
      { slug: 'solo', category: 'pph', lang: 'en', lastModified: '2026-11-20T08:00:00.000Z', counterpart: null },
    ]);
    expect(urls).toEqual([
      {
        loc: `${SITE}/en/berita/vat`,
        lastmod: '2026-11-20T08:00:00.000Z',
        alternates: [
          { hreflang: 'id', href: `${SITE}/id/berita/ppn` },
          { hreflang: 'en', href: `${SITE}/en/berita/vat` },
          { hreflang: 'x-default', href: `${SITE}/id/berita/ppn` },
        ],
      },
      { loc: `${SITE}/en/pph/solo`, lastmod: '2026-11-20T08:00:00.000Z', alternates: [] },
    ]);
  });
});

describe('feedXml', () => {
  it('names categories in the feed language and files uncategorised items under berita', () => {
    const categories = [
      { slug: 'berita', name: 'Berita', nameEn: 'News' },
      { slug: 'pph', name: 'PPh', nameEn: null },
    ];
    const article = {
      title: 't',
      excerpt: 'e',
      publishedAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-21T08:00:00.000Z',
      revisedAt: null,
      correctedAt: null,
    };
    const xml = feedXml(SITE, 'en', categories, [
      { ...article, slug: 'a', category: null, lang: 'en' },
      { ...article, slug: 'b', category: 'pph', lang: 'en' },
    ]);
    const channel = childElement(parseXml(xml), null, 'channel');
    expect(childText(channel, null, 'lastBuildDate')).toBe('Sat, 21 Nov 2026 08:00:00 GMT');
    expect(childElements(channel, null, 'item').map((item) => childText(item, null, 'category'))).toEqual([
      'News',
      'PPh',
    ]);
  });
});
