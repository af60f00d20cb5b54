import { resolve } from 'node:path';
// Remix sets this while it builds; the route table (app/routes.ts) reads it to find the route files.
import { setRouteConfigAppDirectory } from '@remix-run/dev/dist/config/routes.js';

/** A route of the site as Remix's manifest lists it: the root, then every entry of app/routes.ts. */
export type RouteEntry = { id: string; parentId: string | undefined; path: string; index: boolean; file: string };

type ConfigEntry = { id?: string; path?: string; index?: boolean; file: string; children?: ConfigEntry[] };

/** Every route app/routes.ts makes (English aliases included), flattened, with the root they all hang from. */
export async function routeTable(): Promise<RouteEntry[]> {
  setRouteConfigAppDirectory(resolve('app'));
  const config: ConfigEntry[] = (await import('../../app/routes.ts')).default;
  const entries: RouteEntry[] = [{ id: 'root', parentId: undefined, path: '', index: false, file: 'root.tsx' }];
  const walk = (children: ConfigEntry[], parentId: string) => {
    for (const child of children) {
      const id = child.id ?? child.file.replace(/\.[jt]sx?$/, '');
      entries.push({ id, parentId, path: child.path ?? '', index: child.index === true, file: child.file });
      walk(child.children ?? [], id);
    }
  };
  walk(config, 'root');
  return entries;
}
