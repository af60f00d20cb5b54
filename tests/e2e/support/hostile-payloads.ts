/**
 * The hostile payloads and the URL slots they are aimed at, for tests/e2e/hostile.spec.ts; every payload goes
 * into every slot, each slot naming the status the server must answer.
 */

export const ARTICLE = '{article}';

export type Case = {
  group: string;
  name: string;
  method?: string;
  /** The request target, exactly as sent; `{article}` becomes a real article's path. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The one status this case must get, or the statuses it may get. */
  expect: number | number[];
  /** Where a 301 must send it: /id/pph unless said. */
  location?: string;
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
  { name: 'corrections page', path: (p) => `/en/corrections?page=${p}`, expect: () => 404 },
  { name: 'language of the corrections feed', path: (p) => `/${p}/ralat/feed.xml`, expect: () => 404 },
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
  // The reference sections, each in one of its languages: slugs as above; the register's filters and the
  // calendar's month are known values only, anything else a 400.
  { name: 'regulation slug', path: (p) => `/en/regulations/${p}`, expect: () => 404 },
  { name: 'register filter', path: (p) => `/id/peraturan?kind=${p}`, expect: () => 400 },
  { name: 'glossary slug', path: (p) => `/id/kamus/${p}`, expect: () => 404 },
  { name: 'calendar month', path: (p) => `/en/calendar?month=${p}`, expect: () => 400 },
  { name: 'calendar feed language', path: (p) => `/${p}/kalender.ics`, expect: () => 404 },
  { name: 'author slug', path: (p) => `/en/authors/${p}`, expect: () => 404 },
  // The API's description reads no parameter: the edge leaves any out (decision 0045).
  { name: 'API description query', path: (p) => `/openapi.json?x=${p}`, expect: () => 200 },
  // Kurs pajak: a currency is three letters the KMK lists; a date is YYYY-MM-DD, an amount digits in the page's
  // notation, a year four digits. A page names a malformed field with a 400; a field left blank is not asked.
  { name: 'kurs currency', path: (p) => `/id/kurs-pajak/${p}`, expect: () => 404 },
  { name: 'kurs history year', path: (p) => `/en/tax-exchange-rates/usd?year=${p}`, expect: () => 400 },
  { name: 'kurs page date', path: (p) => `/id/kurs-pajak?tanggal=${p}`, expect: (p) => blankOr400(p) },
  {
    name: 'kurs converter amount',
    path: (p) => `/en/tax-exchange-rates?amount=${p}&currency=USD&date=2025-10-08`,
    expect: (p) => blankOr400(p),
  },
  {
    name: 'kurs converter currency',
    path: (p) => `/id/kurs-pajak?jumlah=1&mata_uang=${p}`,
    expect: (p) => blankOr400(p),
  },
  // The API refuses anything but a date (a blank one too) and a currency of the KMK, before asking the database.
  { name: '/kurs-pajak.json tanggal', path: (p) => `/kurs-pajak.json?tanggal=${p}`, expect: () => 400 },
  { name: '/kurs-pajak.json mata_uang', path: (p) => `/kurs-pajak.json?mata_uang=${p}`, expect: () => 400 },
];

/** 200 when the field decodes to white space only (not asked), else 400. */
function blankOr400(encoded: string): number {
  return queryValue(encoded).trim() === '' ? 200 : 400;
}

/**
 * When the first path segment decodes to exactly a backslash or a tab, LF or CR, React Router's server render
 * (encodeLocation: new URL("/\\", base)) throws "Invalid URL". The Pages Function answers such paths with a 404
 * before Remix (app/edge/handler.server.ts); they have their own test.
 */
export const RENDER_CRASH = ['/%5c', '/%5c/pph', '/%09', '/%0a', '/%0d', '/%09%0a', '/%5C', '/%0D%0A'];

export function slotCases(): Case[] {
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

export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
