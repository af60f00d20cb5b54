import { describe, expect, it } from 'vitest';
import {
  articlePath,
  authorPath,
  canonicalPath,
  categoryPath,
  lowerCasePath,
  regulationPath,
  regulationsPath,
  searchPath,
  swapLang,
} from './urls';

describe('urls', () => {
  it('puts an uncategorised article under "berita"', () => {
    expect(articlePath({ slug: 'a', category: null, lang: 'id' })).toBe('/id/berita/a');
    expect(articlePath({ slug: 'a', category: 'ppn', lang: 'en' })).toBe('/en/ppn/a');
  });

  it('adds ?page only beyond the first page', () => {
    expect(categoryPath('id', 'ppn')).toBe('/id/ppn');
    expect(categoryPath('id', 'ppn', 1)).toBe('/id/ppn');
    expect(categoryPath('id', 'ppn', 3)).toBe('/id/ppn?page=3');
  });

  it('replaces the language segment, or adds one', () => {
    expect(swapLang('/id', 'en')).toBe('/en');
    expect(swapLang('/id/ppn/x', 'en')).toBe('/en/ppn/x');
    expect(swapLang('/en/ppn', 'id')).toBe('/id/ppn');
    expect(swapLang('/', 'en')).toBe('/en');
    expect(swapLang('/fr/x', 'id')).toBe('/id/fr/x');
  });

  it('maps a section whose segment differs by language', () => {
    expect(swapLang('/id/peraturan/pmk-168-2023', 'en')).toBe('/en/regulations/pmk-168-2023');
    expect(swapLang('/en/regulations', 'id')).toBe('/id/peraturan');
    expect(regulationPath('en', 'pp-58-2023')).toBe('/en/regulations/pp-58-2023');
    expect(regulationsPath('id', new URLSearchParams({ year: '2024' }))).toBe('/id/peraturan?year=2024');
    expect(swapLang('/id/penulis/rina-hapsari', 'en')).toBe('/en/authors/rina-hapsari');
    expect(swapLang('/en/authors/rina-hapsari', 'id')).toBe('/id/penulis/rina-hapsari');
  });

  it("builds an author's page, with ?page=N past the first", () => {
    expect(authorPath('id', 'rina-hapsari')).toBe('/id/penulis/rina-hapsari');
    expect(authorPath('en', 'rina-hapsari', 1)).toBe('/en/authors/rina-hapsari');
    expect(authorPath('en', 'rina-hapsari', 3)).toBe('/en/authors/rina-hapsari?page=3');
  });
});

describe('lowerCasePath', () => {
  it('lowers the capitals of a path under /id or /en', () => {
    expect(lowerCasePath('/ID')).toBe('/id');
    expect(lowerCasePath('/EN/')).toBe('/en/');
    expect(lowerCasePath('/en/Regulations/PMK-168-2023')).toBe('/en/regulations/pmk-168-2023');
    expect(lowerCasePath('/id/Kalender.ICS')).toBe('/id/kalender.ics');
  });

  it('lowers the capitals of the top-level files crawlers and clients ask for', () => {
    expect(lowerCasePath('/ROBOTS.TXT')).toBe('/robots.txt');
    expect(lowerCasePath('/SITEMAP.XML')).toBe('/sitemap.xml');
    expect(lowerCasePath('/Sitemap-News.xml')).toBe('/sitemap-news.xml');
    expect(lowerCasePath('/Sitemaps/Articles-ID-1.XML')).toBe('/sitemaps/articles-id-1.xml');
    expect(lowerCasePath('/OpenAPI.json')).toBe('/openapi.json');
  });

  it('changes nothing already lower case, outside the two languages, escaped, or that only looks like them', () => {
    for (const path of [
      '/id',
      '/en/regulations',
      '/id/Berita/%C3%A9',
      '/id/%ZZ',
      '/en/pph/%E0%A4%A',
      '/id/İD',
      '/Search',
      '/SEARCH',
      '/robots.txt',
      '/ROBOTS.TXT.data',
      '/Sitemaps/%41.xml',
      '/sitemaps/../ROBOTS.TXT',
      '/IDX',
      '/Enx/a',
      '/',
    ]) {
      expect(lowerCasePath(path), path).toBeNull();
    }
  });

  it('gives a file typed with a slash after it, in any case, its one address; anything else as lowerCasePath does', () => {
    expect(canonicalPath('/robots.txt/')).toBe('/robots.txt');
    expect(canonicalPath('/OpenAPI.json/')).toBe('/openapi.json');
    expect(canonicalPath('/id/feed.xml/')).toBe('/id/feed.xml');
    expect(canonicalPath('/en/PPh/feed.xml//')).toBe('/en/pph/feed.xml');
    expect(canonicalPath('/id/kalender.ics/')).toBe('/id/kalender.ics');
    expect(canonicalPath('/sitemaps/pages-id.xml/')).toBe('/sitemaps/pages-id.xml');
    expect(canonicalPath('/en/Regulations')).toBe('/en/regulations');
  });

  it('gives a path with empty segments the path without them, which stays on this site', () => {
    expect(canonicalPath('//id')).toBe('/id');
    expect(canonicalPath('/id//pph///')).toBe('/id/pph/');
    expect(canonicalPath('//EN//Regulations')).toBe('/en/regulations');
    expect(canonicalPath('//search')).toBe('/search');
    expect(canonicalPath('//')).toBe('/');
    expect(canonicalPath('//evil.example/path')).toBe('/evil.example/path');
    expect(canonicalPath('/%2F%2Fevil.example')).toBeNull();
  });

  it('unescapes letters, digits, "-", "_" and "~", which never need an escape, and nothing else', () => {
    expect(canonicalPath('/%65n/glossary/nik')).toBe('/en/glossary/nik');
    expect(canonicalPath('/e%6E/pph')).toBe('/en/pph');
    expect(canonicalPath('/id/%70eraturan/pmk%2D81%2d2024')).toBe('/id/peraturan/pmk-81-2024');
    expect(canonicalPath('/%45N/Regulations')).toBe('/en/regulations');
    expect(canonicalPath('/%73earch')).toBe('/search');
    // A stray "%" anywhere: unescaping the rest could make a new escape of the pieces ("%%32%65" into "%2e").
    expect(canonicalPath('/id/%%32%65')).toBeNull();
    expect(canonicalPath('/%65n/%')).toBeNull();
    for (const path of ['/id/%2e%2e/x', '/id/caf%C3%A9', '/id/a%2Fb', '/id/a%20b', '/id/%25', '/id/%zz']) {
      expect(canonicalPath(path), path).toBeNull();
    }
    for (const path of ['/robots.txt', '/id/feed.xml', '/search/', '/id/berita/', '/id/pajak.go.id', '/x.exe/', '/']) {
      expect(canonicalPath(path), path).toBeNull();
    }
  });

  it('builds the search page with its query, and ?page=N past the first, only with a query', () => {
    expect(searchPath('id')).toBe('/id/search');
    expect(searchPath('en', 'PPh 21 & "TER"')).toBe('/en/search?q=PPh%2021%20%26%20%22TER%22');
    expect(searchPath('id', 'pajak', 1)).toBe('/id/search?q=pajak');
    expect(searchPath('id', 'pajak', 3)).toBe('/id/search?q=pajak&page=3');
    expect(searchPath('id', '', 3)).toBe('/id/search');
  });
});
