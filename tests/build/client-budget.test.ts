import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES as pages } from '../../bench/pages.ts';

/** The page budget: all JavaScript a page loads, gzipped. */
const BUDGET_BYTES = 135 * 1024;
const CLIENT = 'build/client';

type RouteEntry = { module: string; imports?: string[] };
type Manifest = { entry: RouteEntry; routes: Record<string, RouteEntry> };

function readManifest(): { manifest: Manifest; file: string } {
  const assets = join(CLIENT, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('no Remix manifest in build/client/assets');
  const source = readFileSync(join(assets, file), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return { manifest: JSON.parse(json) as Manifest, file: `/assets/${file}` };
}

const gzipped = (asset: string) => gzipSync(readFileSync(join(CLIENT, asset)), { level: 9 }).length;

/** Every script a first load of a page with these routes fetches: manifest, entry, route modules and imports. */
function pageScripts(manifest: Manifest, manifestFile: string, routeIds: readonly string[]): string[] {
  const scripts = new Set<string>([manifestFile, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    scripts.add(route.module);
    for (const imported of route.imports ?? []) scripts.add(imported);
  }
  return [...scripts];
}

describe('client JavaScript per page', () => {
  it.each(Object.entries(pages))('%s stays within 135 KB gzipped', (name, routeIds) => {
    expect(existsSync(CLIENT), 'run `npm run build` first (npm test does)').toBe(true);
    const { manifest, file } = readManifest();
    const total = pageScripts(manifest, file, routeIds).reduce((sum, asset) => sum + gzipped(asset), 0);
    console.info(`${name}: ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('the tax exchange rates pages load at most 2 KB more than the smallest page (issue 44)', () => {
    const { manifest, file } = readManifest();
    const size = (routeIds: readonly string[]) =>
      pageScripts(manifest, file, routeIds).reduce((sum, asset) => sum + gzipped(asset), 0);
    const smallest = Math.min(...Object.values(pages).map(size));
    for (const name of ['kurs', 'kursHistory'] as const) {
      const extra = size(pages[name]) - smallest;
      console.info(`${name}: ${(extra / 1024).toFixed(2)} KB over the smallest page`);
      expect(extra, name).toBeLessThanOrEqual(2048);
    }
  });

  it('the Markdown renderer and the database client never reach the browser', () => {
    const assets = readdirSync(join(CLIENT, 'assets')).filter((name) => name.endsWith('.js'));
    const all = assets.map((name) => readFileSync(join(CLIENT, 'assets', name), 'utf8')).join('\n');
    expect(all).not.toMatch(/markdown-it|linkify-it/);
    expect(all).not.toMatch(/postgrest-js|@supabase|supabase-js/);
  });

  it("remix-themes' cookie sessions (Remix's server runtime) never reach the browser", () => {
    // The package's index also exports its server half; the browser imports its provider module alone.
    const assets = readdirSync(join(CLIENT, 'assets')).filter((name) => name.endsWith('.js'));
    const all = assets.map((name) => readFileSync(join(CLIENT, 'assets', name), 'utf8')).join('\n');
    expect(all).not.toMatch(/SameSite|Max-Age|Content-Disposition/i);
  });
});
