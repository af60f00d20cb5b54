import { describe, expect, it } from 'vitest';
import { formatDate } from '~/lib/dates';
import { loader, meta } from '~/routes/$lang.search';
import { sql, takeTurnsWith } from '../setup/db.ts';
import { runLoader } from '../setup/run-loader.ts';

/**
 * /{lang}/search?q=…&page=N, the search page without JavaScript: pages of 20 like the listings, what each page
 * says about how many it shows, the listings' answers to a bad page, dates, and the language switch's target.
 * The seed has too few matches of any text for several pages: this file adds its own articles, all test-*,
 * published in 2001 so that no other file's newest-first answer ever reaches them.
 */

const MARK = 'Zqhalaman';
const removeRows = async () => {
  await sql("delete from public.articles where slug like 'test-search-page-%'");
};
takeTurnsWith(
  'newstax search page articles',
  async () => {
    await removeRows();
    // 105 Indonesian and 25 English titles, one minute apart, the lowest number newest.
    await sql(
      `insert into public.articles (slug, title, lang, published_at)
       select 'test-search-page-' || lang || '-' || i, $1 || ' ' || lang || ' ' || i, lang,
         timestamptz '2001-06-01 12:00:00+07' - i * interval '1 minute'
       from (select 'id' as lang, i from generate_series(1, 105) as i
             union all select 'en', i from generate_series(1, 25) as i) as rows`,
      [MARK],
    );
  },
  removeRows,
);

/** What the page shows; the loader answers data(...) only for an over-long query, which this file never sends. */
type PageData = Exclude<Awaited<ReturnType<typeof loader>>, { init: unknown }>;
const page = async (lang: 'id' | 'en', query: string) =>
  (await runLoader(loader, `/${lang}/search${query}`, { lang })) as {
    status: number;
    location?: string | null;
    data?: PageData;
  };
const q = (text: string, extra = '') => `?${new URLSearchParams({ q: text })}${extra}`;
const numbers = (results: { title: string }[] | null | undefined) =>
  (results ?? []).map((hit) => Number(hit.title.split(' ').at(-1)));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the search page, page by page', () => {
  it('shows 20 articles a page, newest first, with links to the previous and next pages', async () => {
    const first = await page('id', q(MARK.toLowerCase()));
    expect(first.status).toBe(200);
    expect(numbers(first.data?.results)).toEqual(range(1, 20));
    expect(first.data?.summary).toEqual({ key: 'rangeMore', values: { from: 1, to: 20 } });
    expect(first.data?.previous).toBeNull();
    expect(first.data?.next).toBe('/id/search?q=zqhalaman&page=2');

    const second = await page('id', q(MARK.toLowerCase(), '&page=2'));
    expect(numbers(second.data?.results)).toEqual(range(21, 40));
    expect(second.data?.summary).toEqual({ key: 'rangeMore', values: { from: 21, to: 40 } });
    expect(second.data?.previous).toBe('/id/search?q=zqhalaman');
    expect(second.data?.next).toBe('/id/search?q=zqhalaman&page=3');
  });

  it('says how many a last page shows, and how many one page holds in all', async () => {
    const last = await page('en', q(MARK, '&page=2'));
    expect(numbers(last.data?.results)).toEqual(range(21, 25));
    expect(last.data?.summary).toEqual({ key: 'range', values: { from: 21, to: 25, count: 25 } });
    expect(last.data?.next).toBeNull();
    expect(last.data?.previous).toBe(`/en/search?q=${MARK}`);
    // "… en 2" is in the titles 2 and 20–25.
    const single = await page('en', q(`${MARK} en 2`));
    expect(numbers(single.data?.results)).toEqual([2, 20, 21, 22, 23, 24, 25]);
    expect(single.data?.summary).toEqual({ key: 'foundAll', values: { count: 7 } });
    expect(single.data?.next).toBeNull();
  });

  it('stops at the newest 100 matches and says so, without a next link', async () => {
    const fifth = await page('id', q(MARK, '&page=5'));
    expect(numbers(fifth.data?.results)).toEqual(range(81, 100));
    expect(fifth.data?.summary).toEqual({ key: 'rangeCapped', values: { from: 81, to: 100, max: 100 } });
    expect(fifth.data?.next).toBeNull();
    expect((await page('id', q(MARK, '&page=6'))).status).toBe(404);
  });

  it('answers a bad page as the listings do: 404, and page=1 is the address without it', async () => {
    for (const bad of ['&page=0', '&page=abc', '&page=-1', '&page=2.5', '&page=', '&page=2&page=3', '&page=99999']) {
      expect((await page('id', q(MARK, bad))).status, bad).toBe(404);
    }
    // Past the last page of a text's matches, and any page but the first of no search.
    expect((await page('en', q(MARK, '&page=3'))).status).toBe(404);
    expect((await page('id', '?page=2')).status).toBe(404);
    const one = await page('id', q(MARK, '&page=1'));
    expect(one.status).toBe(301);
    expect(one.location).toBe(`/id/search?q=${MARK}`);
  });

  it('shows each article with its publication date, as the listings format it', async () => {
    const rows = await sql<{ slug: string; published_at: Date }>(
      "select slug, published_at from public.articles where slug like 'test-search-page-en-%'",
    );
    const { data } = await page('en', q(MARK));
    expect(data?.results?.length).toBe(20);
    for (const hit of data?.results ?? []) {
      const row = rows.find((each) => each.slug === hit.slug);
      expect(hit.publishedAt).toBe(row?.published_at.toISOString());
      expect(hit.dateLabel).toBe(formatDate(hit.publishedAt, 'en'));
    }
    expect(data?.results?.[0]?.dateLabel).toBe('1 June 2001');
  });

  it('lists the same articles as the /search API, whose 10 are the first page’s first 10', async () => {
    const api = await sql<{ slug: string }>("select slug from public.search_articles('pajak', 'id')");
    const { data } = await page('id', q('pajak'));
    expect(data?.results?.slice(0, 10).map((hit) => hit.slug)).toEqual(api.map((row) => row.slug));
  });
});

describe('the language switch on the search page', () => {
  it('keeps the query; past the first page, it leads to the first page of the other language', async () => {
    expect((await page('id', q('ppn'))).data?.alternates).toEqual({
      id: '/id/search?q=ppn',
      en: '/en/search?q=ppn',
    });
    expect((await page('en', q(MARK, '&page=2'))).data?.alternates).toEqual({
      id: `/id/search?q=${MARK}`,
      en: `/en/search?q=${MARK}&page=2`,
    });
    // Page 5 of the Indonesian matches has no English counterpart: 25 English titles fill two pages.
    const fifth = await page('id', q(MARK, '&page=5'));
    const target = fifth.data?.alternates?.en ?? '';
    expect((await page('en', target.slice('/en/search'.length))).status, target).toBe(200);
    expect((await page('id', q('PPh 21 & "TER"'))).data?.alternates?.en).toBe(
      '/en/search?q=PPh%2021%20%26%20%22TER%22',
    );
    expect((await page('id', '')).data?.alternates).toEqual({ id: '/id/search', en: '/en/search' });
  });
});

describe('the search page title', () => {
  it('names the query as it was typed, dollar signs included', async () => {
    // String.replace reads `$&`, `$'`, `$\`` and `$$` in its replacement as patterns: the heading (the browser's
    // translator) said one thing and the tab another.
    for (const query of ["$'", '$&', '$`', 'Rp$$']) {
      const { data } = await page('en', q(query));
      const args = {
        data,
        params: { lang: 'en' },
        matches: [],
        error: undefined,
        location: { pathname: '/en/search' },
      };
      const tags = meta(args as unknown as Parameters<typeof meta>[0]);
      expect(tags, query).toContainEqual({ title: `Search results for “${query}” | newstax` });
    }
  });
});
