// One load of a page on the phone profile of bench/phone.ts, and what it measures.
import type { Browser, CDPSession } from '@playwright/test';

/** Lighthouse's mobile device (a Moto G Power's screen), the CPU four times slower, a slow 4G link. */
export const PROFILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  rttMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
} as const;

export type LoadFigures = {
  /** The document received in full, ms from navigation start. */
  html: number;
  /** First contentful paint, largest contentful paint, and ready for input (below), ms from navigation start. */
  fcp: number;
  lcp: number;
  ready: number;
  /** The last commit React made during the load: the page fully hydrated, and whatever it rendered after. */
  settled: number;
  /** Layout shift, summed over the load. */
  cls: number;
  /** Long tasks after the first paint: the time beyond 50 ms of each, summed (as Total Blocking Time counts). */
  blocking: number;
  /** Bytes received for the document and everything it fetched (compressed as sent), and of them, scripts. */
  bytes: number;
  scriptBytes: number;
  /** When the first script request started, ms from navigation start. */
  firstScript: number;
};

type Collected = {
  fcp: number;
  lcp: number;
  ready: number;
  cls: number;
  longTasks: [number, number][];
  commits: number[];
};

/**
 * Runs before any script of the page. "Ready for input" is the first moment at which both hold: the router
 * exists and has its initial state (`window.__remixRouter.state.initialized`), and the header's search button
 * carries `data-enhanced="true"`, which an effect of the header sets once React has hydrated and committed it;
 * from then on a tap on "Cari" opens the search dialog instead of loading the results page (bench/phone.ts clicks
 * it after each load to check). Seen by a MutationObserver, so the time is that of the commit itself.
 */
function collect() {
  const figures: Collected = {
    fcp: Number.NaN,
    lcp: Number.NaN,
    ready: Number.NaN,
    cls: 0,
    longTasks: [],
    commits: [],
  };
  (window as unknown as { __phone: Collected }).__phone = figures;
  // React reports every commit to a developer-tools hook when one is there (production builds too).
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberRoot: () => figures.commits.push(performance.now()),
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) figures.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) figures.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    const router = (window as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter;
    if (!router?.state?.initialized || !document.querySelector('header [data-enhanced="true"]')) return;
    figures.ready = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-enhanced'] });
}

/** Counts every response's bytes as received, from the CDP session's network events. */
function countBytes(cdp: CDPSession) {
  const types = new Map<string, string>();
  let bytes = 0;
  let scriptBytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    types.set(event.requestId, event.type ?? '');
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') scriptBytes += event.encodedDataLength;
  });
  return () => ({ bytes, scriptBytes });
}

/**
 * Loads `url` in a fresh context (no cache, no connection kept) on the phone profile and waits until the page is
 * loaded, ready for input (unless it has no script), and quiet. With `checkSearch`, then taps "Cari" at full
 * speed and fails unless the search dialog opens without a new document. With `shareSheet`, the browser has a
 * Web Share sheet.
 */
export async function loadOnPhone(
  browser: Browser,
  url: string,
  opts: { scripts: boolean; checkSearch: boolean; shareSheet?: boolean },
): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(collect);
    // A share sheet, as phones' browsers have one (this Chromium has none): the article's share row differs.
    if (opts.shareSheet) {
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async () => {} }),
      );
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.rttMs,
      downloadThroughput: PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: PROFILE.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    const counted = countBytes(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Painted, and with scripts, ready: on a busy host either can come well after the load event.
    await page.waitForFunction(
      (scripts) => {
        const { fcp, ready } = (window as unknown as { __phone: Collected }).__phone;
        return !Number.isNaN(fcp) && (!scripts || !Number.isNaN(ready));
      },
      opts.scripts,
      { timeout: 60_000, polling: 100 },
    );
    // Late images and the last long tasks; LCP is final before any input.
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    await page.waitForTimeout(500);
    const figures = await page.evaluate(() => (window as unknown as { __phone: Collected }).__phone);
    const html = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd,
    );
    const firstScript = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    );
    const { bytes, scriptBytes } = counted();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (opts.checkSearch) {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.locator('header').getByRole('link', { name: 'Cari', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 15_000 });
      if (documents.length > 0) throw new Error(`${url}: "Cari" loaded a document after ready`);
    }
    const blocking = figures.longTasks
      .filter(([start]) => start >= figures.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return {
      html: html ?? Number.NaN,
      fcp: figures.fcp,
      lcp: figures.lcp,
      ready: figures.ready,
      settled: figures.commits.length ? Math.max(...figures.commits) : Number.NaN,
      cls: figures.cls,
      blocking,
      bytes,
      scriptBytes,
      firstScript: Number.isFinite(firstScript) ? firstScript : Number.NaN,
    };
  } finally {
    await context.close();
  }
}
