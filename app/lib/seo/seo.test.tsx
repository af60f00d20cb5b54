import { Meta } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { articleAlternates, lastModified } from '../articles';
import { htmlSafeJson } from '../json';
import { canonicalUrl, feedPath } from '../urls';
import { type ArticleSeoInput, alternateLinks, articlePageMeta, pageMeta } from './meta';
import { breadcrumbJsonLd, jsonLdMeta, newsArticleJsonLd, profilePageJsonLd, webSiteJsonLd } from './structured-data';

const SITE = 'https://newstax.test';
const HOSTILE = `A & B <c> "d" 'e' </script>`;

const source: ArticleSeoInput = {
  slug: 'tarif-ppn-12-persen',
  title: 'Tarif PPN 12 Persen Berlaku',
  excerpt: 'Pemerintah menetapkan tarif baru.',
  category: 'ppn',
  lang: 'id',
  author: { slug: 'rina-hapsari', name: 'Rina Hapsari' },
  coverImageUrl: '/images/covers/ppn.jpg',
  coverImageAlt: 'Kasir',
  publishedAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  revisedAt: null,
  corrections: [],
  counterpart: { slug: 'vat-rate-12-percent', category: 'ppn', lang: 'en' },
  isTranslation: false,
};
const translation: ArticleSeoInput = {
  ...source,
  slug: 'vat-rate-12-percent',
  title: 'VAT Rate of 12 Percent Takes Effect',
  lang: 'en',
  author: null,
  coverImageUrl: '/images/covers/ppn.svg',
  counterpart: { slug: 'tarif-ppn-12-persen', category: 'ppn', lang: 'id' },
  isTranslation: true,
};

const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
  meta.filter((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string>[];

describe('canonicalUrl', () => {
  it('is absolute, drops query, fragment and trailing slash, and keeps only page > 1', () => {
    expect(canonicalUrl(SITE, '/id/pph')).toBe('https://newstax.test/id/pph');
    expect(canonicalUrl(`${SITE}/`, '/id/pph/?utm_source=x#top')).toBe('https://newstax.test/id/pph');
    expect(canonicalUrl(SITE, '/id/pph?page=3', 3)).toBe('https://newstax.test/id/pph?page=3');
    expect(canonicalUrl(SITE, '/id/pph', 1)).toBe('https://newstax.test/id/pph');
    expect(canonicalUrl(SITE, '/id/pph', 0)).toBe('https://newstax.test/id/pph');
    expect(canonicalUrl(SITE, '/id/pph', 2.5)).toBe('https://newstax.test/id/pph');
    expect(canonicalUrl(SITE, 'https://elsewhere.example/id?x=1')).toBe('https://newstax.test/id');
    expect(canonicalUrl(SITE, '/')).toBe('https://newstax.test/');
  });
});

describe('alternateLinks', () => {
  it('lists id, en and x-default (the Indonesian page) as link descriptors', () => {
    expect(alternateLinks(SITE, { en: '/en/pph', id: '/id/pph' })).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'id', href: 'https://newstax.test/id/pph' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://newstax.test/en/pph' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://newstax.test/id/pph' },
    ]);
  });

  it('falls back to the English page for x-default, and is empty without paths', () => {
    expect(alternateLinks(SITE, { en: '/en/berita/only-english' }).map((l) => [l.hrefLang, l.href])).toEqual([
      ['en', 'https://newstax.test/en/berita/only-english'],
      ['x-default', 'https://newstax.test/en/berita/only-english'],
    ]);
    expect(alternateLinks(SITE, {})).toEqual([]);
  });

  it('pairs an article with its counterpart, using berita for a missing category', () => {
    expect(articleAlternates(source, source.counterpart)).toEqual({
      id: '/id/ppn/tarif-ppn-12-persen',
      en: '/en/ppn/vat-rate-12-percent',
    });
    expect(articleAlternates({ ...source, category: null }, null)).toEqual({
      id: '/id/berita/tarif-ppn-12-persen',
    });
  });
});

describe('pageMeta', () => {
  it('has title, description, canonical, hreflang, Open Graph, Twitter card and the RSS link', () => {
    const meta = pageMeta({
      siteUrl: SITE,
      lang: 'en',
      title: 'Income Tax | newstax',
      description: 'Income tax news',
      path: '/en/pph',
      page: 2,
      alternates: { id: '/id/pph', en: '/en/pph' },
      feed: { title: 'Income Tax | newstax', path: feedPath('en', 'pph') },
    });
    expect(meta).toContainEqual({ title: 'Income Tax | newstax' });
    expect(meta).toContainEqual({ name: 'description', content: 'Income tax news' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://newstax.test/en/pph?page=2' });
    expect(find(meta, 'hrefLang', 'x-default')[0]?.href).toBe('https://newstax.test/id/pph');
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://newstax.test/en/pph?page=2' });
    expect(meta).toContainEqual({ property: 'og:site_name', content: 'newstax' });
    expect(meta).toContainEqual({ property: 'og:type', content: 'website' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'en_GB' });
    expect(meta).toContainEqual({ property: 'og:locale:alternate', content: 'id_ID' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://newstax.test/images/og-default.png' });
    expect(meta).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(meta).toContainEqual({ name: 'twitter:image', content: 'https://newstax.test/images/og-default.png' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Income Tax | newstax',
      href: 'https://newstax.test/en/pph/feed.xml',
    });
    expect(find(meta, 'property', 'article:published_time')).toEqual([]);
  });

  it('announces the language feed by default and none with feed: null', () => {
    const base = { siteUrl: SITE, lang: 'id' as const, title: 't', description: 'd', path: '/id' };
    expect(find(pageMeta(base), 'type', 'application/rss+xml')[0]?.href).toBe('https://newstax.test/id/feed.xml');
    expect(find(pageMeta({ ...base, feed: null }), 'type', 'application/rss+xml')).toEqual([]);
    expect(find(pageMeta(base), 'property', 'og:locale:alternate')).toEqual([]);
  });

  it('describes an article: og:type article, times, its raster cover, hreflang with its translation', () => {
    const meta = articlePageMeta(SITE, source, { categoryName: 'PPN' });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:title', content: source.title });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://newstax.test/images/covers/ppn.jpg' });
    expect(meta).toContainEqual({ property: 'og:image:alt', content: 'Kasir' });
    expect(meta).toContainEqual({ property: 'article:published_time', content: '2026-11-20T08:00:00.000Z' });
    expect(meta).toContainEqual({ property: 'article:modified_time', content: '2026-11-20T09:30:00.000Z' });
    expect(meta).toContainEqual({ property: 'article:section', content: 'PPN' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://newstax.test/id/ppn/tarif-ppn-12-persen',
    });
    expect(find(meta, 'rel', 'alternate').map((l) => l.hrefLang)).toEqual(['id', 'en', 'x-default', undefined]);
    expect(meta).toContainEqual({ property: 'og:locale', content: 'id_ID' });
    expect(meta).toContainEqual({ property: 'og:locale:alternate', content: 'en_GB' });
    // Without a counterpart there is nothing to pair: no hreflang, as in the sitemap.
    const alone = articlePageMeta(SITE, { ...source, counterpart: null });
    expect(find(alone, 'rel', 'alternate').map((l) => l.type)).toEqual(['application/rss+xml']);
    expect(find(alone, 'property', 'og:locale:alternate')).toEqual([]);
    // An SVG cover is not shared: social networks do not render SVG.
    const svg = articlePageMeta(SITE, translation);
    expect(svg).toContainEqual({ property: 'og:image', content: 'https://newstax.test/images/og-default.png' });
  });
});

describe('JSON-LD', () => {
  it('describes a source article as NewsArticle with its translation in workTranslation', () => {
    const value = JSON.parse(htmlSafeJson(newsArticleJsonLd(SITE, source, { categoryName: 'PPN' })));
    expect(value).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: source.title,
      datePublished: '2026-11-20T08:00:00.000Z',
      dateModified: '2026-11-20T09:30:00.000Z',
      inLanguage: 'id',
      image: ['https://newstax.test/images/covers/ppn.jpg'],
      author: [{ '@type': 'Person', name: 'Rina Hapsari', url: 'https://newstax.test/id/penulis/rina-hapsari' }],
      publisher: {
        '@type': 'NewsMediaOrganization',
        name: 'newstax',
        logo: { '@type': 'ImageObject', url: 'https://newstax.test/images/logo.png' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://newstax.test/id/ppn/tarif-ppn-12-persen' },
      articleSection: 'PPN',
      workTranslation: { '@type': 'NewsArticle', url: 'https://newstax.test/en/ppn/vat-rate-12-percent' },
    });
    expect(value).not.toHaveProperty('translationOfWork');
  });

  it('points a translation at its source with translationOfWork; no author means the publisher', () => {
    const value = JSON.parse(htmlSafeJson(newsArticleJsonLd(SITE, translation)));
    expect(value.translationOfWork).toEqual({
      '@type': 'NewsArticle',
      url: 'https://newstax.test/id/ppn/tarif-ppn-12-persen',
      inLanguage: 'id',
    });
    expect(value).not.toHaveProperty('workTranslation');
    expect(value.author).toEqual([{ '@type': 'NewsMediaOrganization', name: 'newstax', url: 'https://newstax.test/' }]);
    expect(value.image).toEqual(['https://newstax.test/images/og-default.png']);
    const alone = newsArticleJsonLd(SITE, { ...source, counterpart: null });
    expect(alone).not.toHaveProperty('workTranslation');
    expect(alone).not.toHaveProperty('translationOfWork');
  });

  it("names an English article's author by the English author page, which is a ProfilePage of that Person", () => {
    const english = newsArticleJsonLd(SITE, { ...translation, author: { slug: 'rina-hapsari', name: 'Rina Hapsari' } });
    const url = 'https://newstax.test/en/authors/rina-hapsari';
    expect(english.author).toEqual([{ '@type': 'Person', name: 'Rina Hapsari', url }]);
    const input = { slug: 'rina-hapsari', lang: 'en' as const, name: 'Rina Hapsari', links: [] };
    expect(
      profilePageJsonLd(SITE, { ...input, role: 'Tax news reporter', description: 'Rina covers tax news.' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      inLanguage: 'en',
      mainEntity: {
        '@type': 'Person',
        name: 'Rina Hapsari',
        url,
        jobTitle: 'Tax news reporter',
        description: 'Rina covers tax news.',
      },
    });
    const links = ['https://www.linkedin.com/in/example'];
    const bare = profilePageJsonLd(SITE, { ...input, links, role: null, description: null });
    expect(bare.mainEntity).toEqual({ '@type': 'Person', name: 'Rina Hapsari', url, sameAs: links });
  });

  it('builds BreadcrumbList and WebSite with a SearchAction', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'newstax', url: 'https://newstax.test/id' },
        { name: 'PPh', url: 'https://newstax.test/id/pph' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'newstax', item: 'https://newstax.test/id' },
        { '@type': 'ListItem', position: 2, name: 'PPh', item: 'https://newstax.test/id/pph' },
      ],
    });
    expect(webSiteJsonLd(SITE, 'en')).toMatchObject({
      '@type': 'WebSite',
      url: 'https://newstax.test/en',
      inLanguage: 'en',
      potentialAction: {
        '@type': 'SearchAction',
        target: 'https://newstax.test/en/search?q={search_term_string}',
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('JSON-LD in a script element', () => {
  const hostile = newsArticleJsonLd(SITE, { ...source, title: HOSTILE, excerpt: 'line\u2028sep\u2029para <!-- x' });

  it('cannot be broken out of: no <, >, & or line separators, and still the same JSON', () => {
    const text = htmlSafeJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(hostile);
    expect(JSON.parse(text).headline).toBe(HOSTILE);
  });

  it("matches what Remix's <Meta> renders for a script:ld+json descriptor, which escapes it itself", () => {
    const Stub = createRemixStub([{ path: '/', meta: () => [jsonLdMeta(hostile)], Component: Meta }]);
    // React warns that useLayoutEffect does nothing on the server; nothing else may be logged.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(<Stub />);
    expect(errors.mock.calls.filter(([m]) => !String(m).includes('useLayoutEffect'))).toEqual([]);
    errors.mockRestore();
    const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(match?.[1]).toBe(htmlSafeJson(hostile));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('lastModified', () => {
  it('is the editor’s revision when set, in dateModified and og modified_time alike', () => {
    const revised = { ...source, updatedAt: '2026-11-25T00:00:00.000Z', revisedAt: '2026-11-20T17:05:00+07:00' };
    expect(newsArticleJsonLd(SITE, revised).dateModified).toBe('2026-11-20T10:05:00.000Z');
    expect(articlePageMeta(SITE, revised)).toContainEqual({
      property: 'article:modified_time',
      content: '2026-11-20T10:05:00.000Z',
    });
  });

  it('is the publication when the update came within the hour', () => {
    const touched = { ...source, updatedAt: '2026-11-20T08:45:00.000Z' };
    expect(newsArticleJsonLd(SITE, touched).dateModified).toBe('2026-11-20T08:00:00.000Z');
  });

  it('is the later of publication and update, in UTC', () => {
    expect(lastModified('2026-11-20T08:00:00+07:00', '2026-11-19T00:00:00Z')).toBe('2026-11-20T01:00:00.000Z');
    expect(lastModified('2026-11-20T08:00:00.123456+00:00', '2026-11-21T00:00:00+00:00')).toBe(
      '2026-11-21T00:00:00.000Z',
    );
  });
});
