import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loader as layoutLoader } from '~/routes/$lang';
import { loader as homeLoader } from '~/routes/$lang._index';
import { loader as listingLoader } from '~/routes/$lang.$category._index';
import { loader as articleLoader } from '~/routes/$lang.$category.$slug';
import { loader as calendarLoader } from '~/routes/$lang.kalender._index';
import { loader as glossaryLoader } from '~/routes/$lang.kamus._index';
import { loader as termLoader } from '~/routes/$lang.kamus.$slug';
import { loader as kursLoader } from '~/routes/$lang.kurs-pajak._index';
import { loader as kursHistoryLoader } from '~/routes/$lang.kurs-pajak.$currency';
import { loader as kursFeedLoader } from '~/routes/$lang.kurs-pajak.feed[.]xml';
import { loader as authorLoader } from '~/routes/$lang.penulis.$slug';
import { loader as registerLoader } from '~/routes/$lang.peraturan._index';
import { loader as regulationLoader } from '~/routes/$lang.peraturan.$slug';
import { loader as correctionsLoader } from '~/routes/$lang.ralat._index';
import { loader as searchLoader } from '~/routes/$lang.search';
import { loader as kursCsvLoader } from '~/routes/kurs-pajak[.]csv';
import { loader as kursApiLoader } from '~/routes/kurs-pajak[.]json';
import { sql } from '../setup/db.ts';
import { loaderContext } from '../setup/loader-context.ts';
import { runLoader } from '../setup/run-loader.ts';
import { TEST_SITE_URL } from '../setup/site-url.ts';

/**
 * How many times a page render waits on the database, counted without a clock: a request to it that starts
 * after another has answered waited for that answer (a waterfall). Every page type asks in one round trip once
 * the isolate's minute-long caches (categories, glossary terms) are warm, as a reader's request usually finds
 * them; the article and register entry pages' one round trip is a budget (docs/decisions/0013, 0018).
 */

type Loader = (args: LoaderFunctionArgs) => unknown;

const UNCATEGORISED = 'test-round-trips-uncategorised';

const PAGES: [string, Loader, string, Record<string, string>][] = [
  ['home', homeLoader, '/id', {}],
  ['listing', listingLoader, '/id/pph', { category: 'pph' }],
  [
    'article',
    articleLoader,
    '/id/berita/dirjen-pajak-coretax-tidak-ditarik-mundur',
    { category: 'berita', slug: 'dirjen-pajak-coretax-tidak-ditarik-mundur' },
  ],
  [
    'article without a category',
    articleLoader,
    `/id/berita/${UNCATEGORISED}`,
    { category: 'berita', slug: UNCATEGORISED },
  ],
  ['search', searchLoader, '/id/search?q=pajak', {}],
  ['register', registerLoader, '/id/peraturan', {}],
  ['register entry', regulationLoader, '/id/peraturan/pmk-168-2023', { slug: 'pmk-168-2023' }],
  ['glossary', glossaryLoader, '/id/kamus', {}],
  ['glossary entry', termLoader, '/id/kamus/ppn', { slug: 'ppn' }],
  ['calendar', calendarLoader, '/id/kalender', {}],
  ['author', authorLoader, '/id/penulis/rina-hapsari', { slug: 'rina-hapsari' }],
  ['corrections', correctionsLoader, '/id/ralat', {}],
  ['kurs pajak', kursLoader, '/id/kurs-pajak?jumlah=100&mata_uang=USD&tanggal=2025-01-08', {}],
  ['kurs pajak history', kursHistoryLoader, '/id/kurs-pajak/usd', { currency: 'usd' }],
];

/** Runs the loaders Remix runs for a document request and counts the database's round trips. */
async function roundTrips(leaf: Loader, path: string, params: Record<string, string>): Promise<number> {
  const context = loaderContext();
  const render = () =>
    Promise.all(
      [layoutLoader, leaf].map((loader) =>
        loader({ request: new Request(`${TEST_SITE_URL}${path}`), params: { lang: 'id', ...params }, context }),
      ),
    );
  await render(); // warms the isolate's caches
  const realFetch = globalThis.fetch;
  let answered = 0;
  const answeredBefore: number[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    answeredBefore.push(answered);
    try {
      return await realFetch(input, init);
    } finally {
      answered++;
    }
  });
  await render();
  expect(answeredBefore.length, 'the page asks the database something').toBeGreaterThan(0);
  return new Set(answeredBefore).size;
}

beforeAll(async () => {
  await sql(`delete from public.articles where slug = '${UNCATEGORISED}'`);
  await sql(
    `insert into public.articles (slug, title, lang, category, body, published_at)
     values ('${UNCATEGORISED}', 'Uji tanpa rubrik', 'id', null, 'Teks.', now() - interval '400 days')`,
  );
});
afterAll(async () => {
  await sql(`delete from public.articles where slug = '${UNCATEGORISED}'`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('database round trips per page render, warm isolate', () => {
  it.each(PAGES)('%s: one', async (_name, leaf, path, params) => {
    expect(await roundTrips(leaf, path, params)).toBe(1);
  });
});

describe('database round trips of the kurs pajak API and files', () => {
  it.each([
    ['the API', kursApiLoader, '/kurs-pajak.json?tanggal=2025-01-08&mata_uang=USD'],
    ['the CSV', kursCsvLoader, '/kurs-pajak.csv'],
    ['the feed', kursFeedLoader, '/id/kurs-pajak/feed.xml'],
  ] as const)('%s: one request', async (_name, loader, path) => {
    const realFetch = globalThis.fetch;
    let requests = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      requests++;
      return realFetch(input, init);
    });
    const response = (await loader({
      request: new Request(`${TEST_SITE_URL}${path}`),
      params: { lang: 'id' },
      context: loaderContext(),
    })) as Response;
    expect([200, 404]).toContain(response.status);
    expect(requests).toBe(1);
  });
});

describe('an article without a category, asked for in the same round trip', () => {
  it('still lists the newest stories in its language as related, itself left out', async () => {
    const page = await runLoader(articleLoader, `/id/berita/${UNCATEGORISED}`, {
      lang: 'id',
      category: 'berita',
      slug: UNCATEGORISED,
    });
    if (page.data?.kind !== 'article') throw new Error(`not an article page: ${page.status}`);
    const newest = await sql<{ slug: string }>(
      `select slug from public.articles where lang = 'id' and published_at <= now() and slug <> '${UNCATEGORISED}'
       order by published_at desc, id desc limit 4`,
    );
    expect(page.data.related.map((card) => card.slug)).toEqual(newest.map((row) => row.slug));
  });
});
