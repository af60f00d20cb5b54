// `node bench/main-thread.ts [--loads 8] [--no-build] [--pages calendar,glossary,…]`
//
// Where a page's main-thread time goes after its first paint, from Chromium's own trace of each load (Debian's
// Chromium, no throttling, Lighthouse's phone viewport, a fresh context per load, edge cache on). Per page, the
// median over the loads of:
//   - compile: V8 compiling functions on the main thread (`V8.CompileCode`), which lazy compilation puts inside
//     hydration's tasks;
//   - JS tasks: main-thread tasks after the first contentful paint that ran any script, summed;
//   - longest JS task;
//   - TBT at 4× / 2×: each task after the paint multiplied by the slowdown, minus 50 ms, summed, as
//     Lighthouse's simulation counts it (a rough equivalent: Lighthouse also re-simulates the network);
//   - layout: every Layout of the load, summed (the first one dominates, and the page without its scripts has
//     the same), and of it, font lookup: creating each font strike (family, size, weight) and asking the
//     browser process for its render style, which Chromium on Linux does over IPC from the sandbox;
//   - boxes laid out: the layout objects the layouts marked dirty, summed, a count that no busy host changes
//     (what deferring blocks with `content-visibility`, decisions 0029 and 0032, leaves out of a load shows here);
//   - font strikes: how many render styles the layouts asked for, one per strike (decision 0028); family
//     matches and font files opened: the other font requests to the browser process; and the time of one
//     render style request, which swings with how busy the browser process is, whatever the page asks.
// It answers "which task, and why", where bench/lighthouse.ts answers "how much".
import { parseArgs } from 'node:util';
import { withSeedSiteInChromium } from './browser.ts';
import { browserPinning, machineLine, median, table } from './lib.ts';
import { PAGES } from './pages.ts';

const { values } = parseArgs({
  options: {
    loads: { type: 'string', default: '8' },
    'no-build': { type: 'boolean', default: false },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
  },
});
const loads = Number(values.loads);
const names = (values.pages ?? '').split(',').filter(Boolean);
for (const name of names) if (!(name in PAGES)) throw new Error(`unknown page ${name}: ${Object.keys(PAGES)}`);

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; beginData?: { dirtyObjects?: number } };
};

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'toplevel',
  'loading',
  'fonts',
];
const STRIKE_RENDER_STYLE = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';
const FAMILY_MATCH = 'FontDataManager::onMatchFamilyStyle';
const FONT_FILE_OPENED = 'FontDataManager::onMakeFromStreamArgs';
const FONT_LOOKUP = new Set(['FontCache::GetFontPlatformData', STRIKE_RENDER_STYLE, FAMILY_MATCH]);
const RUNS_SCRIPT = new Set(['v8.callFunction', 'v8.evaluateModule', 'EvaluateScript', 'FunctionCall']);

/** The figures of one load's trace, in milliseconds. */
function summarise(events: TraceEvent[]) {
  // The page's first contentful paint, and the main thread of the renderer that painted it. The latest one: the
  // same-site page loaded before the measured one (to keep the renderer) can report its own paint inside the
  // trace, and counting from it put the measured page's parsing and first layout among the tasks "after the paint".
  const paint = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => b.ts - a.ts)[0];
  if (!paint) throw new Error('no first contentful paint in the trace');
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === paint.pid);
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts >= paint.ts);
  const runsScript = (task: TraceEvent) =>
    onMain.some((e) => RUNS_SCRIPT.has(e.name) && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
  const jsTasks = tasks.filter(runsScript);
  const blocking = (slowdown: number) => tasks.reduce((sum, t) => sum + Math.max(0, slowdown * ms(t) - 50), 0);
  const layouts = onMain.filter((e) => e.name === 'Layout');
  const contains = (outer: TraceEvent, inner: TraceEvent) =>
    inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  const inLayout = (e: TraceEvent) => layouts.some((l) => contains(l, e));
  const fontEvents = onMain.filter((e) => FONT_LOOKUP.has(e.name) && inLayout(e));
  const renderStyles = fontEvents.filter((e) => e.name === STRIKE_RENDER_STYLE);
  return {
    compile: onMain.filter((e) => e.name === 'V8.CompileCode').reduce((sum, e) => sum + ms(e), 0),
    jsTasks: jsTasks.reduce((sum, t) => sum + ms(t), 0),
    longestJs: Math.max(0, ...jsTasks.map(ms)),
    tbt4: blocking(4),
    tbt2: blocking(2),
    layout: layouts.reduce((sum, e) => sum + ms(e), 0),
    layoutObjects: layouts.reduce((sum, e) => sum + (e.args?.beginData?.dirtyObjects ?? 0), 0),
    // The events nest (a strike's creation asks for its render style): only the outermost count.
    fontLookup: fontEvents
      .filter((e) => !fontEvents.some((o) => o !== e && contains(o, e)))
      .reduce((sum, e) => sum + ms(e), 0),
    strikes: renderStyles.length,
    familyMatches: fontEvents.filter((e) => e.name === FAMILY_MATCH).length,
    fontFiles: onMain.filter((e) => e.name === FONT_FILE_OPENED && inLayout(e)).length,
    msPerRenderStyle: renderStyles.reduce((sum, e) => sum + ms(e), 0) / Math.max(1, renderStyles.length),
  };
}

const rows: (string | number)[][] = [];
await withSeedSiteInChromium(values['no-build'] ?? false, async (siteUrl, browser) => {
  for (const name of names) {
    const path = PAGES[name as keyof typeof PAGES];
    const figures: ReturnType<typeof summarise>[] = [];
    // One load more than reported: the first warms the server's edge cache.
    for (let load = 0; load <= loads; load++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      // Same renderer for the measured load: a first, same-site page keeps the navigation in-process.
      await page.goto(`${siteUrl}/robots.txt`);
      await browser.startTracing(page, { categories: [...CATEGORIES, 'disabled-by-default-v8.compile'] });
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(2500);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      await context.close();
      if (load > 0) figures.push(summarise(trace.traceEvents));
    }
    const of = (key: keyof ReturnType<typeof summarise>) => median(figures.map((f) => f[key])).toFixed(1);
    rows.push([
      name,
      `\`${path}\``,
      of('compile'),
      of('jsTasks'),
      of('longestJs'),
      of('tbt4'),
      of('tbt2'),
      of('layout'),
      of('fontLookup'),
      median(figures.map((f) => f.strikes)),
      median(figures.map((f) => f.familyMatches)),
      median(figures.map((f) => f.fontFiles)),
      median(figures.map((f) => f.msPerRenderStyle)).toFixed(2),
      median(figures.map((f) => f.layoutObjects)),
    ]);
  }
});

console.log(`### Main thread after the first paint, medians of ${loads} unthrottled loads (ms)\n`);
console.log(`${machineLine(undefined, browserPinning)}\n`);
console.log(
  table(
    [
      'page',
      'path',
      'compile',
      'JS tasks',
      'longest JS task',
      'TBT at 4× (est.)',
      'TBT at 2× (est.)',
      'layout',
      'of it font lookup',
      'font strikes',
      'family matches',
      'font files opened',
      'ms per render style',
      'boxes laid out',
    ],
    rows,
  ),
);
