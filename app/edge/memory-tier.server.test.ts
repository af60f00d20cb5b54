import { describe, expect, it } from 'vitest';
import { cacheControl } from '~/lib/response-policy';
import { withEdgeCache } from './edge-cache.server';
import { withMemoryTier } from './memory-tier.server';

const key = (path: string) => new Request(`https://newstax.test/__edge-cache/system${path}`);

/** Stands in for the Workers Cache API (workerd's own is exercised in tests/e2e/edge.spec.ts), counting lookups. */
function coloCache() {
  const entries = new Map<string, Response>();
  const store = {
    lookups: 0,
    match: async (request: Request) => {
      store.lookups++;
      return entries.get(request.url)?.clone();
    },
    put: async (request: Request, response: Response) => void entries.set(request.url, response),
    delete: async (request: Request) => entries.delete(request.url),
  };
  return store;
}

const stored = (body: string, storedAt: number, lifetimeSeconds = 100) =>
  new Response(body, {
    headers: { 'Cache-Control': `public, s-maxage=${lifetimeSeconds}`, 'X-Edge-Stored-At': String(storedAt) },
  });

describe('the memory tier in front of the Cache API', () => {
  it('forgets a deleted page in memory and in the colo, so the next lookup misses', async () => {
    const colo = coloCache();
    const tier = withMemoryTier(colo, { now: () => 0 });
    await tier.put(key('/id/ditarik'), stored('<p>terbit</p>', 0));
    expect(await (await tier.match(key('/id/ditarik')))?.text()).toBe('<p>terbit</p>');
    expect(await tier.delete(key('/id/ditarik'))).toBe(true);
    expect(await tier.match(key('/id/ditarik'))).toBeUndefined();
    expect(await colo.match(key('/id/ditarik'))).toBeUndefined();
  });

  it('answers a stored page from memory, as often as asked, and still writes it through to the colo', async () => {
    const colo = coloCache();
    const tier = withMemoryTier(colo, { now: () => 0 });
    await tier.put(key('/id'), stored('<p>halo</p>', 0));
    expect(await (await tier.match(key('/id')))?.text()).toBe('<p>halo</p>');
    expect(await (await tier.match(key('/id')))?.text()).toBe('<p>halo</p>');
    expect(colo.lookups).toBe(0);
    expect(await (await colo.match(key('/id')))?.text()).toBe('<p>halo</p>');
  });

  it('forgets an entry when the Cache API would, and then asks the colo', async () => {
    const colo = coloCache();
    let clock = 0;
    const tier = withMemoryTier(colo, { now: () => clock });
    await tier.put(key('/id'), stored('v1', 0, 100));
    clock = 99_000;
    await tier.match(key('/id'));
    expect(colo.lookups).toBe(0);
    clock = 100_000;
    await tier.match(key('/id'));
    expect(colo.lookups).toBe(1);
  });

  it('keeps what the colo returns, only for what is left of its lifetime', async () => {
    const colo = coloCache();
    let clock = 50_000;
    await colo.put(key('/en'), stored('from the colo', 0, 100));
    const tier = withMemoryTier(colo, { now: () => clock });
    expect(await (await tier.match(key('/en')))?.text()).toBe('from the colo');
    await tier.match(key('/en'));
    expect(colo.lookups).toBe(1);
    clock = 100_000;
    await tier.match(key('/en'));
    expect(colo.lookups).toBe(2);
  });

  it('drops the least recently used pages first when it is full', async () => {
    const colo = coloCache();
    const tier = withMemoryTier(colo, { maxBytes: 40, now: () => 0 });
    const tenBytes = '0123456789';
    await tier.put(key('/a'), stored(tenBytes, 0));
    await tier.put(key('/b'), stored(tenBytes, 0));
    await tier.put(key('/c'), stored(tenBytes, 0));
    await tier.match(key('/a'));
    await tier.put(key('/d'), stored(tenBytes, 0));
    await tier.put(key('/e'), stored(tenBytes, 0));
    expect(colo.lookups).toBe(0);
    await tier.match(key('/a'));
    expect(colo.lookups).toBe(0);
    await tier.match(key('/b'));
    expect(colo.lookups).toBe(1);
  });

  it('gives withEdgeCache the same fresh, stale and stale-if-error answers as the Cache API alone', async () => {
    let clock = 0;
    const colo = coloCache();
    const cache = withMemoryTier(colo, { now: () => clock });
    const pending: Promise<unknown>[] = [];
    const context = { cache, waitUntil: (p: Promise<unknown>) => void pending.push(p), now: () => clock };
    const page = (body: string, status = 200) =>
      new Response(body, {
        status,
        headers: {
          'Cache-Control': cacheControl({ browser: 0, edge: 60, staleWhileRevalidate: 600, staleIfError: 3600 }),
        },
      });
    const answer = async (render: () => Promise<Response>) => {
      const response = await withEdgeCache(key('/id'), render, context);
      await Promise.all(pending);
      return [response.headers.get('X-Edge-Cache'), response.status, await response.text()];
    };

    expect(await answer(async () => page('v1'))).toEqual(['MISS', 200, 'v1']);
    clock = 30_000;
    expect(await answer(async () => page('never'))).toEqual(['HIT', 200, 'v1']);
    clock = 120_000;
    expect(await answer(async () => page('v2'))).toEqual(['STALE', 200, 'v1']);
    clock = 150_000;
    expect(await answer(async () => page('never'))).toEqual(['HIT', 200, 'v2']);
    clock = 1_000_000;
    expect(await answer(async () => page('outage', 503))).toEqual(['STALE-IF-ERROR', 200, 'v2']);
    clock = 10_000_000;
    expect(await answer(async () => page('outage', 503))).toEqual(['BYPASS', 503, 'outage']);
    expect(colo.lookups).toBe(2);
  });
});
