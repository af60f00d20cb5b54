import type { PublicEnv } from './public-env';

/**
 * The Worker's environment, parsed once per env object with one schema: every variable the site reads goes
 * through here (locally from .dev.vars, on Cloudflare from vars and secrets; `Env` is generated from those by
 * `npm run typegen`). Only `publicEnv` may reach the browser.
 */
export type ServerEnv = {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  THEME_COOKIE_SECRET: string;
  SITE_URL: string;
  ADSENSE_CLIENT_ID: string | null;
  ADSENSE_SLOT_ID: string | null;
  SUPABASE_TIMEOUT_MS: number;
  /**
   * How long the circuit breaker refuses database calls once open; null keeps BREAKER_COOL_DOWN_MS, as
   * production does (tests and incident response set it). The Node scripts read this module, so it imports no
   * value of the breaker's.
   */
  SUPABASE_BREAKER_COOL_DOWN_MS: number | null;
  /** The edge cache in front of the pages; "off" renders every request. */
  EDGE_CACHE: 'on' | 'off';
  /** Overrides how long cached pages stay fresh (tests and operators); null keeps each response's own. */
  EDGE_CACHE_FRESH_SECONDS: number | null;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Vars and secrets may be missing on a deployment whatever the generated type says. */
type RawEnv = Partial<Record<keyof Env, unknown>>;

const parsed = new WeakMap<object, ServerEnv>();

/** Parses `context.cloudflare.env` once per env object (an isolate keeps the same one across requests). */
export function serverEnv(env: Env): ServerEnv {
  const cached = parsed.get(env);
  if (cached) return cached;
  const raw: RawEnv = env;
  const result: ServerEnv = {
    SUPABASE_URL: requiredUrl(raw, 'SUPABASE_URL'),
    SUPABASE_ANON_KEY: required(raw, 'SUPABASE_ANON_KEY'),
    THEME_COOKIE_SECRET: requiredSecret(raw, 'THEME_COOKIE_SECRET'),
    SITE_URL: requiredUrl(raw, 'SITE_URL').replace(/\/+$/, ''),
    ADSENSE_CLIENT_ID: optional(raw, 'ADSENSE_CLIENT_ID'),
    ADSENSE_SLOT_ID: optional(raw, 'ADSENSE_SLOT_ID'),
    SUPABASE_TIMEOUT_MS: positiveInt(raw, 'SUPABASE_TIMEOUT_MS') ?? 4000,
    // These only tune the breaker and the cache: a value they cannot use leaves the default rather than taking
    // the site down.
    SUPABASE_BREAKER_COOL_DOWN_MS: positiveIntOrNull(raw, 'SUPABASE_BREAKER_COOL_DOWN_MS'),
    EDGE_CACHE: optional(raw, 'EDGE_CACHE') === 'off' ? 'off' : 'on',
    EDGE_CACHE_FRESH_SECONDS: positiveIntOrNull(raw, 'EDGE_CACHE_FRESH_SECONDS'),
  };
  parsed.set(env, result);
  return result;
}

export function publicEnv(env: ServerEnv): PublicEnv {
  return {
    adsense:
      env.ADSENSE_CLIENT_ID && env.ADSENSE_SLOT_ID
        ? { clientId: env.ADSENSE_CLIENT_ID, slotId: env.ADSENSE_SLOT_ID }
        : null,
  };
}

function optional(raw: RawEnv, name: keyof Env): string | null {
  const value = raw[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function required(raw: RawEnv, name: keyof Env): string {
  const value = optional(raw, name);
  if (!value) throw new EnvError(`${name} is not set. See .dev.vars.example.`);
  return value;
}

function requiredUrl(raw: RawEnv, name: keyof Env): string {
  const value = required(raw, name);
  if (!URL.canParse(value)) throw new EnvError(`${name} is not a URL: ${value}`);
  return value;
}

function requiredSecret(raw: RawEnv, name: keyof Env): string {
  const value = required(raw, name);
  if (value.length < 32) throw new EnvError(`${name} must be at least 32 characters long.`);
  return value;
}

function positiveInt(raw: RawEnv, name: keyof Env): number | null {
  const value = optional(raw, name);
  if (value === null) return null;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new EnvError(`${name} must be a positive integer.`);
  return number;
}

function positiveIntOrNull(raw: RawEnv, name: keyof Env): number | null {
  try {
    return positiveInt(raw, name);
  } catch {
    return null;
  }
}
