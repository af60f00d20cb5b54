import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { BREAKER_COOL_DOWN_MS, CircuitBreaker } from './circuit-breaker.server';
import type { Database } from './database.types';
import type { ServerEnv } from './env.server';

export type NewsClient = SupabaseClient<Database>;

const clients = new Map<string, NewsClient>();
const breakers = new Map<string, CircuitBreaker>();

/** A call the breaker refused: the database failed repeatedly, and this isolate is not asking it for now. */
export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError';
}

/** Responses that have no body to read. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * The isolate's breaker for `env`'s database: module state, so every request this isolate serves shares it
 * (app/lib/circuit-breaker.server.ts, docs/decisions/0046-database-circuit-breaker.md).
 */
export function breakerFor(env: ServerEnv): CircuitBreaker {
  const key = `${env.SUPABASE_URL}\n${env.SUPABASE_TIMEOUT_MS}\n${env.SUPABASE_BREAKER_COOL_DOWN_MS}`;
  let breaker = breakers.get(key);
  if (!breaker) {
    breaker = new CircuitBreaker({
      coolDownMs: env.SUPABASE_BREAKER_COOL_DOWN_MS ?? BREAKER_COOL_DOWN_MS,
      probeTimeoutMs: env.SUPABASE_TIMEOUT_MS,
    });
    breakers.set(key, breaker);
  }
  return breaker;
}

/**
 * fetch for the database: refused at once while the breaker is open, cut off at the timeout otherwise, and read
 * whole before it counts, so an answer whose body stalls is a failure and not a success. A 5xx, a refused
 * connection or a timeout is a failure; any other answer, a 4xx included (a bad filter), is the database working.
 */
function guardedFetch(breaker: CircuitBreaker, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    let call = breaker.admit();
    const probing = call ? null : breaker.probeEnded();
    if (probing) {
      // One call is probing the database after a cool-down. A page asks for several things at once: refusing the
      // others would end the page, and with it the probe, before the database could answer, so the breaker would
      // never close. They wait for the probe instead (at most its timeout) and go ahead if it succeeded.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([probing, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      call = breaker.admit();
    }
    if (!call) throw new CircuitOpenError('the database failed repeatedly: calls are paused for a cool-down');
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      const response = await fetch(input, { ...init, signal });
      const body = NULL_BODY.has(response.status) ? null : await response.arrayBuffer();
      if (response.status >= 500) call.failed();
      else call.succeeded();
      const { status, statusText, headers } = response;
      return new Response(body, { status, statusText, headers });
    } catch (error) {
      if (init?.signal?.aborted) call.abandoned();
      else call.failed();
      throw error;
    }
  };
}

/**
 * One client per (URL, key, timeout, cool-down) per isolate: the client holds no per-request state (no session,
 * no realtime), so reusing it saves rebuilding it on every request. Every request it makes carries a timeout
 * and goes through the isolate's circuit breaker, and none is retried.
 */
export function supabaseFor(env: ServerEnv): NewsClient {
  const cacheKey = `${env.SUPABASE_URL}\n${env.SUPABASE_ANON_KEY}\n${env.SUPABASE_TIMEOUT_MS}\n${env.SUPABASE_BREAKER_COOL_DOWN_MS}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // postgrest-js retries GETs with 1-2-4 s backoff by default: a reader would wait 7 s for an error page.
      // A page fails fast instead, and the edge cache's stale-if-error covers short outages.
      db: { retry: false },
      global: { fetch: guardedFetch(breakerFor(env), env.SUPABASE_TIMEOUT_MS) },
    });
    clients.set(cacheKey, client);
  }
  return client;
}
