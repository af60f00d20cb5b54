import { matchRoutes } from '@remix-run/react';
import { isQueryParams, type QueryParams } from '~/lib/response-policy';

/**
 * The query parameters a request's routes read, from the build's route manifest (docs/decisions/0045): each
 * route module exports `queryParams`, and a URL reads the union of those of the routes it matches, as Remix
 * matches them. The edge renders and keys a request with those parameters alone.
 */

/** A route as the server build lists it (`build.routes`). */
export type BuildRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: Record<string, unknown>;
};
export type BuildRoutes = Record<string, BuildRoute | undefined>;
/** The manifest's shape alone, enough to match a URL (the hostile-input corpus matches its cases with it). */
type RouteShapes = Record<string, Omit<BuildRoute, 'module'> | undefined>;

type Node = Parameters<typeof matchRoutes>[0][number] & { id: string };

/** Remix's own endpoint for lazy route discovery (decision 0030), answered before any route: what it reads. */
const MANIFEST_PATH = '/__manifest';
const MANIFEST_PARAMS: QueryParams = ['p', 'version'];

const trees = new WeakMap<RouteShapes, Node[]>();

/** The manifest as nested routes, once per build: what Remix matches a URL against. */
function treeOf(routes: RouteShapes): Node[] {
  let tree = trees.get(routes);
  if (!tree) {
    const children = (parentId: string | undefined): Node[] =>
      Object.values(routes)
        .filter((route) => route !== undefined && route.parentId === parentId)
        .map((route) => route as Omit<BuildRoute, 'module'>)
        .map(
          ({ id, path, index, caseSensitive }): Node =>
            index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: children(id) },
        );
    tree = children(undefined);
    trees.set(routes, tree);
  }
  return tree;
}

/**
 * The parameters the routes matching `pathname` declare, or null when one of them declares none: such a request
 * is rendered as it came and never stored (tests/build/query-params.test.ts fails until the route declares).
 * A path no route matches reads nothing; Remix answers it with the root's 404.
 */
export function declaredQueryParams(routes: BuildRoutes, pathname: string): QueryParams | null {
  if (pathname === MANIFEST_PATH) return MANIFEST_PARAMS;
  const names = new Set<string>();
  for (const id of matchedRouteIds(routes, pathname)) {
    const declared = routes[id]?.module.queryParams;
    if (!isQueryParams(declared)) return null;
    for (const name of declared) names.add(name);
  }
  return [...names];
}

/** The ids of the routes Remix matches `pathname` to, root first; the root alone when none does. */
export function matchedRouteIds(routes: RouteShapes, pathname: string): string[] {
  // A path with a malformed escape names no page of ours (no slug holds one): Remix answers it with a 404 or a
  // 400, and logs it; matching it here too would only log it twice.
  if (!decodable(pathname)) return ['root'];
  // Single fetch's data URLs are their page's (`/id/pph.data`, and `/_root.data` for "/").
  const path = pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  return (matchRoutes(treeOf(routes), path) ?? [{ route: { id: 'root' } }]).map(({ route }) => route.id ?? 'root');
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
