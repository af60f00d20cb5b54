import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout the README's map promises, checked on the source: which folder may import which, no circles,
 * nothing the browser loads imports a `*.server.ts` module, and files stay small enough to read, in app/ and in
 * the tests, scripts and benchmarks around it.
 */

const ROOT = normalize(join(import.meta.dirname, '../..'));
const APP = join(ROOT, 'app');
/** What a benchmark run writes (ignored by git): results, not source. */
const BENCH_OUT = join(ROOT, 'bench/out');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || path === BENCH_OUT) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(APP).map((path) => relative(ROOT, path));
const code = files.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

/** The app files a file imports (`~/…` and relative), with or without a type-only import. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    let target: string;
    if (specifier.startsWith('~/')) target = join('app', specifier.slice(2));
    else if (specifier.startsWith('.')) target = join(dirname(file), specifier);
    else return [];
    const resolved = ['', '.ts', '.tsx', '/index.ts']
      .map((ext) => normalize(target + ext))
      .find((c) => files.includes(c));
    return resolved ? [resolved] : [];
  });
}

const graph = new Map(code.map((file) => [file, importsOf(file)]));

const lines = (file: string) => readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1;

const GENERATED_TYPES = 'app/lib/database.types.ts';

const room = (file: string) => file.split('/')[1] ?? '';

/** Which rooms each room may import from (its own room always). */
const ALLOWED: Record<string, string[]> = {
  routes: ['components', 'data', 'lib', 'i18n'],
  components: ['lib', 'i18n'],
  data: ['lib', 'i18n'],
  edge: ['lib'],
  lib: ['i18n'],
  i18n: [],
};

describe('the layout of app/', () => {
  it('has every file in a known room', () => {
    const rooms = new Set(code.map(room).filter((name) => !name.includes('.')));
    expect([...rooms].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('imports only downwards: routes → components, data → lib → i18n; edge → lib', () => {
    const wrong = [...graph].flatMap(([file, targets]) => {
      const from = room(file);
      const allowed = ALLOWED[from];
      if (!allowed) return [];
      return targets.filter((t) => room(t) !== from && !allowed.includes(room(t))).map((t) => `${file} → ${t}`);
    });
    expect(wrong).toEqual([]);
  });

  it('keeps *.server modules out of everything the browser loads', () => {
    const browser = code.filter((file) => !file.includes('.server.') && !['edge', 'data'].includes(room(file)));
    const wrong = browser.flatMap((file) => {
      // Route modules are split by the Remix compiler: their loaders may import server code.
      if (room(file) === 'routes' || ['app/root.tsx', 'app/entry.server.tsx'].includes(file)) return [];
      return (graph.get(file) ?? []).filter((t) => t.includes('.server.')).map((t) => `${file} → ${t}`);
    });
    expect(wrong).toEqual([]);
  });

  it('has no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'visiting');
      for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('keeps route modules at or under 150 lines and every file at or under 300', () => {
    const routeModules = files.filter((f) => room(f) === 'routes');
    expect(routeModules.filter((f) => lines(f) > 150)).toEqual([]);
    // The database types are written by `npm run db:types`, not by hand (tests/build/database-types.test.ts).
    expect(files.filter((f) => f !== GENERATED_TYPES && lines(f) > 300)).toEqual([]);
  });
});

describe('the TypeScript outside app/', () => {
  // Tests, scripts and benchmarks are read as often as the app: a spec that outgrows this splits by what it
  // covers, its shared setup moving to its folder's support/.
  const outside = ['tests', 'scripts', 'bench']
    .flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((path) => relative(ROOT, path))
    .filter((file) => /\.tsx?$/.test(file));

  it('keeps every file of tests/, scripts/ and bench/ at or under 300 lines', () => {
    expect(outside).toEqual(expect.arrayContaining(['tests/build/layout.test.ts', 'scripts/dev.ts', 'bench/lib.ts']));
    expect(outside.filter((f) => lines(f) > 300)).toEqual([]);
  });
});
