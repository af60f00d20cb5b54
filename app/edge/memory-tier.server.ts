import {
  type EdgeCacheContext,
  fromSnapshot,
  maxAgeOf,
  type Snapshot,
  STORED_AT,
  snapshotOf,
} from './edge-cache.server';

type Cache = EdgeCacheContext['cache'];

type Entry = Snapshot & { expiresAt: number };

/**
 * A small per-isolate memory tier in front of the Workers Cache API (docs/decisions/0013). A hot page is
 * answered from the isolate's memory instead of a Cache API lookup and a body stream from the colo's cache.
 * It holds exactly what the Cache API holds (the same headers, so the same stored-at time and the same
 * fresh / stale decisions in withEdgeCache) and drops an entry when the Cache API would: at the end of its
 * stored s-maxage. Isolates are short-lived and independent, so it only ever adds hits; least recently used
 * entries go first once `maxBytes` is reached.
 */
export function withMemoryTier(
  cache: Cache,
  { maxBytes = 8 * 1024 * 1024, now = Date.now }: { maxBytes?: number; now?: () => number } = {},
): Cache {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.byteLength;
    entries.delete(key);
  };

  const remember = (key: string, entry: Entry) => {
    remove(key);
    if (entry.body.byteLength > maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const lifetimeMs = (headers: Headers) => (maxAgeOf(headers.get('Cache-Control'), 's-maxage') ?? 0) * 1000;

  const entryOf = async (response: Response): Promise<Entry> => ({
    ...(await snapshotOf(response)),
    expiresAt: now() + lifetimeMs(response.headers),
  });

  return {
    async match(request) {
      const key = request.url;
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, entry);
        return fromSnapshot(entry);
      }
      remove(key);
      const stored = await cache.match(request);
      if (!stored) return undefined;
      const fromColo = await entryOf(stored);
      // The colo's copy has already lived part of its lifetime; the stored-at header tells how much.
      const storedAt = Number(stored.headers.get(STORED_AT) ?? now());
      fromColo.expiresAt = storedAt + lifetimeMs(stored.headers);
      remember(key, fromColo);
      return fromSnapshot(fromColo);
    },
    async put(request, response) {
      const entry = await entryOf(response);
      remember(request.url, entry);
      await cache.put(request, fromSnapshot(entry));
    },
    async delete(request) {
      remove(request.url);
      return cache.delete(request);
    },
  };
}
