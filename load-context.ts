import type { ExecutionContext } from '@cloudflare/workers-types';

// `Env` is generated from wrangler.toml and .dev.vars.example by `npm run typegen` (worker-configuration.d.ts);
// app/lib/env.server.ts parses it.
declare module '@remix-run/cloudflare' {
  interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: Pick<ExecutionContext, 'waitUntil' | 'passThroughOnException'>;
      caches: unknown;
      cf: unknown;
    };
  }
}
