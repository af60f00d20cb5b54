// One Lighthouse run in a throwaway Chromium profile, and what bench/lighthouse.ts reads from its report: the
// scores and metrics, and every audit below a full score with enough detail to act on.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { outDir, sampleLoad } from './lib.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

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
export type RunScores = Record<(typeof CATEGORIES)[number], number> & {
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

export type Failure = {
  id: string;
  title: string;
  score: number | null;
  display: string;
  details: string;
  runs: number;
};

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

/** Lighthouse could not measure the load (for example NO_NAVSTART: its trace missed the navigation). */
class LighthouseRuntimeError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(`Lighthouse: ${message} (${code})`);
    this.code = code;
  }
}

/**
 * `measure`, repeated (at most twice) when Lighthouse reports that it could not record the load, which it does
 * now and then whatever the page; each repeat is logged. Any other error ends the benchmark.
 */
export async function measureRepeatingUnrecorded(
  ...args: Parameters<typeof measure>
): Promise<Awaited<ReturnType<typeof measure>>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(...args);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.error(`[bench] ${args[1]}: ${error.message}; measuring again`);
    }
  }
}

/** One Lighthouse run of a URL in a fresh Chromium profile; keeps the report in bench/out. */
export async function measure(
  url: string,
  label: string,
  cpuSlowdown: number,
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
    if (lhr.runtimeError) throw new LighthouseRuntimeError(lhr.runtimeError.code, lhr.runtimeError.message);
    sampleLoad();
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `lighthouse-${label}.json`), JSON.stringify(lhr));
    return { scores: scoresOf(lhr), failures: failuresOf(lhr) };
  } finally {
    await chromium.stop();
  }
}
