import { describe, expect, it } from 'vitest';
import { sql } from '../setup/db.ts';
import {
  CALLABLE_FUNCTIONS,
  MARK,
  publishedSlugs,
  rest,
  roles,
  rows,
  setUpFixtureArticles,
  snapshot,
} from './support/data-access.ts';

/**
 * Data access through RPC: only the listed functions answer, and the searches return published rows only,
 * at most 10, and write nothing, whatever the arguments or Prefer header.
 */

setUpFixtureArticles();

describe('functions through RPC', () => {
  it('refuses every function in public that is not listed as callable', async () => {
    const names = await sql<{ name: string }>(
      `select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname <> all($1) order by 1`,
      [CALLABLE_FUNCTIONS],
    );
    expect(names.length).toBeGreaterThan(0);
    for (const { name } of names) {
      for (const { role, key } of roles()) {
        for (const method of ['GET', 'POST']) {
          const answer = await rest(`rpc/${name}`, { key, method, ...(method === 'POST' ? { body: {} } : {}) });
          expect(answer.status, `${role} ${method} rpc/${name}: ${answer.text}`).toBe(404);
        }
      }
    }
  });

  const tricky: Record<string, unknown>[] = [
    { search_query: MARK },
    { search_query: MARK.toUpperCase(), search_lang: 'id' },
    { search_query: '%' },
    { search_query: '_' },
    { search_query: '%%' },
    { search_query: '%_%' },
    { search_query: '\\' },
    { search_query: '\\%' },
    { search_query: '*' },
    { search_query: '' },
    { search_query: ' ' },
    { search_query: null },
    { search_query: 'a'.repeat(20_000) },
    { search_query: ' draft' },
    { search_query: 'scheduled' },
    { search_query: "' or 1=1 --" },
    { search_query: '%', search_lang: "id' or '1'='1" },
    { search_query: '%', search_lang: '%' },
    { search_query: '%', search_lang: null },
    { search_query: 'e', max_results: 1_000_000 },
    { search_query: 'e', max_results: -1 },
    { search_query: 'e', max_results: null },
    { search_query: 'e', max_results: 2_147_483_647 },
  ];

  const label = (args: Record<string, unknown>) => JSON.stringify(args).replace(/a{100,}/, (run) => `a×${run.length}`);
  // The search page's functions take a page too; whatever it says, a page is at most 20 rows and one more.
  const trickyPages = [
    ...tricky.filter((args) => !('max_results' in args)),
    { search_query: 'e', page_number: 5, page_size: 1_000_000 },
    { search_query: 'e', page_number: -1, page_size: -1 },
    { search_query: 'e', page_number: 0, page_size: 0 },
    { search_query: 'e', page_number: 2_147_483_647, page_size: 2_147_483_647 },
    { search_query: '%', page_number: 2, page_size: null },
    { search_query: ' draft', page_number: 1, search_lang: 'id' },
  ];
  it.each([
    ...['search_articles', 'search_all'].flatMap((fn) => tricky.map((args) => [fn, label(args), args, 10] as const)),
    ...['search_articles_page', 'search_page'].flatMap((fn) =>
      trickyPages.map((args) => [fn, label(args), args, 21] as const),
    ),
  ])('%s(%s): published rows only, at most a page', async (fn, _name, args, most) => {
    const published = await publishedSlugs();
    for (const { role, key } of roles()) {
      for (const method of ['POST', 'GET'] as const) {
        if (method === 'GET' && String(args.search_query ?? '').length > 1000) continue;
        const query = new URLSearchParams(
          Object.entries(args).flatMap(([name, value]) => (value === null ? [] : [[name, String(value)]])),
        );
        const answer =
          method === 'GET'
            ? await rest(`rpc/${fn}?${query}`, { key })
            : await rest(`rpc/${fn}`, { key, method, body: args, headers: { prefer: 'tx=commit' } });
        const label = `${role} ${method} ${JSON.stringify(args).slice(0, 80)}: ${answer.text.slice(0, 200)}`;
        // A null argument over GET is a missing one: PostgREST then finds no function with that signature.
        if (answer.status !== 200) {
          expect([400, 404], label).toContain(answer.status);
          continue;
        }
        const body = answer.json() as { slug: string }[] | { articles: { slug: string }[] };
        const found = Array.isArray(body) ? body : body.articles;
        expect(found.length, label).toBeLessThanOrEqual(most);
        for (const row of found) expect(published.has(row.slug), `${label} showed ${row.slug}`).toBe(true);
        expect(answer.text, label).not.toMatch(/test-da-(draft|scheduled)/);
      }
    }
  });

  it('finds the published marker row and never its draft, scheduled or draft-translation siblings', async () => {
    const answer = await rest(`rpc/search_articles?search_query=${MARK}`);
    expect((answer.json() as { slug: string }[]).map((row) => row.slug)).toEqual([rows.published]);
  });

  it.each(['search_articles', 'search_all', 'search_articles_page', 'search_page'])(
    'cannot write through %s, whatever the Prefer header',
    async (fn) => {
      const before = await snapshot();
      for (const prefer of [
        'tx=commit',
        'return=representation',
        'resolution=merge-duplicates',
        'missing=default',
        'params=single-object',
      ]) {
        const answer = await rest(`rpc/${fn}`, {
          method: 'POST',
          body: { search_query: "x'); delete from public.articles; --" },
          headers: { prefer },
        });
        expect(answer.status, `${prefer}: ${answer.text}`).toBeLessThan(500);
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});
