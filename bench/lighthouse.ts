// `node bench/lighthouse.ts [--runs 3] [--dataset seed] [--no-build] [--pages home,listing,…]`
//
// Lighthouse (default config = mobile preset: Moto G Power viewport, simulated slow 4G, 4× CPU slowdown) on
// every page type of the production build in workerd, in Debian's Chromium, each interleaved with its
// no-JavaScript floor (bench/floor.ts: the same HTML without scripts). Each run gets a fresh browser profile.
// Prints site and floor side by side (medians), whether each target holds, and every audit of the site that is
// below a full score in any run, with its details, so the app engineer can fix it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { type Dataset, isDataset } from '../scripts/bench-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { startFloor } from './floor.ts';
import {
  ensureBuild,
  fmt,
  loadSummary,
  log,
  machine,
  machineLine,
  median,
  outDir,
  pinSelfToClientCpus,
  prepareDataset,
  sampleLoad,
  table,
  withServer,
} from './lib.ts';
import { PAGES } from './pages.ts';

/** The pages measured unless --pages names others (comma-separated keys of PAGES). */
const DEFAULT_PAGES = Object.keys(PAGES);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

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

/** Debian's Chromium with a throwaway profile; resolves with its DevTools port. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'newstax-lh-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${buffered}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(buffered);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${buffered}`)));
  });
  child.stderr?.resume();
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(profile, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type RunScores = Record<(typeof CATEGORIES)[number], number> & {
  cls: number;
  lcp: number;
  tbt: number;
  fcp: number;
  benchmarkIndex: number;
};

function scoresOf(lhr: Lhr): RunScores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    cls: num('cumulative-layout-shift'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    fcp: num('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type Failure = { id: string; title: string; score: number | null; display: string; details: string; runs: number };

/**
 * Audits below a full score: those that count towards a category, and Performance's diagnostics and insights
 * (weight 0, but they say where the time goes), with enough detail to act on.
 */
function failuresOf(lhr: Lhr): Map<string, Omit<Failure, 'runs'>> {
  const counted = new Set<string>();
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const diagnostic = id === 'performance' && (ref.group === 'diagnostics' || ref.group === 'insights');
      if (ref.weight > 0 || ref.group === 'metrics' || diagnostic) counted.add(ref.id);
    }
  }
  const failures = new Map<string, Omit<Failure, 'runs'>>();
  for (const audit of Object.values(lhr.audits)) {
    if (!counted.has(audit.id)) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
    if (audit.scoreDisplayMode === 'manual' || audit.score === null || audit.score >= 1) continue;
    failures.set(audit.id, {
      id: audit.id,
      title: audit.title,
      score: audit.score,
      display: audit.displayValue ?? '',
      details: describeDetails(audit.details),
    });
  }
  return failures;
}

type DetailItem = Record<string, unknown> & {
  node?: { selector?: string; snippet?: string; explanation?: string };
  source?: { value?: string };
};

function describeDetails(details: unknown): string {
  const d = details as { type?: string; items?: DetailItem[] | Record<string, { label: string; value: boolean }> };
  if (!d?.items) return '';
  // Insights wrap their parts in a list: a checklist, a node, a table. The network tree's parts are prose.
  if (d.type === 'list' && Array.isArray(d.items)) {
    return d.items
      .filter((part) => part.type !== 'list-section')
      .map((part) => (part.type === 'node' ? describeDetails({ items: [{ node: part }] }) : describeDetails(part)))
      .filter(Boolean)
      .join('; ');
  }
  if (d.type === 'checklist' && !Array.isArray(d.items)) {
    return Object.values(d.items)
      .filter((check) => !check.value)
      .map((check) => `not met: ${check.label}`)
      .join('; ');
  }
  if (!Array.isArray(d.items)) return '';
  const ms = (value: unknown) => (typeof value === 'number' ? Math.round(value) : undefined);
  return d.items
    .slice(0, 5)
    .map((item) => {
      const node = item.node;
      const parts = [
        typeof item.url === 'string' && item.url.replace(/^https?:\/\/[^/]+/, ''),
        typeof item.groupLabel === 'string' && item.groupLabel,
        item.source?.value,
        node?.selector && `\`${node.selector}\``,
        node?.snippet && `\`${node.snippet.slice(0, 140)}\``,
        node?.explanation?.split('\n').slice(0, 2).join(' '),
        typeof item.description === 'string' && item.description,
        ms(item.total) !== undefined && `${ms(item.total)} ms total`,
        ms(item.scripting) !== undefined && `${ms(item.scripting)} ms scripting`,
        ms(item.duration) !== undefined && `${ms(item.duration)} ms`,
        ms(item.reflowTime) !== undefined && `${ms(item.reflowTime)} ms reflow`,
        typeof item.wastedBytes === 'number' && `${Math.round(item.wastedBytes / 1024)} KiB unused`,
        ms(item.wastedMs) !== undefined && `${ms(item.wastedMs)} ms wasted`,
      ].filter(Boolean);
      return parts.join(' — ');
    })
    .filter(Boolean)
    .join('; ')
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ');
}

/** One Lighthouse run of a URL in a fresh Chromium profile; keeps the report in bench/out. */
async function measure(
  url: string,
  label: string,
): Promise<{ scores: RunScores; failures: Map<string, Omit<Failure, 'runs'>> }> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    sampleLoad();
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `lighthouse-${label}.json`), JSON.stringify(lhr));
    return { scores: scoresOf(lhr), failures: failuresOf(lhr) };
  } finally {
    await chromium.stop();
  }
}

const VARIANTS = ['site', 'floor'] as const;
type Variant = (typeof VARIANTS)[number];

pinSelfToClientCpus();
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
          const { scores, failures: found } = await measure(`${origin}${path}`, `${name}-${variant}-${run}`);
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
console.log(`${machineLine(info)} · ${loadSummary()}\n`);
console.log(
  table(
    [
      'page',
      'path',
      'Performance site / floor',
      'FCP ms site / floor',
      'FCP ratio',
      'TBT ms site / floor',
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
