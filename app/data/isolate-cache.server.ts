import type { NewsClient } from '~/lib/supabase.server';

/**
 * A read that changes rarely and that many pages need (the categories, the glossary's terms), kept for `ttlMs`
 * per isolate and client. Only a value that has arrived is shared, never a read in flight: on Workers a promise
 * belongs to the request that started its I/O, and another request awaiting it fails (an article page answered
 * 500 instead of 503 when the database hung). A failed read is not kept, so the next request tries again.
 */
export function cachedPerIsolate<T>(
  load: (db: NewsClient) => Promise<T>,
  ttlMs = 60_000,
): (db: NewsClient, now?: number) => Promise<T> {
  const cache = new WeakMap<NewsClient, { expires: number; value: T }>();
  return async (db, now = Date.now()) => {
    const hit = cache.get(db);
    if (hit && hit.expires > now) return hit.value;
    const value = await load(db);
    cache.set(db, { expires: now + ttlMs, value });
    return value;
  };
}
