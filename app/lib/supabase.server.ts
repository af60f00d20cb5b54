import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import type { ServerEnv } from './env.server';

export type NewsClient = SupabaseClient<Database>;

const clients = new Map<string, NewsClient>();

/**
 * One client per (URL, key, timeout) per isolate: the client holds no per-request state (no session, no
 * realtime), so reusing it saves rebuilding it on every request. Every request it makes carries a timeout,
 * and none is retried.
 */
export function supabaseFor(env: ServerEnv): NewsClient {
  const cacheKey = `${env.SUPABASE_URL}\n${env.SUPABASE_ANON_KEY}\n${env.SUPABASE_TIMEOUT_MS}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const timeoutMs = env.SUPABASE_TIMEOUT_MS;
    client = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // postgrest-js retries GETs with 1-2-4 s backoff by default: a reader would wait 7 s for an error page.
      // A page fails fast instead, and the edge cache's stale-if-error covers short outages.
      db: { retry: false },
      global: {
        fetch: (input, init) => {
          const timeout = AbortSignal.timeout(timeoutMs);
          const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
          return fetch(input, { ...init, signal });
        },
      },
    });
    clients.set(cacheKey, client);
  }
  return client;
}
