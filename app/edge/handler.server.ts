import { themeSessionResolver } from '../lib/theme.server';
import { cacheKey, type EdgeCacheContext, type ThemeVariant, withEdgeCache } from './edge-cache.server';
import { withMemoryTier } from './memory-tier.server';
import { secureResponse } from './security-headers.server';

type PagesContext = {
  request: Request;
  env: Record<string, unknown>;
  waitUntil: (promise: Promise<unknown>) => void;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The reader's theme variant, from the signed cookie: anything unsigned or unknown is "system". */
async function themeVariant(request: Request, secret: string): Promise<ThemeVariant> {
  if (!secret || !request.headers.get('Cookie')?.includes('theme=')) return 'system';
  try {
    const session = await themeSessionResolver(secret, request)(request);
    return session.getTheme() ?? 'system';
  } catch {
    return 'system';
  }
}

/**
 * Paths whose decoded form holds a backslash or a control character name nothing on this site, and React
 * Router's server render throws on some of them ("/\\" is not a valid URL path to it): answer 404 here.
 */
function isUnroutable(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false; // Malformed escapes are Remix's to answer (it gives 400/404), not a crash.
  }
  return [...decoded].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

function notFoundPage(): Response {
  const body =
    '<!doctype html><html lang="id"><meta charset="utf-8"><title>Halaman tidak ditemukan | newstax</title>' +
    '<meta name="robots" content="noindex"><h1>Halaman tidak ditemukan</h1><p><a href="/id">Kembali ke beranda</a></p>';
  return new Response(body, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

// One memory tier per cache for the life of the isolate (module scope outlives requests).
const memoryTiers = new WeakMap<EdgeCacheContext['cache'], EdgeCacheContext['cache']>();
function tiered(cache: EdgeCacheContext['cache']): EdgeCacheContext['cache'] {
  let tier = memoryTiers.get(cache);
  if (!tier) {
    tier = withMemoryTier(cache);
    memoryTiers.set(cache, tier);
  }
  return tier;
}

/**
 * What the Pages Function does around Remix: the edge cache for GETs, then security headers (and a fresh
 * CSP nonce) on every response, cached or not.
 */
export async function handleAtTheEdge(
  context: PagesContext,
  remix: () => Promise<Response>,
  caches: { default: EdgeCacheContext['cache'] } | undefined = globalThis.caches as never,
): Promise<Response> {
  const { request, env } = context;
  const url = new URL(request.url);
  const ads = Boolean(text(env.ADSENSE_CLIENT_ID) && text(env.ADSENSE_SLOT_ID));
  const secure = (response: Response) => secureResponse(response, { ads, https: url.protocol === 'https:' });
  if (isUnroutable(url.pathname)) return secure(notFoundPage());

  const cacheOn = text(env.EDGE_CACHE) !== 'off' && caches?.default !== undefined;
  const key = cacheOn ? cacheKey(request, await themeVariant(request, text(env.THEME_COOKIE_SECRET))) : null;
  if (!key || !caches) return secure(await remix());

  const freshOverride = Number(text(env.EDGE_CACHE_FRESH_SECONDS));
  const response = await withEdgeCache(key, remix, {
    cache: tiered(caches.default),
    waitUntil: (promise) => context.waitUntil(promise),
    freshSeconds: Number.isFinite(freshOverride) && freshOverride > 0 ? freshOverride : undefined,
  });
  return secure(response);
}
