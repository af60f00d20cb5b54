import { describe, expect, it } from 'vitest';
import { CACHE_POLICIES, cacheControl, NOT_FOUND_CACHE_CONTROL } from '~/lib/response-policy';
import { cacheKey, headThroughEdgeCache, isStorable, policyOf, withEdgeCache } from './edge-cache.server';

const get = (url: string) => new Request(`https://newstax.test${url}`);

describe('cacheKey', () => {
  it('keys pages by theme variant and a sorted query, and shares theme-independent resources', () => {
    expect(cacheKey(get('/id/ppn?page=2&a=1'), 'dark', 'b1')?.url).toBe(
      'https://newstax.test/__edge-cache/b1/dark/id/ppn?a=1&page=2',
    );
    expect(cacheKey(get('/id/ppn'), 'system', 'b1')?.url).toBe('https://newstax.test/__edge-cache/b1/system/id/ppn?');
    expect(cacheKey(get('/sitemap.xml'), 'dark', 'b1')?.url).toBe(
      'https://newstax.test/__edge-cache/b1/any/sitemap.xml?',
    );
  });

  it('keeps each build apart, so a deploy never serves what the build before it rendered', () => {
    const before = cacheKey(get('/openapi.json'), 'dark', 'b1')?.url;
    const after = cacheKey(get('/openapi.json'), 'dark', 'b2')?.url;
    expect(before).toBe('https://newstax.test/__edge-cache/b1/any/openapi.json?');
    expect(after).toBe('https://newstax.test/__edge-cache/b2/any/openapi.json?');
  });

  it('normalises /search to its trimmed q and lang', () => {
    const a = cacheKey(get('/search?q=%20pajak%20&lang=id&utm=x'), 'dark', 'b1')?.url;
    expect(a).toBe('https://newstax.test/__edge-cache/b1/any/search?q=pajak&lang=id');
    expect(cacheKey(get('/search?q=a&q=b'), 'system', 'b1')).toBeNull();
  });

  it('never keys anything but GET and HEAD, or the theme action; a HEAD shares the GET entry', () => {
    expect(cacheKey(new Request('https://newstax.test/id', { method: 'POST' }), 'system', 'b1')).toBeNull();
    const head = cacheKey(new Request('https://newstax.test/id?b=2&a=1', { method: 'HEAD' }), 'dark', 'b1');
    expect([head?.method, head?.url]).toEqual(['GET', cacheKey(get('/id?a=1&b=2'), 'dark', 'b1')?.url]);
    expect(cacheKey(get('/action/set-theme'), 'system', 'b1')).toBeNull();
  });
});

describe('isStorable', () => {
  const response = (status: number, headers: Record<string, string>) => new Response('x', { status, headers });
  it('stores public 200s with an s-maxage and no cookie, and 404s that ask for it', () => {
    expect(isStorable(response(200, { 'Cache-Control': 'public, max-age=0, s-maxage=60' }))).toBe(true);
    expect(isStorable(response(404, { 'Cache-Control': NOT_FOUND_CACHE_CONTROL }))).toBe(true);
    expect(isStorable(response(404, { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isStorable(response(410, { 'Cache-Control': 'public, s-maxage=60' }))).toBe(false);
    expect(isStorable(response(503, { 'Cache-Control': 'public, s-maxage=60' }))).toBe(false);
    expect(isStorable(response(200, { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isStorable(response(200, { 'Cache-Control': 'private, s-maxage=60' }))).toBe(false);
    expect(isStorable(response(200, { 'Cache-Control': 'public, max-age=60' }))).toBe(false);
    expect(isStorable(response(200, { 'Cache-Control': 'public, s-maxage=60', 'Set-Cookie': 'a=b' }))).toBe(false);
  });

  it("reads a page's policy back from the Cache-Control routes set", () => {
    const page = CACHE_POLICIES.page;
    expect(policyOf(new Response('', { headers: { 'Cache-Control': cacheControl(page) } }))).toEqual({
      fresh: page.edge,
      staleWhileRevalidate: page.staleWhileRevalidate,
      staleIfError: page.staleIfError,
    });
  });
});

describe('withEdgeCache over an in-memory store', () => {
  // The store stands in for the Workers Cache API (workerd's own is exercised in tests/e2e/edge.spec.ts).
  function memoryCache() {
    const entries = new Map<string, Response>();
    return {
      entries,
      match: async (key: Request) => entries.get(key.url)?.clone(),
      put: async (key: Request, value: Response) => void entries.set(key.url, value),
      delete: async (key: Request) => entries.delete(key.url),
    };
  }
  const page = (body: string, status = 200) =>
    new Response(body, {
      status,
      headers: {
        'Cache-Control': cacheControl({ browser: 0, edge: 60, staleWhileRevalidate: 600, staleIfError: 3600 }),
      },
    });

  /** A cache, a clock the test sets, and the background work to wait for, as withEdgeCache sees them. */
  function harness() {
    const cache = memoryCache();
    const pending: Promise<unknown>[] = [];
    const clock = { now: 0 };
    const context = { cache, waitUntil: (p: Promise<unknown>) => void pending.push(p), now: () => clock.now };
    return { cache, clock, context, settled: () => Promise.all(pending) };
  }

  it('serves fresh, then stale while revalidating, then stale if the render fails', async () => {
    const { clock, context, settled } = harness();
    const key = get('/__edge-cache/b1/system/id');

    const miss = await withEdgeCache(key, async () => page('v1'), context);
    expect(miss.headers.get('X-Edge-Cache')).toBe('MISS');
    await settled();

    clock.now = 30_000;
    const hit = await withEdgeCache(key, async () => page('never'), context);
    expect([hit.headers.get('X-Edge-Cache'), await hit.text()]).toEqual(['HIT', 'v1']);
    expect(hit.headers.get('Cache-Control')).toContain('s-maxage=60');

    clock.now = 120_000;
    const stale = await withEdgeCache(key, async () => page('v2'), context);
    expect([stale.headers.get('X-Edge-Cache'), await stale.text()]).toEqual(['STALE', 'v1']);
    await settled();

    clock.now = 1_000_000;
    const down = await withEdgeCache(key, async () => page('outage', 503), context);
    expect([down.headers.get('X-Edge-Cache'), await down.text()]).toEqual(['STALE-IF-ERROR', 'v2']);

    clock.now = 10_000_000;
    const tooOld = await withEdgeCache(key, async () => page('outage', 503), context);
    expect([tooOld.status, await tooOld.text()]).toEqual([503, 'outage']);
  });

  it("answers a HEAD with the stored copy's headers while it may be served, and never stores a HEAD render", async () => {
    const { cache, clock, context, settled } = harness();
    const key = get('/__edge-cache/b1/system/id');
    let renders = 0;
    const headRender = async () => {
      renders++;
      return new Response(null, { headers: page('').headers });
    };

    const cold = await headThroughEdgeCache(key, headRender, context);
    expect([cold.headers.get('X-Edge-Cache'), renders, cache.entries.size]).toEqual(['BYPASS', 1, 0]);

    await withEdgeCache(key, async () => page('v1'), context);
    await settled();
    clock.now = 30_000;
    const hit = await headThroughEdgeCache(key, headRender, context);
    expect([hit.status, hit.headers.get('X-Edge-Cache'), hit.headers.get('Age'), await hit.text()]).toEqual([
      200,
      'HIT',
      '30',
      '',
    ]);
    expect(hit.headers.get('Cache-Control')).toContain('s-maxage=60');
    clock.now = 120_000;
    expect((await headThroughEdgeCache(key, headRender, context)).headers.get('X-Edge-Cache')).toBe('STALE');
    expect(renders).toBe(1);

    // Past the time a stale copy may be served without a render: Remix answers.
    clock.now = 10_000_000;
    expect((await headThroughEdgeCache(key, headRender, context)).headers.get('X-Edge-Cache')).toBe('BYPASS');
    expect(renders).toBe(2);
  });

  it('drops the stored copy once the page is gone, so an outage later cannot bring it back', async () => {
    for (const [gone, when] of [
      [404, 'stale'],
      [410, 'stale'],
      [404, 'expired'],
    ] as const) {
      const { cache, clock, context, settled } = harness();
      const key = get(`/__edge-cache/b1/system/id/berita/ditarik-${gone}-${when}`);
      await withEdgeCache(key, async () => page('published'), context);
      await settled();
      expect(cache.entries.size).toBe(1);

      // Unpublished: within the stale window the reader still gets the copy once while the refresh learns it is
      // gone; after the stale window the render answers at once. Either way the copy is dropped.
      clock.now = when === 'stale' ? 120_000 : 1_000_000;
      // A page's 404 and 410 are no-store (app/lib/http.server.ts).
      const goneAnswer = new Response('not found', { status: gone, headers: { 'Cache-Control': 'no-store' } });
      await withEdgeCache(key, async () => goneAnswer, context);
      await settled();
      expect(cache.entries.size, `${gone} ${when}`).toBe(0);

      clock.now += 1_000;
      const outage = await withEdgeCache(key, async () => page('outage', 503), context);
      expect([outage.status, await outage.text()], `${gone} ${when}`).toEqual([503, 'outage']);
    }
  });

  it("keeps a resource's 404 for its five minutes, without asking the route again, and never stale", async () => {
    const { cache, clock, context, settled } = harness();
    const key = get('/__edge-cache/b1/any/sitemaps/articles-id-999999999.xml');
    let renders = 0;
    const render = async () => {
      renders++;
      return new Response('Not Found\n', { status: 404, headers: { 'Cache-Control': NOT_FOUND_CACHE_CONTROL } });
    };
    expect((await withEdgeCache(key, render, context)).headers.get('X-Edge-Cache')).toBe('MISS');
    await settled();
    clock.now = 299_000;
    const again = await withEdgeCache(key, render, context);
    expect([again.status, again.headers.get('X-Edge-Cache'), renders]).toEqual([404, 'HIT', 1]);
    clock.now = 301_000;
    expect((await withEdgeCache(key, render, context)).headers.get('X-Edge-Cache')).toBe('MISS');
    await settled();
    expect([renders, cache.entries.size]).toEqual([2, 1]);
    // An outage past its lifetime gets the outage, not the old 404.
    clock.now = 700_000;
    const outage = await withEdgeCache(key, async () => new Response('down', { status: 503 }), context);
    expect(outage.status).toBe(503);
  });

  it('keeps the stored copy when a render fails or answers anything else', async () => {
    const { cache, clock, context, settled } = harness();
    const key = get('/__edge-cache/b1/system/id/tetap');
    await withEdgeCache(key, async () => page('published'), context);
    await settled();
    clock.now = 1_000_000;
    for (const status of [400, 500, 503]) await withEdgeCache(key, async () => page('x', status), context);
    await settled();
    expect(cache.entries.size).toBe(1);
  });
});

describe('concurrent misses for one page', () => {
  function emptyCache() {
    const puts: string[] = [];
    return {
      puts,
      match: async () => undefined,
      put: async (key: Request) => void puts.push(key.url),
      delete: async () => false,
    };
  }
  const page = (body: string, headers: Record<string, string> = {}) =>
    new Response(body, {
      headers: {
        'Cache-Control': cacheControl({ browser: 0, edge: 60, staleWhileRevalidate: 600, staleIfError: 3600 }),
        ...headers,
      },
    });

  it('renders once, and every reader gets the page', async () => {
    const cache = emptyCache();
    const pending: Promise<unknown>[] = [];
    const context = { cache, waitUntil: (p: Promise<unknown>) => void pending.push(p) };
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page('<p>sekali</p>');
    };
    const key = get('/__edge-cache/b1/system/id/coalesced');
    const answers = await Promise.all(Array.from({ length: 5 }, () => withEdgeCache(key, render, context)));
    await Promise.all(pending);
    expect(renders).toBe(1);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(Array(5).fill('<p>sekali</p>'));
    expect(answers.map((answer) => answer.headers.get('Cache-Control'))).toEqual(
      Array(5).fill(answers[0]?.headers.get('Cache-Control')),
    );
    expect(cache.puts).toHaveLength(1);

    // Once the render is done, the next miss renders again (nothing is shared across time, only in flight).
    await withEdgeCache(key, render, context);
    expect(renders).toBe(2);
  });

  it('never shares a response that must not be cached, nor a failed render: each reader renders its own', async () => {
    const context = { cache: emptyCache(), waitUntil: () => {} };
    let renders = 0;
    const personal = async () => {
      const reader = ++renders;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page(`reader ${reader}`, { 'Set-Cookie': `n=${reader}` });
    };
    const key = get('/__edge-cache/b1/system/id/personal');
    const bodies = await Promise.all(
      Array.from({ length: 3 }, () => withEdgeCache(key, personal, context).then((r) => r.text())),
    );
    expect(renders).toBe(3);
    expect(new Set(bodies).size).toBe(3);

    let attempts = 0;
    const failing = async () => {
      attempts++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('database down');
    };
    const failed = await Promise.allSettled(
      Array.from({ length: 3 }, () => withEdgeCache(get('/__edge-cache/b1/system/id/down'), failing, context)),
    );
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(attempts).toBe(3);
  });
});
