import type { APIRequestContext } from '@playwright/test';
import { siteUrl } from '../setup/ports.ts';
import { sql } from './support/db.ts';
import { expect, test } from './support/fixtures.ts';
import { ARTICLE, type Case, RENDER_CRASH, safeDecode, slotCases } from './support/hostile-payloads.ts';
import { cookies, headers, methods, pollution, traversal } from './support/hostile-requests.ts';
import { rawRequest } from './support/raw-http.ts';

/**
 * Hostile input: a corpus of hostile requests against every route of the built site in workerd
 * (no browser). Payload lists × the URL slots they are aimed at, plus cases that do not fit a slot (path
 * traversal, parameter pollution, methods, cookies, headers). Each case names the status it must get
 * (docs/decisions/0012 gives the rules); none may get a 5xx, none may echo a payload containing `<` or `"`
 * unescaped, none may set a cookie or leak a stack trace or a file.
 */

// Runs in one worker, eight requests at a time: the other specs share this site.
test.describe.configure({ mode: 'default' });
const CONCURRENCY = 8;

const SITE = siteUrl('main');

const CASES: Case[] = [...slotCases(), ...traversal, ...pollution, ...methods, ...cookies, ...headers];

// --- Running ----------------------------------------------------------------------------------------------

type Answer = { status: number; headers: Record<string, string>; body: string };

/** True when a URL parser would change the target (dot segments, backslashes): then it is sent raw. */
function needsRaw(path: string): boolean {
  const parsed = new URL(path, SITE);
  return parsed.pathname + parsed.search !== path;
}

async function send(request: APIRequestContext, c: Case, article: string): Promise<Answer> {
  const path = c.path.replace(ARTICLE, article);
  const hasHost = Object.keys(c.headers ?? {}).some((name) => name.toLowerCase() === 'host');
  if (needsRaw(path) || hasHost) return rawRequest(SITE, path, { method: c.method, headers: c.headers, body: c.body });
  const response = await request.fetch(`${SITE}${path}`, {
    method: c.method ?? 'GET',
    headers: c.headers,
    data: c.body,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 20_000,
  });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

/** Everything wrong with one answer; empty when the case holds. */
function problems(c: Case, answer: Answer): string[] {
  const found: string[] = [];
  const allowed = Array.isArray(c.expect) ? c.expect : [c.expect];
  if (answer.status >= 500) found.push(`a ${answer.status}`);
  if (!allowed.includes(answer.status)) found.push(`status ${answer.status}, expected ${allowed.join(' or ')}`);
  // Remix's single-fetch data (text/x-script) is turbo-stream for its own client, never rendered as a
  // document: it carries loader data as it is, by design (docs/decisions/0012).
  const rendered = !(answer.headers['content-type'] ?? '').startsWith('text/x-script');
  for (const needle of new Set([c.payload ?? '', safeDecode(c.path)])) {
    if (rendered && /[<"]/.test(needle) && needle.length > 0 && answer.body.includes(needle)) {
      found.push(`echoes ${JSON.stringify(needle.slice(0, 60))} unescaped`);
    }
  }
  if (c.group === 'headers' && answer.body.includes('evil.test')) found.push('echoes a foreign host');
  if (answer.headers['set-cookie'] && !c.path.startsWith('/action/')) found.push('sets a cookie');
  if (
    /\bat [\w.$<>]+ \(|node_modules\/\S+\.js:\d+|DataUnavailableError|root:x:0:0|compatibility_date|THEME_COOKIE_SECRET/.test(
      answer.body,
    )
  ) {
    found.push('leaks a stack trace or a file');
  }
  if (answer.status === 301 && answer.headers.location !== (c.location ?? '/id/pph'))
    found.push(`redirects to ${answer.headers.location}`);
  if (answer.status === 303 && answer.headers.location !== '/') found.push(`redirects to ${answer.headers.location}`);
  return found;
}

async function runCases(request: APIRequestContext, cases: Case[], article: string) {
  const failures: string[] = [];
  const timings: [number, string][] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++] as Case;
      const started = Date.now();
      try {
        const answer = await send(request, c, article);
        timings.push([Date.now() - started, `${c.method ?? 'GET'} ${c.name}`]);
        for (const problem of problems(c, answer)) failures.push(`${c.method ?? 'GET'} ${c.name}: ${problem}`);
      } catch (error) {
        failures.push(`${c.method ?? 'GET'} ${c.name}: no answer (${String(error).slice(0, 200)})`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const slowest = timings.sort((a, b) => b[0] - a[0]).slice(0, 3);
  test
    .info()
    .annotations.push({ type: 'slowest', description: slowest.map(([ms, name]) => `${ms} ms ${name}`).join('; ') });
  return failures;
}

let article = '';
test.beforeAll(async () => {
  const [row] = await sql<{ path: string }>(
    `select '/id/' || category || '/' || slug as path from public.articles
     where lang = 'id' and category is not null and published_at <= now() order by published_at desc limit 1`,
  );
  if (!row) throw new Error('no published article in the seed');
  article = row.path;
});

test('the corpus holds at least 500 hostile requests, covering every route', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(500);
  const routes = [
    /^\/(id|en)$/,
    /^\/(id|en)\/pph$/,
    /^\{article\}$/,
    /^\/(id|en)\/search\?/,
    /^\/search\?/,
    /^\/(id|en)\/[^/]+\/feed\.xml$/,
    /^\/id\/feed\.xml$/,
    /^\/sitemaps\//,
    /^\/sitemap\.xml$/,
    /^\/robots\.txt$/,
    /^\/action\/set-theme$/,
    /^\/id\/pph\?page=/,
    /^\/en\/corrections\?page=/,
    /^\/id\/ralat\?page=/,
    /^\/[^/]+\/ralat\/feed\.xml$/,
  ];
  for (const route of routes)
    expect(
      CASES.some((c) => route.test(c.path)),
      String(route),
    ).toBe(true);
  test.info().annotations.push({ type: 'corpus size', description: String(CASES.length) });
});

test('a first segment that decodes to a backslash or a line break is a 404, not a crash', async ({ request }) => {
  const cases = RENDER_CRASH.map((path) => ({ group: 'unroutable', name: path, path, expect: [400, 404] }));
  expect(await runCases(request, cases, article)).toEqual([]);
});

for (const group of [...new Set(CASES.map((c) => c.group))]) {
  const cases = CASES.filter((c) => c.group === group);
  test(`${group}: ${cases.length} requests, each the right 4xx (or page), never a 5xx or an echo`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    expect(await runCases(request, cases, article)).toEqual([]);
  });
}
