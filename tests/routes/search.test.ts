import type { AppLoadContext } from '@remix-run/cloudflare';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { action, loader } from '~/routes/search';
import { PLAIN_TITLE_SEARCH, sql } from '../setup/db.ts';
import { DEAD_SUPABASE_URL, loaderContext } from '../setup/loader-context.ts';

/**
 * GET /search: the public JSON API. Runs the route module against the real local backend.
 * It lives here, not beside app/routes/search.ts, because flat routes would take a file there for a route.
 */

type Result = { slug: string; title: string; excerpt: string; category: string | null; lang: string; url: string };
type Body = { query: string; results: Result[] };
type ErrorBody = { error: { code: string; message: string } };

const context = loaderContext();
const down = loaderContext({ SUPABASE_URL: DEAD_SUPABASE_URL });

async function call(search: string, init: { method?: string; context?: AppLoadContext } = {}) {
  const method = init.method ?? 'GET';
  const request = new Request(`https://newstax.test/search${search}`, { method });
  const args = { request, context: init.context ?? context, params: {} };
  // Remix sends POST, PUT, PATCH and DELETE to the action, everything else to the loader.
  const response = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? await action(args) : await loader(args);
  return response;
}

async function search(search: string, init?: { method?: string; context?: AppLoadContext }) {
  const response = await call(search, init);
  expect(response.status, search).toBe(200);
  return (await response.json()) as Body;
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  const body = JSON.parse(text) as ErrorBody;
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  expect(text).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
  return body;
}

/** What the database says the API should answer: published titles containing `text`, newest first, at most 10. */
async function expected(text: string, lang?: 'id' | 'en') {
  const rows = await sql<{ slug: string }>(PLAIN_TITLE_SEARCH, [text, lang ?? null]);
  return rows.map((row) => row.slug);
}

const q = (text: string, extra = '') => `?${new URLSearchParams({ q: text })}${extra}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /search: blank queries', () => {
  it.each([
    ['an empty q', '?q='],
    ['a missing q', ''],
    ['a whitespace-only q', `?q=${encodeURIComponent('  \t\n \u00a0 ')}`],
  ])('%s answers an empty result without asking the database', async (_name, query) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    // The database is "down": any request to it would turn the answer into a 503.
    const response = await call(query, { context: down });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ query: '', results: [], regulations: [], terms: [] });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('GET /search: results', () => {
  it('answers the documented shape, with the canonical url of each article', async () => {
    const response = await call(q('  Coretax  '));
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as Body;
    expect(body.query).toBe('Coretax');
    expect(body.results.length).toBeGreaterThan(0);
    for (const hit of body.results) {
      expect(Object.keys(hit).sort()).toEqual(['category', 'excerpt', 'lang', 'slug', 'title', 'url']);
      expect(hit.title.toLowerCase()).toContain('coretax');
      expect(hit.url).toBe(`/${hit.lang}/${hit.category ?? 'berita'}/${hit.slug}`);
    }
  });

  it('uses "berita" in the url of an article without a category', async () => {
    const [row] = await sql<{ slug: string; title: string; lang: string }>(
      `select slug, title, lang from public.articles
       where category is null and published_at <= now() order by published_at desc limit 1`,
    );
    if (!row) throw new Error('the seed has no published article without a category');
    const body = await search(q(row.title, `&lang=${row.lang}`));
    const hit = body.results.find((r) => r.slug === row.slug);
    expect(hit).toMatchObject({ category: null, url: `/${row.lang}/berita/${row.slug}` });
  });

  it('answers at most 10 results, newest first, as the database orders them', async () => {
    const body = await search(q('pajak'));
    expect(body.results).toHaveLength(10);
    expect(body.results.map((r) => r.slug)).toEqual(await expected('pajak'));
  });

  it('matches case-insensitively', async () => {
    const lower = await search(q('pajak daerah'));
    const upper = await search(q('PAJAK DAERAH'));
    expect(lower.results.length).toBeGreaterThan(0);
    expect(upper.results.map((r) => r.slug)).toEqual(lower.results.map((r) => r.slug));
  });

  it('filters by lang', async () => {
    const both = await search(q('PPh 21'));
    expect(new Set(both.results.map((r) => r.lang))).toEqual(new Set(['id', 'en']));
    for (const lang of ['id', 'en'] as const) {
      const body = await search(q('PPh 21', `&lang=${lang}`));
      expect(body.results.length).toBeGreaterThan(0);
      for (const hit of body.results) expect(hit.lang).toBe(lang);
      expect(body.results.map((r) => r.slug)).toEqual(await expected('PPh 21', lang));
    }
  });

  it('never returns drafts or scheduled articles', async () => {
    expect((await search(q('DRAF'))).results).toEqual([]);
    expect((await search(q('TERJADWAL'))).results).toEqual([]);
  });

  it('sends cache headers for an edge cache, CORS for everyone, nosniff, and noindex', async () => {
    for (const query of [q('pajak'), '?q=']) {
      const response = await call(query);
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cacheControl).toMatch(/\bpublic\b/);
      expect(cacheControl).toMatch(/\bmax-age=\d+/);
      expect(cacheControl).toMatch(/\bs-maxage=\d+/);
      expect(cacheControl).toMatch(/\bstale-while-revalidate=\d+/);
      expect(Number(/\bmax-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(60);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
    }
  });
});

describe('GET /search: the text is matched literally', () => {
  // PostgREST's reserved characters, each present in some seed title except "*".
  it.each([',', '.', ':', '(', ')', '*', '"', "'"])('%s cannot change the filter', async (char) => {
    const body = await search(q(char));
    for (const hit of body.results) expect(hit.title).toContain(char);
    expect(body.results.map((r) => r.slug)).toEqual(await expected(char));
    if (char !== '*') expect(body.results.length, char).toBeGreaterThan(0);
  });

  it('matches reserved characters inside longer text', async () => {
    for (const text of [
      'Dirjen Pajak: "Coretax',
      '(TER)',
      'Rp10.000:',
      "Jum'at",
      'Rp4,8',
      'or=(id.gt.0)',
      'title.eq.x',
    ]) {
      expect(
        (await search(q(text))).results.map((r) => r.slug),
        text,
      ).toEqual(await expected(text));
    }
    expect((await search(q('(TER)'))).results.length).toBeGreaterThan(0);
  });

  it('matches % and _ as themselves, not as wildcards', async () => {
    const percent = await search(q('2%'));
    expect(percent.results.length).toBeGreaterThan(0);
    for (const hit of percent.results) expect(hit.title).toContain('2%');
    expect(percent.results.map((r) => r.slug)).toEqual(await expected('2%'));
    // "%" alone would match every title as a LIKE pattern.
    const onlyPercent = await search(q('%'));
    for (const hit of onlyPercent.results) expect(hit.title).toContain('%');

    expect((await search(q('Kode_Billing'))).results.map((r) => r.title)).toEqual([
      expect.stringContaining('Kode_Billing'),
    ]);
    // As a wildcard, "_" would match "Kode Billing"-like titles too: "e_B" must match only the underscore.
    const underscore = await search(q('_'));
    expect(underscore.results.map((r) => r.slug)).toEqual(await expected('_'));
    for (const hit of underscore.results) expect(hit.title).toContain('_');
  });

  it('matches a backslash and regex syntax as themselves', async () => {
    for (const text of ['\\', '\\d', '.*', '[a-z]', 'a|b', '^Opini', 'Server$', '(?i)']) {
      const body = await search(q(text));
      expect(
        body.results.map((r) => r.slug),
        text,
      ).toEqual(await expected(text));
    }
  });

  it('finds Indonesian and other Unicode text', async () => {
    for (const text of ['€750', '40–75', 'Jum’at', 'Tanggung PPh 21', 'menakar untung rugi', '🙂']) {
      expect(
        (await search(q(text))).results.map((r) => r.slug),
        text,
      ).toEqual(await expected(text));
    }
    expect((await search(q('€750 Juta'))).results).toHaveLength(1);
    expect((await search(q('40–75 persen'))).results).toHaveLength(1);
  });
});

describe('GET /search: bad requests are a 400 in the error shape', () => {
  it('refuses a q longer than 100 characters, counted in code points after trimming', async () => {
    await expectError(await call(q('a'.repeat(101))), 400, 'query_too_long');
    await expectError(await call(q('🙂'.repeat(101))), 400, 'query_too_long');
    expect((await search(q('a'.repeat(100)))).query).toBe('a'.repeat(100));
    // 100 emoji are 200 UTF-16 code units, but 100 characters.
    expect((await search(q('🙂'.repeat(100)))).results).toEqual([]);
    expect((await search(q(`   ${'a'.repeat(100)}   `))).query).toHaveLength(100);
  });

  it('refuses an unknown lang', async () => {
    for (const lang of ['fr', 'ID', 'EN', '', 'id,en', 'en ']) {
      await expectError(await call(q('pajak', `&lang=${encodeURIComponent(lang)}`)), 400, 'invalid_lang');
    }
  });

  it('refuses a repeated parameter', async () => {
    await expectError(await call('?q=pajak&q=ppn'), 400, 'repeated_parameter');
    await expectError(await call('?q=&q='), 400, 'repeated_parameter');
    await expectError(await call('?q=pajak&lang=id&lang=en'), 400, 'repeated_parameter');
  });

  it('refuses a NUL character, which Postgres text cannot hold', async () => {
    await expectError(await call('?q=a%00b'), 400, 'invalid_query');
  });

  it('ignores unknown parameters', async () => {
    expect((await search(q('pajak', '&utm_source=x&limit=1000'))).results).toHaveLength(10);
  });
});

describe('GET /search: methods', () => {
  it('answers HEAD like GET (Remix drops the body)', async () => {
    const get = await call(q('pajak'));
    const head = await call(q('pajak'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'cache-control', 'access-control-allow-origin', 'x-content-type-options']) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers %s with 405 and Allow', async (method) => {
    const response = await call(q('pajak'), { method });
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    await expectError(response, 405, 'method_not_allowed');
  });

  it("answers OPTIONS, a browser's CORS preflight among them, with 204 and the methods and headers allowed", async () => {
    const response = await call(q('pajak'), { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      allow: 'GET, HEAD, OPTIONS',
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD',
      'access-control-allow-headers': '*',
      'access-control-max-age': '86400',
      'cache-control': 'no-store',
    });
  });
});

describe('GET /search: the database is down', () => {
  it('answers 503 in the error shape with Retry-After, never a 500 or a stack trace', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await call(q('pajak'), { context: down });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectError(response, 503, 'unavailable');
    expect(log).toHaveBeenCalled();
  });

  it('answers 503, not 500, when the environment is broken', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = loaderContext({ SUPABASE_URL: 'not a url' });
    await expectError(await call(q('pajak'), { context: broken }), 503, 'unavailable');
  });
});
