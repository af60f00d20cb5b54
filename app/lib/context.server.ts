import type { AppLoadContext } from '@remix-run/cloudflare';
import { type ServerEnv, serverEnv } from './env.server';
import { type NewsClient, supabaseFor } from './supabase.server';

/** What a loader needs from the platform: the parsed environment and the database client. */
export function requestContext(context: AppLoadContext): { env: ServerEnv; db: NewsClient } {
  const env = serverEnv(context.cloudflare.env);
  return { env, db: supabaseFor(env) };
}
