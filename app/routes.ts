import { flatRoutes } from '@remix-run/fs-routes';
import { type RouteConfig, type RouteConfigEntry, route } from '@remix-run/route-config';
import { SECTION_SEGMENTS } from './lib/sections';

// Loader tests live in tests/routes/; a test file left here must still never become a route.
const fileRoutes = await flatRoutes({ ignoredRouteFiles: ['**/*.test.{ts,tsx}'] });

/**
 * Sections whose segment differs by language have their route files under the Indonesian segment
 * ($lang.peraturan.*); the English segment gets the same modules under its own route ids. Each loader checks
 * that the segment belongs to the page's language, so /en/peraturan is a 404.
 */
function englishAliases(children: RouteConfigEntry[]): RouteConfigEntry[] {
  return Object.values(SECTION_SEGMENTS).flatMap(({ id, en }) =>
    children
      // `${id}.` too: a section's own files beside its pages (kalender.ics).
      .filter((child) => child.path === id || child.path?.startsWith(`${id}/`) || child.path?.startsWith(`${id}.`))
      .map((child) => route(`${en}${child.path?.slice(id.length)}`, child.file, { id: `${child.id}:${en}` })),
  );
}

export default fileRoutes.map((entry) =>
  entry.id === 'routes/$lang'
    ? { ...entry, children: [...(entry.children ?? []), ...englishAliases(entry.children ?? [])] }
    : entry,
) satisfies RouteConfig;
