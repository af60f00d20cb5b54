import type { ExecutionContext } from '@cloudflare/workers-types';

// The Worker's environment is parsed (and typed) by app/lib/env.server.ts, so it arrives here untyped.
declare module '@remix-run/cloudflare' {
  interface AppLoadContext {
    cloudflare: {
      env: Record<string, unknown>;
      ctx: Pick<ExecutionContext, 'waitUntil' | 'passThroughOnException'>;
      caches: unknown;
      cf: unknown;
    };
  }
}
