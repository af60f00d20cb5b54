import { createCookieSessionStorage, type SessionStorage } from '@remix-run/cloudflare';
import { createThemeSessionResolver, type ThemeSessionResolver } from 'remix-themes';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const resolvers = new Map<string, ThemeSessionResolver>();

/**
 * The theme cookie: signed with THEME_COOKIE_SECRET, HttpOnly, SameSite=Lax, one year, and Secure whenever
 * the site is served over HTTPS (always, on Cloudflare). No cookie means "system".
 */
export function themeSessionResolver(secret: string, request: Request): ThemeSessionResolver {
  const secure = new URL(request.url).protocol === 'https:';
  const key = `${secure}\n${secret}`;
  let resolver = resolvers.get(key);
  if (!resolver) {
    resolver = createThemeSessionResolver(
      forgivingStorage(
        createCookieSessionStorage({
          cookie: {
            name: 'theme',
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure,
            secrets: [secret],
            maxAge: ONE_YEAR_SECONDS,
          },
        }),
      ),
    );
    resolvers.set(key, resolver);
  }
  return resolver;
}

/**
 * Remix's Cloudflare cookie signing throws (atob) when the part after the last "." of a signed cookie is not
 * base64: `theme=light`, `theme=x` or `theme=%` made every page a 500. A cookie that cannot be read is treated
 * like a cookie whose signature does not match: as no cookie, so the reader gets the system theme.
 */
function forgivingStorage(storage: SessionStorage): SessionStorage {
  return {
    ...storage,
    getSession: async (cookieHeader, options) => {
      try {
        return await storage.getSession(cookieHeader, options);
      } catch {
        return storage.getSession(null, options);
      }
    },
  };
}
