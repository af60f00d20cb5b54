import { describe, expect, it } from 'vitest';
import { type BuildRoutes, declaredQueryParams } from '~/edge/route-query.server';
import { isQueryParams } from '~/lib/response-policy';
import { type RouteEntry, routeTable } from '../support/route-table.ts';

/**
 * Every route names the query parameters it reads (`export const queryParams`), and the edge renders and keys a
 * request by those alone (decision 0036). A route added without a declaration fails here, so no route is keyed
 * by whatever a URL carries; the routes are those app/routes.ts makes, English aliases and the root included.
 */

let table: RouteEntry[] = [];
let routes: BuildRoutes = {};

async function loadRoutes() {
  table = await routeTable();
  const modules = await Promise.all(table.map((route) => import(`../../app/${route.file}`)));
  routes = Object.fromEntries(
    table.map((route, i) => [
      route.id,
      { ...route, parentId: route.parentId, index: route.index, module: modules[i] as Record<string, unknown> },
    ]),
  );
}

describe('the query parameters each route reads', () => {
  it('are declared by every route of the route table', async () => {
    await loadRoutes();
    expect(table.length).toBeGreaterThan(20);
    const undeclared = table.filter((route) => !isQueryParams(routes[route.id]?.module.queryParams));
    expect(undeclared.map((route) => `${route.id} (app/${route.file})`)).toEqual([]);
  });

  it('are what the edge keeps for each URL, as Remix matches it', () => {
    const kept = (pathname: string) => [...(declaredQueryParams(routes, pathname) ?? ['(undeclared)'])].sort();
    expect(kept('/id')).toEqual([]);
    expect(kept('/id/pph')).toEqual(['page']);
    expect(kept('/id/pph.data')).toEqual(['page']);
    expect(kept('/en/pph/some-article')).toEqual([]);
    expect(kept('/en/search')).toEqual(['page', 'q']);
    expect(kept('/search')).toEqual(['lang', 'q']);
    expect(kept('/id/peraturan')).toEqual(['kind', 'page', 'status', 'year']);
    expect(kept('/en/regulations')).toEqual(['kind', 'page', 'status', 'year']);
    expect(kept('/id/kalender')).toEqual(['bulan', 'month']);
    expect(kept('/en/calendar.ics')).toEqual([]);
    expect(kept('/en/authors/rina-hapsari')).toEqual(['page']);
    expect(kept('/sitemaps/articles-id-1.xml')).toEqual([]);
    expect(kept('/_root.data')).toEqual([]);
    expect(kept('/no/such/route/at/all')).toEqual([]);
    // Remix's own route discovery reads its two.
    expect(kept('/__manifest')).toEqual(['p', 'version']);
  });

  it('leave a URL undeclared when one of its routes declares nothing', () => {
    const { queryParams: _, ...layout } = routes['routes/$lang']?.module ?? {};
    const without = {
      ...routes,
      'routes/$lang': { ...(routes['routes/$lang'] as BuildRoutes[string] & {}), module: layout },
    };
    expect(declaredQueryParams(without, '/id/pph')).toBeNull();
    expect(declaredQueryParams(without, '/search')).toEqual(['q', 'lang']);
  });
});
