// `node bench/sizes.ts [--no-build]`: the Pages Function bundle (`wrangler pages functions build`, gzip -9)
// and all JavaScript each page loads on a first visit (manifest, entry, route modules and their imports,
// gzip -9), measured the same way as tests/build/worker-bundle.test.ts and tests/build/client-budget.test.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ensureBuild, machine, projectRoot, table } from './lib.ts';
import { PAGE_ROUTES as pages } from './pages.ts';

const WORKER_BUDGET = 1024 * 1024;
const PAGE_BUDGET = 135 * 1024;

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
ensureBuild(values['no-build'] ?? false);
const info = machine();
const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// The Worker bundle.
const outdir = mkdtempSync(join(tmpdir(), 'newstax-bench-worker-'));
let workerRaw = 0;
let workerGzip = 0;
try {
  execFileSync(
    join(projectRoot, 'node_modules', '.bin', 'wrangler'),
    ['pages', 'functions', 'build', '--outdir', outdir],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    },
  );
  const files = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(m?js|wasm)$/.test(f));
  for (const file of files) {
    const content = readFileSync(join(outdir, file));
    workerRaw += content.length;
    workerGzip += gz(content);
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}

// Client JavaScript per page.
type RouteEntry = { module: string; imports?: string[] };
type Manifest = { entry: RouteEntry; routes: Record<string, RouteEntry> };
const client = join(projectRoot, 'build', 'client');
const manifestFile = readdirSync(join(client, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error('no Remix manifest in build/client/assets');
const source = readFileSync(join(client, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest;
const rows: (string | number)[][] = [
  [
    'Worker bundle (Pages Function)',
    kib(workerRaw),
    kib(workerGzip),
    '< 1024 KiB gzip',
    workerGzip < WORKER_BUDGET ? 'yes' : '**no**',
  ],
];
for (const [name, routeIds] of Object.entries(pages)) {
  const scripts = new Set<string>([
    `/assets/${manifestFile}`,
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
  ]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    scripts.add(route.module);
    for (const imported of route.imports ?? []) scripts.add(imported);
  }
  let raw = 0;
  let gzip = 0;
  for (const script of scripts) {
    const content = readFileSync(join(client, script));
    raw += content.length;
    gzip += gz(content);
  }
  rows.push([
    `client JS: ${name} (${scripts.size} files)`,
    kib(raw),
    kib(gzip),
    '≤ 135 KiB gzip',
    gzip <= PAGE_BUDGET ? 'yes' : '**no**',
  ]);
}

console.log(`### Sizes\n\n${info.date} · Node ${info.node} · commit ${info.commit}\n`);
console.log(table(['what', 'raw', 'gzip -9', 'budget', 'within'], rows));
