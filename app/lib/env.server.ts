/** Every variable the Worker reads. Locally from .dev.vars, on Cloudflare from vars and secrets. */
export type ServerEnv = {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  THEME_COOKIE_SECRET: string;
  SITE_URL: string;
  ADSENSE_CLIENT_ID: string | null;
  ADSENSE_SLOT_ID: string | null;
  SUPABASE_TIMEOUT_MS: number;
};

/** The part of the environment the browser may see. Nothing secret goes here. */
export type PublicEnv = {
  adsense: { clientId: string; slotId: string } | null;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

const parsed = new WeakMap<object, ServerEnv>();

/** Parses `context.cloudflare.env` once per env object (an isolate keeps the same one across requests). */
export function serverEnv(raw: Record<string, unknown>): ServerEnv {
  const cached = parsed.get(raw);
  if (cached) return cached;
  const env: ServerEnv = {
    SUPABASE_URL: requiredUrl(raw, 'SUPABASE_URL'),
    SUPABASE_ANON_KEY: required(raw, 'SUPABASE_ANON_KEY'),
    THEME_COOKIE_SECRET: requiredSecret(raw, 'THEME_COOKIE_SECRET'),
    SITE_URL: requiredUrl(raw, 'SITE_URL').replace(/\/+$/, ''),
    ADSENSE_CLIENT_ID: optional(raw, 'ADSENSE_CLIENT_ID'),
    ADSENSE_SLOT_ID: optional(raw, 'ADSENSE_SLOT_ID'),
    SUPABASE_TIMEOUT_MS: positiveInt(raw, 'SUPABASE_TIMEOUT_MS', 4000),
  };
  parsed.set(raw, env);
  return env;
}

export function publicEnv(env: ServerEnv): PublicEnv {
  return {
    adsense:
      env.ADSENSE_CLIENT_ID && env.ADSENSE_SLOT_ID
        ? { clientId: env.ADSENSE_CLIENT_ID, slotId: env.ADSENSE_SLOT_ID }
        : null,
  };
}

function optional(raw: Record<string, unknown>, name: string): string | null {
  const value = raw[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function required(raw: Record<string, unknown>, name: string): string {
  const value = optional(raw, name);
  if (!value) throw new EnvError(`${name} is not set. See .dev.vars.example.`);
  return value;
}

function requiredUrl(raw: Record<string, unknown>, name: string): string {
  const value = required(raw, name);
  if (!URL.canParse(value)) throw new EnvError(`${name} is not a URL: ${value}`);
  return value;
}

function requiredSecret(raw: Record<string, unknown>, name: string): string {
  const value = required(raw, name);
  if (value.length < 32) throw new EnvError(`${name} must be at least 32 characters long.`);
  return value;
}

function positiveInt(raw: Record<string, unknown>, name: string, fallback: number): number {
  const value = optional(raw, name);
  if (value === null) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new EnvError(`${name} must be a positive integer.`);
  return number;
}
