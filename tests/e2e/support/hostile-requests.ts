import { ARTICLE, type Case } from './hostile-payloads.ts';

/**
 * The hostile requests of tests/e2e/hostile.spec.ts that are not a payload in a URL slot: path traversal,
 * parameter pollution, methods and bodies, cookies and headers.
 */

export const traversal: Case[] = [
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
  // Empty segments are dropped by a redirect that never leaves the site: not "//evil.test".
  ['//id', 301, '/id'],
  ['///evil.test', 301, '/evil.test'],
  ['/id//pph', 301, '/id/pph'],
  // A dot segment is resolved (URL standard) before routing: the request is for the page it resolves to.
  ['/id/%2e%2e/en', 200],
  ['/id/pph/%2e', 200],
  ['/id/pph/x/%2e%2e', 200],
].map(([path, status, location]) => ({
  group: 'path traversal',
  name: String(path),
  path: String(path),
  expect: Number(status),
  ...(location ? { location: String(location) } : {}),
}));

export const pollution: Case[] = [
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
  ['/kurs-pajak.json?tanggal=2025-10-01&tanggal=2025-10-08', 400],
  ['/kurs-pajak.json?mata_uang=USD&mata_uang=usd', 400],
  ['/kurs-pajak.json?tanggal[]=2025-10-01', [200, 404]],
  ['/id/kurs-pajak?tanggal=2025-10-01&tanggal=2025-10-08', 400],
  ['/en/tax-exchange-rates?amount=1&amount=2&currency=USD', 400],
  ['/id/kurs-pajak/usd?tahun=2025&tahun=2024', 400],
  ['/en/kurs-pajak', 404],
  ['/id/tax-exchange-rates/usd', 404],
  ['/kurs-pajak.csv.data', 404],
  ['/kurs-pajak.json.data', 404],
  [`/id/${'a'.repeat(100_000)}`, 414],
  [`/search?q=${'a'.repeat(100_000)}`, 414],
  // Remix's single-fetch data URLs are routes too.
  ['/id.data', 200],
  ['/fr.data', 404],
  ['/id/pph/tidak-ada.data', 404],
  ['/id/pph.data?page=abc', 404],
  ['/id.data?_routes=%3Cscript%3E', 200],
  ['/id.data?_routes=root,routes%2F%24lang._index,nope', 200],
  // The corrections pages page as listings do; each language's segment is its own.
  ['/id/ralat?page=2&page=3', 404],
  ['/id/ralat?page=1', 301, '/id/ralat'],
  ['/en/corrections?page=%D9%A3', 404],
  ['/en/ralat', 404],
  ['/id/corrections/feed.xml', 404],
  ['/en/corrections/feed.xml?page=%3Cscript%3E', 200],
].map(([path, status, location]) => ({
  group: 'parameters',
  name: String(path).slice(0, 80),
  path: String(path),
  expect: Array.isArray(status) ? status : Number(status),
  ...(location ? { location: String(location) } : {}),
}));

const PAGES = [
  '/id',
  '/en/pph',
  ARTICLE,
  '/id/search?q=pajak',
  '/id/tidak-ada',
  '/fr',
  '/id/pph/x/y',
  '/',
  '/id/peraturan/pmk-168-2023',
  '/en/regulations',
  '/id/kamus',
  '/en/glossary',
  '/id/kalender',
  '/id/penulis/rina-hapsari',
  '/en/corrections',
  '/id/kurs-pajak',
  '/en/tax-exchange-rates/jpy',
];
const RESOURCES = [
  '/search?q=pajak',
  '/robots.txt',
  '/sitemap.xml',
  '/id/feed.xml',
  '/sitemaps/pages-en.xml',
  '/sitemap-news.xml',
  '/id/pph/feed.xml',
  '/openapi.json',
  '/en/calendar.ics',
  '/id/ralat/feed.xml',
  '/kurs-pajak.json?tanggal=2025-10-08',
  '/kurs-pajak.csv',
  '/id/kurs-pajak/feed.xml',
  '/en/tax-exchange-rates/feed.xml',
];
/** Those that answer a browser's CORS preflight (docs/api.md). */
const PREFLIGHT = /^\/(search\?|kurs-pajak\.json\?|openapi\.json$)/;
const BODIES: [string, Record<string, string>, string | undefined][] = [
  ['no body', {}, undefined],
  ['JSON', { 'content-type': 'application/json' }, '{"theme":"dark","__proto__":{"admin":true}}'],
  ['form', { 'content-type': 'application/x-www-form-urlencoded' }, 'q=%3Cscript%3E&_method=DELETE'],
  // Larger bodies that nobody reads sometimes get no answer at all from `wrangler pages dev` (decision 0012).
  ['100 KB', { 'content-type': 'text/plain' }, 'x'.repeat(100_000)],
];

export const methods: Case[] = [
  // No page has an action: the edge answers any method but GET and HEAD with a 405 before Remix runs (the
  // page or the 404 page, alike). Every method on the home page, two on the others.
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
  // Resource routes: read-only, OPTIONS included (it never reaches their loaders), but the API answers a
  // browser's CORS preflight.
  ...RESOURCES.flatMap((path) =>
    ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) => ({
      group: 'methods',
      name: path,
      method,
      path,
      expect: method === 'OPTIONS' && PREFLIGHT.test(path) ? 204 : 405,
    })),
  ),
  { group: 'methods', name: 'the theme action', path: '/action/set-theme', expect: 405 },
  ...[
    ['garbage', 'text/plain', '{not json'],
    ['a script for a theme', 'text/plain', '{"theme":"<script>alert(1)</script>"}'],
    ['an array', 'application/json', '{"theme":["dark"]}'],
    ['an open redirect', 'application/x-www-form-urlencoded', 'theme=dark&redirectTo=%2F%2Fevil.test'],
    ['a javascript: redirect', 'application/x-www-form-urlencoded', 'theme=dark&redirectTo=javascript%3Aalert(1)'],
    // Browsers drop the tab and the line break, leaving //evil.test.
    ['a tab-split open redirect', 'application/x-www-form-urlencoded', 'theme=dark&redirectTo=%2F%09%2Fevil.test'],
    ['a line-broken redirect', 'application/x-www-form-urlencoded', 'theme=dark&redirectTo=%2F%0D%0A%2Fevil.test'],
    // Dot segments resolve to the path //evil.test.
    ['a dot-segment open redirect', 'application/x-www-form-urlencoded', 'theme=dark&redirectTo=%2F.%2F%2Fevil.test'],
    [
      'an overlong redirect',
      'application/x-www-form-urlencoded',
      `theme=dark&redirectTo=%2Fid%3Fx%3D${'a'.repeat(20_000)}`,
    ],
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

export const cookies: Case[] = [
  '/id',
  '/en/pph',
  ARTICLE,
  '/en/search?q=pajak',
  '/search?q=pajak',
  '/id/peraturan',
  '/en/glossary/ppn',
  '/en/calendar',
  '/en/authors/rina-hapsari',
].flatMap((path) =>
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

export const headers: Case[] = ['/id', ARTICLE, '/search?q=pajak'].flatMap((path) =>
  HEADERS.map(([label, extra]) => ({
    group: 'headers',
    name: `${label} on ${path}`,
    path,
    headers: extra,
    expect: 200,
    payload: 'evil.test',
  })),
);
