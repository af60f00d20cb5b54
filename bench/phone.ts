// `node bench/phone.ts [--runs 5] [--no-build] [--pages home,article,…] [--variants served,stock,floor]
//                      [--against NAME=DIR …] [--no-check] [--share-sheet]`
//
// When a reader on a phone sees each page type and when they can use it. Debian's Chromium loads every page on
// Lighthouse's phone screen with the CPU slowed 4× and a slow 4G link (150 ms round trip, 1.6 Mbit/s down,
// bench/phone-load.ts), a fresh context each time, from the production build in `wrangler pages dev` (workerd)
// on the server core, edge cache on. Each variant of a page (bench/phone-variants.ts: as served, stock, floor,
// other builds with --against, a mechanism taken out) is loaded in turn, run after run, the order rotated every
// run, so the machine's drift falls on all alike. Prints, per page and variant, the median and the range
// (min–max) of the document's arrival, first contentful paint, largest contentful paint, ready for input (the
// header hydrated: a tap on "Cari" opens the dialog, checked after every load unless --no-check), settled (React's
// last commit of the load), layout shift, long tasks' blocking time and bytes received; then each variant against
// the floor's paint and stock's ready. `--share-sheet` gives the browser a Web Share sheet, as phones have.
//
// `--against NAME=DIR` (repeatable): a checkout of this project with its own `npm run build` (and node_modules),
// served by another wrangler on the server core and the same backend; its variants are `NAME:served` and so on.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { type BenchSite, benchSitePort, startBenchSite } from '../scripts/bench-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import {
  browserPinning,
  ensureBuild,
  fmt,
  loadSummary,
  log,
  machine,
  machineLine,
  median,
  outDir,
  pinned,
  pinSelfToBrowserCpus,
  prepareDataset,
  SERVER_CPUS,
  sampleLoad,
  table,
  withServer,
} from './lib.ts';
import { PHONE_PAGES } from './pages.ts';
import { type LoadFigures, loadOnPhone, PROFILE } from './phone-load.ts';
import { parseVariant, startVariantProxy, type VariantProxy } from './phone-variants.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    pages: { type: 'string', default: Object.keys(PHONE_PAGES).join(',') },
    variants: { type: 'string', default: 'served,stock,floor' },
    against: { type: 'string', multiple: true, default: [] },
    'no-check': { type: 'boolean', default: false },
    'share-sheet': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const names = (values.pages ?? '').split(',').filter(Boolean);
for (const name of names) {
  if (!(name in PHONE_PAGES)) throw new Error(`unknown page ${name}: ${Object.keys(PHONE_PAGES)}`);
}
const variants = (values.variants ?? '').split(',').filter(Boolean).map(parseVariant);
const builds = new Map(
  (values.against ?? []).map((spec) => {
    const [name, dir] = spec.split('=');
    if (!name || !dir) throw new Error(`--against ${spec}: give NAME=DIR`);
    return [name, resolve(dir)] as const;
  }),
);
for (const variant of variants) {
  if (variant.build && !builds.has(variant.build))
    throw new Error(`${variant.name}: no --against ${variant.build}=DIR`);
}

pinSelfToBrowserCpus();
ensureBuild(values['no-build'] ?? false);
const info = machine();
await prepareDataset('seed');
const results = new Map<string, LoadFigures[]>();
const key = (page: string, variant: string) => `${page}\u0000${variant}`;

await withServer('seed', { edgeCache: 'on' }, async (server) => {
  if (!server.siteUrl) throw new Error('the bench server started without the site');
  const sites = new Map<string, BenchSite>();
  const proxies: VariantProxy[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const [name, root] of builds) {
      const site = await startBenchSite({
        port: benchSitePort() + 2 * (sites.size + 1),
        backend: server,
        edgeCache: 'on',
        root,
        wrap: (command, args) => pinned(SERVER_CPUS, command, args),
      });
      sites.set(name, site);
    }
    for (const variant of variants) {
      const upstream = variant.build ? sites.get(variant.build)?.url : server.siteUrl;
      if (!upstream) throw new Error(`no site for ${variant.name}`);
      proxies.push(await startVariantProxy(variant, upstream));
    }
    // Warm-up: the first renders compile the Worker's code and fill the edge cache, and the proxies keep the
    // assets of one full load each; no run should pay for them.
    for (const proxy of proxies) {
      for (const name of names) {
        const url = `${proxy.url}${PHONE_PAGES[name as keyof typeof PHONE_PAGES]}`;
        for (let i = 0; i < 2; i++) await fetch(url).then((r) => r.arrayBuffer());
      }
      const page = await browser.newPage();
      await page.goto(`${proxy.url}${PHONE_PAGES[names[0] as keyof typeof PHONE_PAGES]}`, { waitUntil: 'networkidle' });
      await page.close();
    }
    for (let run = 0; run < runs; run++) {
      for (const name of names) {
        const path = PHONE_PAGES[name as keyof typeof PHONE_PAGES];
        const order = proxies.map((_, i) => proxies[(i + run) % proxies.length] as VariantProxy);
        for (const proxy of order) {
          const scripts = proxy.variant.base !== 'floor';
          const figures = await loadOnPhone(browser, `${proxy.url}${path}`, {
            scripts,
            checkSearch: scripts && !values['no-check'],
            shareSheet: values['share-sheet'],
          });
          sampleLoad();
          const list = results.get(key(name, proxy.variant.name)) ?? [];
          list.push(figures);
          results.set(key(name, proxy.variant.name), list);
          log(
            `${name} ${proxy.variant.name} run ${run + 1}: FCP ${fmt(figures.fcp, 0)} LCP ${fmt(figures.lcp, 0)} ready ${fmt(figures.ready, 0)} settled ${fmt(figures.settled, 0)} CLS ${fmt(figures.cls, 4)} blocking ${fmt(figures.blocking, 0)} ${fmt(figures.bytes / 1024, 1)} KiB`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const proxy of proxies) await proxy.stop();
    for (const site of sites.values()) await site.stop();
  }
});

mkdirSync(outDir, { recursive: true });
const rawFile = join(outDir, `phone-${new Date().toISOString().replaceAll(':', '-')}.json`);
writeFileSync(rawFile, JSON.stringify(Object.fromEntries(results), null, 1));

const values_ = (page: string, variant: string, pick: (f: LoadFigures) => number) =>
  (results.get(key(page, variant)) ?? []).map(pick).filter(Number.isFinite);
const seconds = (ms: number) => fmt(ms / 1000, 2);
/** The median, and the range of the runs: "1.46 (1.40–1.52)". */
const spread = (list: number[], show: (n: number) => string) =>
  list.length === 0 ? '–' : `${show(median(list))} (${show(Math.min(...list))}–${show(Math.max(...list))})`;
const ms = (page: string, variant: string, pick: (f: LoadFigures) => number) =>
  spread(values_(page, variant, pick), seconds);

const rows: (string | number)[][] = [];
for (const name of names) {
  for (const variant of variants) {
    rows.push([
      name,
      variant.name,
      ms(name, variant.name, (f) => f.html),
      ms(name, variant.name, (f) => f.fcp),
      ms(name, variant.name, (f) => f.lcp),
      ms(name, variant.name, (f) => f.ready),
      ms(name, variant.name, (f) => f.settled),
      fmt(Math.max(0, ...values_(name, variant.name, (f) => f.cls)), 4),
      spread(
        values_(name, variant.name, (f) => f.blocking),
        (n) => fmt(n, 0),
      ),
      spread(
        values_(name, variant.name, (f) => f.bytes / 1024),
        (n) => fmt(n, 1),
      ),
      fmt(median(values_(name, variant.name, (f) => f.scriptBytes / 1024)), 1),
      ms(name, variant.name, (f) => f.firstScript),
    ]);
  }
}

const m = (page: string, variant: string, pick: (f: LoadFigures) => number) => median(values_(page, variant, pick));
const verdicts: (string | number)[][] = [];
const has = (name: string) => variants.some((v) => v.name === name);
for (const name of names) {
  for (const variant of variants.filter((v) => v.base !== 'floor')) {
    const floor = has('floor') ? 'floor' : undefined;
    const fcpRatio = floor ? m(name, variant.name, (f) => f.fcp) / m(name, floor, (f) => f.fcp) : Number.NaN;
    const lcpRatio = floor ? m(name, variant.name, (f) => f.lcp) / m(name, floor, (f) => f.lcp) : Number.NaN;
    const readyDelta = has('stock')
      ? m(name, variant.name, (f) => f.ready) - m(name, 'stock', (f) => f.ready)
      : Number.NaN;
    verdicts.push([
      name,
      variant.name,
      fmt(fcpRatio, 2),
      fmt(lcpRatio, 2),
      Number.isFinite(readyDelta) ? `${readyDelta > 0 ? '+' : ''}${seconds(readyDelta)}` : '–',
      fcpRatio <= 1.1 && lcpRatio <= 1.1 ? 'yes' : 'no',
      Number.isFinite(readyDelta) ? (readyDelta <= 0 ? 'yes' : 'no') : '–',
    ]);
  }
}

console.log(
  `### Phone profile (CPU ${PROFILE.cpuSlowdown}× slower, ${PROFILE.rttMs} ms round trip, ${PROFILE.downloadBitsPerSecond / 1e6} Mbit/s down), medians of ${runs} interleaved runs (min–max)\n`,
);
console.log(
  `${machineLine(info, browserPinning)} · ${loadSummary()}${[...builds].map(([name, dir]) => ` · ${name}: ${dir}`).join('')}\n`,
);
console.log(
  table(
    [
      'page',
      'variant',
      'HTML received s',
      'FCP s',
      'LCP s',
      'ready s',
      'settled s',
      'CLS (worst)',
      'long-task blocking ms',
      'KiB received',
      'of it scripts KiB',
      'first script s',
    ],
    rows,
  ),
);
console.log(
  `\nAgainst the floor's paint and stock's ready (medians; goal: FCP and LCP ≤ 1.10× the floor, ready no later than stock):\n\n${table(
    ['page', 'variant', 'FCP / floor', 'LCP / floor', 'ready − stock s', 'paint goal', 'ready goal'],
    verdicts,
  )}`,
);
console.log(`\nRaw figures: ${rawFile}`);
