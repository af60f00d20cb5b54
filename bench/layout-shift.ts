// `node bench/layout-shift.ts [--loads 10] [--cpu-slowdown 6] [--no-build] [--pages home,listing,…]`
//
// Loads pages again and again in Debian's Chromium at Lighthouse's phone geometry (412×823, DPR 1.75, touch)
// with the CPU slowed, and counts the loads in which any layout shift happened, with the element that moved and
// its rectangles before and after. A shift that depends on when the browser paints a half-parsed page shows in a
// few loads out of many, never reliably in one; this is how the header's shift was found and its fix checked.
import { parseArgs } from 'node:util';
import { withSeedSiteInChromium } from './browser.ts';
import { browserPinning, log, machineLine, table } from './lib.ts';
import { PAGES } from './pages.ts';

const { values } = parseArgs({
  options: {
    loads: { type: 'string', default: '10' },
    'cpu-slowdown': { type: 'string', default: '6' },
    'no-build': { type: 'boolean', default: false },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
  },
});
const loads = Number(values.loads);
const rate = Number(values['cpu-slowdown']);
const names = (values.pages ?? '').split(',').filter(Boolean);
for (const name of names) if (!(name in PAGES)) throw new Error(`unknown page ${name}: ${Object.keys(PAGES)}`);

type Shift = { value: number; sources: { node: string; before: number[]; after: number[] }[] };

const rows: (string | number)[][] = [];
await withSeedSiteInChromium(values['no-build'] ?? false, async (siteUrl, browser) => {
  for (const name of names) {
    const path = PAGES[name as keyof typeof PAGES];
    const seen: string[] = [];
    let loadsWithShift = 0;
    for (let load = 0; load < loads; load++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: Shift[] = [];
        (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
        const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            shifts.push({
              value: entry.value,
              sources: entry.sources.map((source) => ({
                node: source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '?',
                before: rect(source.previousRect),
                after: rect(source.currentRect),
              })),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      for (const shift of shifts) {
        seen.push(
          shift.sources.map((s) => `${s.node} [${s.before}] → [${s.after}] (${shift.value.toFixed(4)})`).join('; '),
        );
      }
      if (shifts.length) loadsWithShift++;
      if (shifts.length) log(`${name} load ${load + 1}: ${seen.at(-1)}`);
      await context.close();
    }
    rows.push([name, `\`${path}\``, `${loadsWithShift} / ${loads}`, seen[0] ?? '–']);
  }
});

console.log(`### Layout shifts while loading, ${loads} loads per page, CPU slowdown ${rate}×\n`);
console.log(`${machineLine(undefined, browserPinning)}\n`);
console.log(table(['page', 'path', 'shifts / loads', 'first shift: element [x,y,w,h before] → [after]'], rows));
