import type { APIRequestContext } from '@playwright/test';
import { siteUrl } from '../setup/ports.ts';
import { sql } from './support/db.ts';
import { expect, test } from './support/fixtures.ts';
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
const ARTICLE = '{article}';

type Case = {
  group: string;
  name: string;
  method?: string;
  /** The request target, exactly as sent; `{article}` becomes a real article's path. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The one status this case must get, or the statuses it may get. */
  expect: number | number[];
  /** What the server sees once it decodes the payload: looked for in the body when it holds `<` or `"`. */
  payload?: string;
};

// --- Payloads ---------------------------------------------------------------------------------------------
// `text` is what the payload says; it goes into the URL with encodeURIComponent. A `literal` is already
// URL syntax (percent sequences, some deliberately broken) and goes in as it is.
type Payload = { label: string; text?: string; literal?: string };

const PAYLOADS: Record<string, Payload[]> = {
  overlong: [
    { label: '201 letters (slug limit + 1)', text: 'a'.repeat(201) },
    { label: '5,000 letters', text: 'a'.repeat(5000) },
    { label: '3,000 Cyrillic letters (18 KB encoded)', text: 'ж'.repeat(3000) },
    { label: '20,000 letters', text: 'a'.repeat(20_000) },
  ],
  'NUL and invalid percent-encoding': [
    { label: '%00', literal: '%00' },
    { label: 'pph%00', literal: 'pph%00' },
    { label: '%00pph', literal: '%00pph' },
    { label: 'a%00b', literal: 'a%00b' },
    { label: 'lone %', literal: '%' },
    { label: '%%', literal: '%%' },
    { label: '%ZZ', literal: '%ZZ' },
    { label: 'truncated UTF-8', literal: '%E0%A4%A' },
    { label: 'overlong UTF-8 dots', literal: '%C0%AE%C0%AE' },
    { label: 'invalid UTF-8 bytes', literal: '%FF%FE' },
    { label: 'encoded lone surrogate', literal: '%ED%A0%80' },
    { label: '%u escape', literal: '%u0041' },
    { label: 'double percent', literal: '%%32%65' },
    { label: 'CRLF header injection', literal: '%0d%0aSet-Cookie:%20pwned=1' },
    { label: 'tab and LF', literal: '%09%0a' },
  ],
  'encoded slashes and dots': [
    { label: '%2f', literal: '%2f' },
    { label: 'pph%2fx', literal: 'pph%2fx' },
    { label: '..%2f traversal', literal: '..%2f..%2f..%2fetc%2fpasswd' },
    { label: '%2e%2e%2f traversal', literal: '%2e%2e%2f%2e%2e%2f.dev.vars' },
    { label: 'backslash traversal', literal: '..%5c..%5cwrangler.toml' },
    { label: '%5c', literal: '%5c' },
    { label: 'double-encoded ../', literal: '%252e%252e%252f' },
    { label: 'dots inside a segment', literal: 'x%2e%2e' },
    { label: 'three dots', literal: '.%2e.' },
    { label: '....//', literal: '....%2f%2f' },
  ],
  'Unicode tricks': [
    { label: 'fullwidth id', text: 'ｉｄ' },
    { label: 'fullwidth ID', text: 'ＩＤ' },
    { label: 'fullwidth pph', text: 'ｐｐｈ' },
    { label: 'combining acute', text: 'pph\u0301' },
    { label: 'combining dot above', text: 'i\u0307d' },
    { label: 'Cyrillic і in id', text: 'іd' },
    { label: 'Cyrillic р in pph', text: 'рph' },
    { label: 'Greek ρ in pph', text: 'ρph' },
    { label: 'Turkish dotted capital İ', text: 'İD' },
    { label: 'Turkish dotless ı', text: 'ıd' },
    { label: 'RTL override before', text: '\u202epph' },
    { label: 'RTL override after', text: 'pph\u202e' },
    { label: 'zero-width space', text: 'p\u200bph' },
    { label: 'byte order mark', text: '\ufeffid' },
    { label: 'fi ligature', text: 'ﬁnal' },
    { label: 'emoji', text: '💩' },
  ],
  'PostgREST syntax and SQL': [
    { label: 'eq operator', text: 'eq.pph' },
    { label: 'injected filter', text: 'pph,category.eq.x' },
    { label: 'or=()', text: 'or=(id.gt.0)' },
    { label: 'closing paren', text: 'pph)' },
    { label: 'in.()', text: 'in.(pph,ppn)' },
    { label: 'star', text: '*' },
    { label: 'not.is.null', text: 'not.is.null' },
    { label: 'ilike', text: 'ilike.*pajak*' },
    { label: 'quote or 1=1', text: "' or '1'='1" },
    { label: 'quote comment', text: "pph'--" },
    { label: 'stacked statement', text: '1;drop table articles' },
    { label: 'union select', text: '1 union select slug from articles' },
    { label: 'extra select param', text: 'pph&select=*' },
    { label: 'id=eq.1', text: 'id=eq.1' },
    { label: 'subquery', text: '(select 1)' },
    { label: 'placeholder', text: '$1' },
    { label: 'cast', text: 'pph::text' },
    { label: 'select=body', text: 'select=body' },
    { label: 'percent wildcard', text: '%' },
    { label: 'underscore wildcard', text: '_' },
  ],
  'HTML and JavaScript': [
    { label: 'script tag', text: '<script>alert(1)</script>' },
    { label: 'attribute break-out', text: '"><img src=x onerror=alert(1)>' },
    { label: 'polyglot', text: '\'"--></style></script><svg onload=alert(1)>' },
    { label: 'javascript: URL', text: 'javascript:alert(1)' },
    { label: 'iframe', text: '<iframe src=javascript:alert(1)>' },
    { label: 'template syntax', text: '{{7*7}}' },
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is the literal text ${alert(1)}
    { label: 'template literal', text: '${alert(1)}' },
    { label: 'title break-out', text: '</title><script>alert(1)</script>' },
    { label: 'event handler', text: '" onmouseover="alert(1)' },
    { label: 'comment opener', text: '<!--zq' },
    { label: 'entities', text: '&lt;script&gt;' },
    { label: 'data: URL', text: 'data:text/html,<script>alert(1)</script>' },
  ],
};

// --- Slots: where a payload goes, and what the server must answer -----------------------------------------

const MAX_QUERY = 100;
const queryValue = (encoded: string) => new URLSearchParams(`q=${encoded}`).get('q') ?? '';
const codePoints = (text: string) => [...text].length;

type Slot = { name: string; path: (encoded: string) => string; expect: (encoded: string) => number };

const SLOTS: Slot[] = [
  // Only id and en are languages; only slugs (a-z, 0-9, hyphens, at most 200) can be categories or articles.
  { name: 'language segment', path: (p) => `/${p}`, expect: () => 404 },
  { name: 'language of a listing', path: (p) => `/${p}/pph`, expect: () => 404 },
  { name: 'category', path: (p) => `/id/${p}`, expect: () => 404 },
  { name: 'article slug', path: (p) => `/en/pph/${p}`, expect: () => 404 },
  // A page is a whole number from 1 to 10,000, given once; anything else does not exist.
  { name: 'listing page', path: (p) => `/id/pph?page=${p}`, expect: () => 404 },
  { name: 'feed category', path: (p) => `/id/${p}/feed.xml`, expect: () => 404 },
  { name: 'sitemap file', path: (p) => `/sitemaps/${p}`, expect: () => 404 },
  // The results page forgives what it can (drops NUL, uses the first q) and refuses only a long query.
  {
    name: 'search page q',
    path: (p) => `/en/search?q=${p}`,
    expect: (p) => (codePoints(queryValue(p).replaceAll('\u0000', '').trim()) > MAX_QUERY ? 400 : 200),
  },
  // The API refuses a long query and NUL (Postgres text cannot hold it); any other text is searched literally.
  {
    name: '/search q',
    path: (p) => `/search?q=${p}`,
    expect: (p) => {
      const q = queryValue(p).trim();
      return codePoints(q) > MAX_QUERY || q.includes('\u0000') ? 400 : 200;
    },
  },
  { name: '/search lang', path: (p) => `/search?q=pajak&lang=${p}`, expect: () => 400 },
];

/**
 * When the first path segment decodes to exactly a backslash or a tab, LF or CR, React Router's server render
 * (encodeLocation: new URL("/\\", base)) throws "Invalid URL". The Pages Function answers such paths with a 404
 * before Remix (app/edge/handler.server.ts); they have their own test.
 */
const RENDER_CRASH = ['/%5c', '/%5c/pph', '/%09', '/%0a', '/%0d', '/%09%0a', '/%5C', '/%0D%0A'];

function slotCases(): Case[] {
  return Object.entries(PAYLOADS).flatMap(([group, payloads]) =>
    payloads.flatMap((payload) => {
      const encoded = payload.literal ?? encodeURIComponent(payload.text ?? '');
      return SLOTS.filter((slot) => !RENDER_CRASH.includes(slot.path(encoded))).map((slot) => ({
        group,
        name: `${payload.label} as ${slot.name}`,
        path: slot.path(encoded),
        expect: slot.expect(encoded),
        payload: payload.text ?? safeDecode(encoded),
      }));
    }),
  );
}

// --- Cases that are not a payload in a slot ---------------------------------------------------------------

const traversal: Case[] = [
  ['/id/pph/%2e%2e/%2e%2e/%2e%2e/etc/passwd', 404],
  ['/id/pph/../../../etc/passwd', 404],
  ['/%2e%2e/%2e%2e/wrangler.toml', 404],
  ['/assets/%2e%2e/%2e%2e/wrangler.toml', 404],
  ['/assets/..%2f..%2f.dev.vars', 404],
  ['/assets/..%5c..%5cpackage.json', 404],
  ['/id\\..\\..\\.dev.vars', 404],
  ['/.dev.vars', 404],
  ['/.env', 404],
  ['/wrangler.toml', 404],
  ['/package.json', 404],
  ['/build/server/index.js', 404],
  ['/functions/%5B%5Bpath%5D%5D.ts', 404],
  ['/.git/config', 404],
  ['/.local/supabase/jwt-secret', 404],
  ['/node_modules/.bin/wrangler', 404],
  ['/_worker.js', 404],
  ['//id', 404],
  ['///evil.test', 404],
  ['/id//pph', 404],
  // A dot segment is resolved (URL standard) before routing: the request is for the page it resolves to.
  ['/id/%2e%2e/en', 200],
  ['/id/pph/%2e', 200],
  ['/id/pph/x/%2e%2e', 200],
].map(([path, status]) => ({
  group: 'path traversal',
  name: String(path),
  path: String(path),
  expect: Number(status),
}));

const pollution: Case[] = [
  ['/search?q=a&q=b', 400],
  ['/search?q=pajak&lang=id&lang=en', 400],
  ['/search?q[]=pajak', 200],
  ['/search?Q=pajak', 200],
  ['/search?q=%26q%3Dx', 200],
  ['/id/pph?page=2&page=3', 404],
  ['/id/pph?page[]=2', 200],
  ['/id/pph?page=1', 301],
  ['/id/pph?page=+1', 404],
  ['/id/pph?page=1.0', 404],
  ['/id/pph?page=0x1', 404],
  ['/id/pph?page=%EF%BC%91', 404],
  ['/id/pph?page=%D9%A3', 404],
  ['/id/pph?page=10001', 404],
  ['/id/search?q=a&q=b', 200],
  [`/id/${'a'.repeat(100_000)}`, 414],
  [`/search?q=${'a'.repeat(100_000)}`, 414],
  // Remix's single-fetch data URLs are routes too.
  ['/id.data', 200],
  ['/fr.data', 404],
  ['/id/pph/tidak-ada.data', 404],
  ['/id/pph.data?page=abc', 404],
  ['/id.data?_routes=%3Cscript%3E', 200],
  ['/id.data?_routes=root,routes%2F%24lang._index,nope', 200],
].map(([path, status]) => ({
  group: 'parameters',
  name: String(path).slice(0, 80),
  path: String(path),
  expect: Number(status),
}));

const PAGES = ['/id', '/en/pph', ARTICLE, '/id/search?q=pajak', '/id/tidak-ada', '/fr', '/id/pph/x/y'];
const RESOURCES = ['/search?q=pajak', '/robots.txt', '/sitemap.xml', '/id/feed.xml', '/sitemaps/pages-en.xml'];
const BODIES: [string, Record<string, string>, string | undefined][] = [
  ['no body', {}, undefined],
  ['JSON', { 'content-type': 'application/json' }, '{"theme":"dark","__proto__":{"admin":true}}'],
  ['form', { 'content-type': 'application/x-www-form-urlencoded' }, 'q=%3Cscript%3E&_method=DELETE'],
  // Larger bodies that nobody reads sometimes get no answer at all from `wrangler pages dev` (decision 0012).
  ['100 KB', { 'content-type': 'text/plain' }, 'x'.repeat(100_000)],
];

const methods: Case[] = [
  // No page has an action: any write method is a 405 from Remix (the page or the 404 page, alike). Every
  // method on the home page, two on the others: Remix logs each 405 with a stack, and wrangler source-maps
  // every such log line, which makes these the slowest requests of the corpus locally.
  ...PAGES.flatMap((path, index) =>
    (index === 0 ? ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'] : ['POST', 'DELETE']).map((method) => ({
      group: 'methods',
      name: path,
      method,
      path,
      expect: 405,
    })),
  ),
  ...PAGES.slice(0, 1).flatMap((path) =>
    BODIES.map(([label, headers, body]) => ({
      group: 'methods',
      name: `${path} with ${label}`,
      method: 'POST',
      path,
      headers,
      body,
      expect: 405,
    })),
  ),
  // Resource routes: read-only. OPTIONS reaches their loader and answers like GET (the API refuses it).
  ...RESOURCES.flatMap((path) =>
    ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) => ({
      group: 'methods',
      name: path,
      method,
      path,
      expect: method === 'OPTIONS' && path !== '/search?q=pajak' ? 200 : 405,
    })),
  ),
  { group: 'methods', name: 'the theme action', path: '/action/set-theme', expect: 405 },
  ...[
    ['garbage', 'text/plain', '{not json'],
    ['a script for a theme', 'text/plain', '{"theme":"<script>alert(1)</script>"}'],
    ['an array', 'application/json', '{"theme":["dark"]}'],
    ['an open redirect', 'application/x-www-form-urlencoded', 'theme=dark&redirectTo=%2F%2Fevil.test'],
    ['a javascript: redirect', 'application/x-www-form-urlencoded', 'theme=dark&redirectTo=javascript%3Aalert(1)'],
  ].map(([label, type, body]) => ({
    group: 'methods',
    name: `the theme action with ${label}`,
    method: 'POST',
    path: '/action/set-theme',
    headers: { 'content-type': String(type) },
    body,
    // A bad theme is a 400; a form with a foreign redirect target goes home (303 to /), never off-site.
    expect: String(label).includes('redirect') ? 303 : 400,
  })),
];

const COOKIES: [string, string][] = [
  ['unsigned theme', 'theme=light'],
  ['one-letter theme', 'theme=x'],
  ['percent theme', 'theme=%'],
  ['broken percent theme', 'theme=%E0%A4%A'],
  ['bad signature', 'theme=eyJ0aGVtZSI6ImRhcmsifQ.AAAA'],
  ['no signature', 'theme=eyJ0aGVtZSI6ImRhcmsifQ'],
  ['script theme', 'theme="><script>alert(1)</script>'],
  ['two themes', 'theme=light; theme=dark'],
  ['empty names and values', '=; ;; theme; theme=; theme=a=b=c'],
  ['RTL and emoji', 'theme=%F0%9F%92%A9.%E2%80%AE'],
  ['60 KB theme', `theme=${'a'.repeat(60_000)}`],
  ['100 KB of cookies', `big=${'b'.repeat(100_000)}`],
  ['1,000 cookies', Array.from({ length: 1000 }, (_, i) => `c${i}=v${i}`).join('; ')],
  ['prototype names', '__proto__=x; constructor=y; toString=z'],
];

const cookies: Case[] = ['/id', '/en/pph', ARTICLE, '/en/search?q=pajak', '/search?q=pajak'].flatMap((path) =>
  COOKIES.map(([label, cookie]) => ({
    group: 'cookies',
    name: `${label} on ${path}`,
    path,
    headers: { cookie },
    expect: 200,
    payload: cookie,
  })),
);

const HEADERS: [string, Record<string, string>][] = [
  ['foreign Host', { host: 'evil.test' }],
  ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'http' }],
  ['X-Forwarded-Proto javascript', { 'x-forwarded-proto': 'javascript' }],
  ['X-Original-URL', { 'x-original-url': '/admin', 'x-rewrite-url': '/admin' }],
  ['method override', { 'x-http-method-override': 'DELETE', 'x-method-override': 'PUT' }],
  ['Accept JSON', { accept: 'application/json' }],
  ['Accept turbo-stream', { accept: 'text/x-script' }],
  ['garbage Accept', { accept: ';;;q=x, */*;q=nan' }],
  ['garbage Accept-Language', { 'accept-language': '../../etc/passwd, *;q=2' }],
  ['garbage Accept-Encoding', { 'accept-encoding': 'gzip;q=2, x-nope, *;q=-1' }],
  ['Content-Type on GET', { 'content-type': 'multipart/form-data; boundary=' }],
  ['Range', { range: 'bytes=0-10,5-1,-999999999999' }],
  ['If-None-Match', { 'if-none-match': '*' }],
  ['If-Modified-Since garbage', { 'if-modified-since': 'yesterday at noon' }],
  ['10 KB User-Agent', { 'user-agent': 'x'.repeat(10_000) }],
  ['javascript: Referer', { referer: 'javascript:alert(1)' }],
  ['Origin null', { origin: 'null' }],
  ['X-Remix headers', { 'x-remix-response': 'yes', 'x-remix-redirect': 'https://evil.test/' }],
];

const headers: Case[] = ['/id', ARTICLE, '/search?q=pajak'].flatMap((path) =>
  HEADERS.map(([label, extra]) => ({
    group: 'headers',
    name: `${label} on ${path}`,
    path,
    headers: extra,
    expect: 200,
    payload: 'evil.test',
  })),
);

const CASES: Case[] = [...slotCases(), ...traversal, ...pollution, ...methods, ...cookies, ...headers];

// --- Running ----------------------------------------------------------------------------------------------

type Answer = { status: number; headers: Record<string, string>; body: string };

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

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
  if (answer.status === 301 && answer.headers.location !== '/id/pph')
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
