// `node bench/chunk-sources.ts`: what the browser's JavaScript is made of. Builds the client with source maps,
// attributes every minified byte of every client chunk to the package (or our own folder) it came from, prints the
// largest, then builds again without maps, so build/ is as `npm run build` leaves it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { machineLine, projectRoot, table } from './lib.ts';

const ASSETS = join(projectRoot, 'build', 'client', 'assets');
const remix = join(projectRoot, 'node_modules', '.bin', 'remix');

/** node_modules/<package> (scoped ones with their scope), or the project folder a source file sits in. */
function origin(source: string): string {
  const modules = source.split('node_modules/').pop() ?? source;
  if (modules !== source)
    return modules
      .split('/')
      .slice(0, modules.startsWith('@') ? 2 : 1)
      .join('/');
  const app = source.replace(/^(\.\.\/)+/, '');
  return app.split('/').slice(0, 2).join('/');
}

/** Minified bytes of one chunk by origin: each mapping's bytes run to the next mapping on its line. */
function bytesByOrigin(file: string, into: Map<string, number>) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  let previous: { line: number; column: number; source: string } | null = null;
  const add = (to: { line: number; column: number } | null) => {
    if (!previous) return;
    const end = to && to.line === previous.line ? to.column : (lines[previous.line - 1]?.length ?? previous.column);
    into.set(previous.source, (into.get(previous.source) ?? 0) + end - previous.column);
  };
  map.eachMapping((mapping) => {
    const next = { line: mapping.generatedLine, column: mapping.generatedColumn };
    add(next);
    previous = { ...next, source: origin(mapping.source ?? '?') };
  });
  add(null);
}

execFileSync(remix, ['vite:build', '--sourcemapClient'], { cwd: projectRoot, stdio: 'ignore' });
const sizes = new Map<string, number>();
try {
  // Remix's route manifest is generated, with no map: it is data, not a package's code.
  const files = readdirSync(ASSETS);
  for (const name of files.filter((file) => file.endsWith('.js') && files.includes(`${file}.map`))) {
    bytesByOrigin(join(ASSETS, name), sizes);
  }
} finally {
  execFileSync(remix, ['vite:build'], { cwd: projectRoot, stdio: 'ignore' });
}
const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
const rows = [...sizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
console.log(
  `${machineLine(undefined, 'a build, no server')}\nMinified bytes of all client chunks by origin (${(total / 1024).toFixed(1)} KiB in all):\n`,
);
console.log(
  table(
    ['origin', 'KiB', 'share'],
    rows.map(([name, bytes]) => [name, (bytes / 1024).toFixed(1), `${((100 * bytes) / total).toFixed(1)} %`]),
  ),
);
