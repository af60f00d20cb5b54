// `node bench/lighthouse.ts [--runs 3] [--dataset seed] [--no-build] [--pages home,listing,…]`
//
// Lighthouse (default config = mobile preset: Moto G Power viewport, simulated slow 4G, 4× CPU slowdown) on
// every page type of the production build in workerd, in Debian's Chromium, each interleaved with its
// no-JavaScript floor (bench/floor.ts: the same HTML without scripts). Each run gets a fresh browser profile.
// Prints site and floor side by side (medians), whether each target holds, and every audit of the site that is
// below a full score in any run, with its details, so the app engineer can fix it.
import { parseArgs } from 'node:util';
import { type Dataset, isDataset } from '../scripts/bench-server.ts';
import { startFloor } from './floor.ts';
import {
  browserPinning,
  ensureBuild,
  fmt,
  loadSummary,
  log,
  machine,
  machineLine,
  median,
  pinSelfToBrowserCpus,
  prepareDataset,
  table,
  withServer,
} from './lib.ts';
import { type Failure, measureRepeatingUnrecorded, type RunScores } from './lighthouse-run.ts';
import { PAGES } from './pages.ts';

/** The pages measured unless --pages names others (comma-separated keys of PAGES). */
const DEFAULT_PAGES = Object.keys(PAGES);

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dataset: { type: 'string', default: 'seed' },
    'no-build': { type: 'boolean', default: false },
    // Production serves pages from the edge cache; 'off' renders every load (the server's response time then
    // counts in FCP and LCP).
    'edge-cache': { type: 'string', default: 'on' },
    // The preset's 4× is calibrated for a desktop with a benchmarkIndex of 1500-2000 (Lighthouse's
    // docs/throttling.md); on a slower host 4× emulates a slower phone than the preset means to.
    'cpu-slowdown': { type: 'string', default: '4' },
    pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
  },
});
const pageNames = (values.pages ?? '').split(',').filter(Boolean);
for (const name of pageNames) if (!(name in PAGES)) throw new Error(`unknown page ${name}: ${Object.keys(PAGES)}`);
const pages = pageNames.map((name) => [name, PAGES[name as keyof typeof PAGES]] as const);
const edgeCache = values['edge-cache'] === 'off' ? 'off' : 'on';
const cpuSlowdown = Number(values['cpu-slowdown']);
const runs = Number(values.runs);
const dataset = values.dataset ?? 'seed';
if (!isDataset(dataset)) throw new Error(`unknown dataset ${dataset}`);

const VARIANTS = ['site', 'floor'] as const;
type Variant = (typeof VARIANTS)[number];

pinSelfToBrowserCpus();
ensureBuild(values['no-build'] ?? false);
const info = machine();
await prepareDataset(dataset as Dataset);
const summary: (string | number)[][] = [];
const verdicts: (string | number)[][] = [];
const failureSections: string[] = [];
await withServer(dataset as Dataset, { edgeCache }, async (server) => {
  const site = server.siteUrl;
  if (!site) throw new Error('the bench server has no site');
  const floor = await startFloor(site);
  try {
    for (const [name, path] of pages) {
      // Warm-up: the first render compiles the Worker's code; Lighthouse should see a steady server.
      for (let i = 0; i < 3; i++) await fetch(`${floor.url}${path}`).then((r) => r.arrayBuffer());
      const all: Record<Variant, RunScores[]> = { site: [], floor: [] };
      const failures = new Map<string, Failure>();
      for (let run = 1; run <= runs; run++) {
        // Interleaved, the order swapped every run, so drift in the machine's load falls on both alike.
        const order = run % 2 === 1 ? VARIANTS : ([...VARIANTS].reverse() as Variant[]);
        for (const variant of order) {
          const origin = variant === 'site' ? site : floor.url;
          const { scores, failures: found } = await measureRepeatingUnrecorded(
            `${origin}${path}`,
            `${name}-${variant}-${run}`,
            cpuSlowdown,
          );
          all[variant].push(scores);
          if (variant === 'site') {
            for (const failure of found.values()) {
              const seen = failures.get(failure.id);
              failures.set(failure.id, { ...failure, runs: (seen?.runs ?? 0) + 1 });
            }
          }
          log(
            `${name} ${variant} run ${run}: perf ${scores.performance} a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo} CLS ${fmt(scores.cls, 3)} FCP ${fmt(scores.fcp, 0)} ms TBT ${fmt(scores.tbt, 0)} ms`,
          );
        }
      }
      const m = (variant: Variant, key: keyof RunScores) => median(all[variant].map((s) => s[key]));
      const pair = (key: keyof RunScores) => `${fmt(m('site', key), 0)} / ${fmt(m('floor', key), 0)}`;
      const worstCls = Math.max(...all.site.map((s) => s.cls));
      summary.push([
        name,
        `\`${path}\``,
        pair('performance'),
        pair('fcp'),
        fmt(m('site', 'fcp') / m('floor', 'fcp'), 2),
        pair('tbt'),
        // A median of three can sit on either side of 100 ms by chance; the runs show how far apart they fell.
        all.site.map((s) => fmt(s.tbt, 0)).join(', '),
        pair('lcp'),
        fmt(worstCls, 4),
        m('site', 'accessibility'),
        m('site', 'best-practices'),
        m('site', 'seo'),
        fmt(m('site', 'benchmarkIndex'), 0),
      ]);
      const performanceMet = m('site', 'performance') >= Math.min(98, m('floor', 'performance') - 2);
      verdicts.push([
        name,
        performanceMet ? 'met' : 'not met',
        m('site', 'fcp') <= 1.15 * m('floor', 'fcp') ? 'met' : 'not met',
        m('site', 'tbt') <= 100 ? 'met' : 'not met',
        worstCls === 0 ? 'met' : 'not met',
      ]);
      if (failures.size > 0) {
        failureSections.push(
          `${name} (\`${path}\`):\n\n${table(
            ['audit', 'title', 'score', 'runs', 'value', 'details'],
            [...failures.values()].map((f) => [
              `\`${f.id}\``,
              f.title.replaceAll('|', '\\|'),
              f.score ?? '–',
              `${f.runs}/${runs}`,
              f.display,
              f.details || '–',
            ]),
          )}`,
        );
      }
    }
  } finally {
    await floor.stop();
  }
});

console.log(
  `### Lighthouse (mobile preset, CPU slowdown ${cpuSlowdown}×, edge cache ${edgeCache}, Chromium), site / no-JavaScript floor, medians of ${runs} interleaved runs, dataset ${dataset}\n`,
);
console.log(`${machineLine(info, browserPinning)} · ${loadSummary()}\n`);
console.log(
  table(
    [
      'page',
      'path',
      'Performance site / floor',
      'FCP ms site / floor',
      'FCP ratio',
      'TBT ms site / floor',
      'TBT ms, each site run',
      'LCP ms site / floor',
      'CLS (worst site run)',
      'Accessibility',
      'Best Practices',
      'SEO',
      'CPU benchmarkIndex',
    ],
    summary,
  ),
);
console.log(
  `\nTargets (Performance within 2 points of the floor or ≥ 98; FCP within 15% of the floor's; TBT ≤ 100 ms; CLS 0 in every run):\n\n${table(
    ['page', 'Performance', 'FCP', 'TBT', 'CLS'],
    verdicts,
  )}`,
);
console.log(
  failureSections.length
    ? `\nAudits below a full score on the site (in how many runs):\n\n${failureSections.join('\n\n')}`
    : '\nNo audit below a full score.',
);
