import type { NewsClient } from '~/lib/supabase.server';

/**
 * A read that changes rarely and that many pages need (the categories, the glossary's terms), kept for `ttlMs`
 * per isolate and client. A failed read is not kept, so the next request tries again.
 */
export function cachedPerIsolate<T>(
  load: (db: NewsClient) => Promise<T>,
  ttlMs = 60_000,
): (db: NewsClient, now?: number) => Promise<T> {
  const cache = new WeakMap<NewsClient, { expires: number; value: Promise<T> }>();
  return (db, now = Date.now()) => {
    const hit = cache.get(db);
    if (hit && hit.expires > now) return hit.value;
    const value = load(db);
    cache.set(db, { expires: now + ttlMs, value });
    value.catch(() => cache.delete(db));
    return value;
  };
}
