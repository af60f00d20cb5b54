import { describe, expect, it } from 'vitest';
import { loader as articleLoader } from '~/routes/$lang.$category.$slug';
import { loader as correctionsLoader } from '~/routes/$lang.ralat._index';
import { loader as feedLoader } from '~/routes/$lang.ralat.feed[.]xml';
import { sql } from '../setup/db.ts';
import { runLoader } from '../setup/run-loader.ts';
import { TEST_SITE_URL } from '../setup/site-url.ts';
import { fetchPath, get } from './support/feeds-sitemaps.ts';

/**
 * /id/ralat and /en/corrections: every correction and reference-data change, newest first, each linking to the
 * page it concerns, paged as the register is, with a feed; and the corrected self-construction VAT article, which
 * shows its correction and answers at its old address with a 301.
 */

const KMS = 'kegiatan-membangun-sendiri-ppn-2-2-persen';
const KMS_OLD = 'kegiatan-membangun-sendiri-ppn-2-4-persen';
const SEGMENT = { id: 'ralat', en: 'corrections' } as const;
const page = (lang: 'id' | 'en', query = '') =>
  runLoader(correctionsLoader, `/${lang}/${SEGMENT[lang]}${query}`, { lang });
const article = (lang: 'id' | 'en', category: string, slug: string) =>
  runLoader(articleLoader, `/${lang}/${category}/${slug}`, { lang, category, slug });

/** The corrected article's correction date, and the list's newest date, as the database has them. */
async function datesOf(): Promise<{ corrected: Date; newest: Date }> {
  const [row] = await sql<{ corrected: Date; newest: Date }>(
    `select (select c.published_at from public.article_corrections c join public.articles a on a.id = c.article_id
             where a.slug = $1) as corrected,
            (select max(published_at) from public.corrections) as newest`,
    [KMS],
  );
  if (!row) throw new Error('no dates');
  return row;
}

/** Every entry the paged list holds, page after page. */
async function allItems(lang: 'id' | 'en') {
  const all = [];
  for (let number = 1, more = true; more; number++) {
    const items = (await page(lang, number === 1 ? '' : `?page=${number}`)).data?.view.items ?? [];
    all.push(...items);
    more = items.length > 0 && number < 10;
  }
  return all;
}

describe('the corrections page', () => {
  // The self-construction VAT correction opened the list; later corrections and data changes come before it now.
  it('lists every entry newest first, the self-construction VAT correction among them, each linking to its page', async () => {
    const { data, headers } = await page('id');
    const items = await allItems('id');
    expect(items.find((item) => item.href === `/id/ppn/${KMS}`)).toMatchObject({
      kind: 'article',
      kindLabel: 'Ralat berita',
      date: { label: '28 November 2026' },
      hrefLang: 'id',
      title: 'PPN Kegiatan Membangun Sendiri 2,2% pada 2025, Ini Syarat dan Cara Setornya',
      text: {
        lang: 'id',
        text: expect.stringMatching(/^Artikel ini sebelumnya menyebut .* 2,4% .* Yang benar: .* 2,2%/),
      },
    });
    const dates = items.map((item) => item.date.iso);
    expect(dates).toEqual([...dates].sort().reverse());
    const { newest } = await datesOf();
    expect(data?.view.items[0]?.date.iso).toBe(newest.toISOString());
    expect(items.map((item) => item.href)).toEqual(
      expect.arrayContaining([
        '/id/kamus/kms',
        '/id/peraturan/pmk-61-2022',
        '/id/peraturan/pmk-81-2024',
        '/id/kalender',
      ]),
    );
    // A day's copy ends at midnight in Jakarta, when a revocation may join the list.
    expect(headers.get('Cache-Control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(data?.alternates).toEqual({ id: '/id/ralat', en: '/en/corrections' });
  });

  it('lists every entry in English too, an Indonesian article correction in Indonesian and marked so', async () => {
    const [id, en] = await Promise.all([allItems('id'), allItems('en')]);
    expect(en.map((item) => item.key)).toEqual(id.map((item) => item.key));
    const kms = en.find((item) => item.href === `/id/ppn/${KMS}`);
    expect(kms).toMatchObject({
      kindLabel: 'Article corrected',
      hrefLang: 'id',
      titleLang: 'id',
      text: { lang: 'id' },
    });
    const term = en.find((item) => item.href === '/en/glossary/kms');
    expect(term).toMatchObject({
      kindLabel: 'Glossary entry corrected',
      title: 'Self-construction',
      titleLang: 'en',
      text: { lang: 'en', text: expect.stringContaining('2.2% of the building cost') },
    });
    const rule = en.find((item) => item.kind === 'calendar_rule');
    expect(rule).toMatchObject({ href: '/en/calendar', text: { lang: 'en' } });
  });

  it('words a revocation the register derives, dated by its revoker, with a link to the revoker', async () => {
    const all = await allItems('en');
    const revocation = all.find((item) => item.href === '/en/regulations/pmk-252-2008' && item.kind === 'revocation');
    expect(revocation).toMatchObject({
      kind: 'revocation',
      date: { label: '1 January 2024' },
      titleLang: 'id',
      text: null,
      revocation: {
        before: 'Revoked by ',
        revoker: { href: '/en/regulations/pmk-168-2023', name: 'Peraturan Menteri Keuangan Nomor 168 Tahun 2023' },
        after: ' with effect from 1 January 2024.',
      },
    });
  });

  it('pages as the register does: ?page=1 is a 301, a page past the end or a malformed one a 404', async () => {
    const first = await page('id');
    expect(first.data?.view.next).toBe('/id/ralat?page=2');
    const second = await page('id', '?page=2');
    expect(second.status).toBe(200);
    expect(second.data?.view.previous).toBe('/id/ralat');
    expect(second.data?.alternates).toEqual({ id: '/id/ralat?page=2', en: '/en/corrections?page=2' });
    const keys = new Set(first.data?.view.items.map((item) => item.key));
    expect(second.data?.view.items.some((item) => keys.has(item.key))).toBe(false);
    expect(await page('en', '?page=1')).toMatchObject({ status: 301, location: '/en/corrections' });
    for (const query of ['?page=999', '?page=0', '?page=abc', '?page=2&page=3']) {
      expect((await page('id', query)).status, query).toBe(404);
    }
  });

  it("is a 404 under the other language's segment", async () => {
    expect((await runLoader(correctionsLoader, '/en/ralat', { lang: 'en' })).status).toBe(404);
    expect((await runLoader(correctionsLoader, '/id/corrections', { lang: 'id' })).status).toBe(404);
  });
});

describe('the corrections feed', () => {
  it('carries each entry with its own guid, titled by what was corrected and linking to that page', async () => {
    const { response, text } = await get(feedLoader, '/id/ralat/feed.xml', { lang: 'id' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(text).toContain(`<atom:link href="${TEST_SITE_URL}/id/ralat/feed.xml" rel="self"`);
    expect(text).toContain(`<link>${TEST_SITE_URL}/id/ppn/${KMS}</link>`);
    expect(text).toContain(`<guid isPermaLink="false">${TEST_SITE_URL}/id/ralat#article-`);
    expect(text).toContain('<title>Ralat berita: PPN Kegiatan Membangun Sendiri 2,2% pada 2025');
    const { newest } = await datesOf();
    expect(text).toContain(`<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`);
    const en = await get(feedLoader, '/en/corrections/feed.xml', { lang: 'en' });
    expect(en.text).toContain('<title>Glossary entry corrected: Self-construction</title>');
    expect((await get(feedLoader, '/en/ralat/feed.xml', { lang: 'en' })).response.status).toBe(404);
  });
});

describe('the corrected article', () => {
  it('shows its dated correction, which dates its last change and its structured data', async () => {
    const { data } = await article('id', 'ppn', KMS);
    if (data?.kind !== 'article') throw new Error('not an article page');
    expect(data.corrections).toEqual([
      {
        iso: expect.any(String),
        label: '28 November 2026',
        text: expect.stringMatching(
          /^Artikel ini sebelumnya menyebut PPN kegiatan membangun sendiri 2,4%.* Yang benar:/,
        ),
      },
    ]);
    const { corrected: at } = await datesOf();
    expect(data.corrections[0]?.iso).toBe(at.toISOString());
    expect(data.updated?.at).toBe(at.toISOString());
    expect(data.seo.corrections).toHaveLength(1);
  });

  it('answers its old address, under any category and in either language, with a 301 to the new one', async () => {
    expect(await article('id', 'ppn', KMS_OLD)).toMatchObject({ status: 301, location: `/id/ppn/${KMS}` });
    expect(await article('id', 'berita', KMS_OLD)).toMatchObject({ status: 301, location: `/id/ppn/${KMS}` });
    expect(await article('en', 'ppn', KMS_OLD)).toMatchObject({ status: 301, location: `/en/ppn/${KMS}` });
    // A slug that never was an article's is still a 404.
    expect((await article('id', 'ppn', 'kegiatan-membangun-sendiri-ppn-9-9-persen')).status).toBe(404);
  });
});

describe('feeds and sitemaps', () => {
  it('list the corrected article at its new address only, dated by its correction', async () => {
    const { corrected: at } = await datesOf();
    const feed = await fetchPath('/id/ppn/feed.xml');
    expect(feed.text).toContain(`/id/ppn/${KMS}</link>`);
    const sitemap = await fetchPath('/sitemaps/articles-id-1.xml');
    expect(sitemap.text).toMatch(
      new RegExp(`<loc>${TEST_SITE_URL}/id/ppn/${KMS}</loc>\\s*<lastmod>${at.toISOString()}</lastmod>`),
    );
    for (const { text } of [feed, sitemap, await fetchPath('/id/feed.xml')]) expect(text).not.toContain(KMS_OLD);
  });

  it('list the corrections page in both languages, paired, dated by its newest entry', async () => {
    const { newest } = await datesOf();
    for (const [lang, path] of [
      ['id', '/id/ralat'],
      ['en', '/en/corrections'],
    ] as const) {
      const { text } = await fetchPath(`/sitemaps/pages-${lang}.xml`);
      expect(text).toMatch(
        new RegExp(`<loc>${TEST_SITE_URL}${path}</loc>\\s*<lastmod>${newest.toISOString()}</lastmod>`),
      );
      expect(text).toContain(`hreflang="en" href="${TEST_SITE_URL}/en/corrections"`);
      expect(text).toContain(`hreflang="id" href="${TEST_SITE_URL}/id/ralat"`);
    }
  });
});
