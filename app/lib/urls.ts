import { isLang, LANGS, type Lang } from '~/i18n/config';
import { SECTION_SEGMENTS, type Section } from './sections';

/**
 * Every URL the site builds, relative or absolute: pages, feeds, sitemaps and canonical links. Pure functions,
 * for the server and the browser alike; absolute URLs take SITE_URL from the caller (no environment here).
 */

/** An article without a category lives under this segment. */
export const UNCATEGORIZED_SEGMENT = 'berita';

export type ArticlePathParts = { slug: string; category: string | null; lang: Lang };

/** A page's path in each language it exists in: what the language switch, hreflang and sitemaps pair. */
export type Alternates = Partial<Record<Lang, string>>;

/** The paths of a page that exists in every language (home, category listings). */
export function inEveryLanguage(path: (lang: Lang) => string): Alternates {
  return Object.fromEntries(LANGS.map((lang) => [lang, path(lang)]));
}

/** The site's files outside /id and /en that crawlers and API clients ask for by name. */
const TOP_LEVEL_FILE =
  /^\/(robots\.txt|openapi\.json|kurs-pajak\.(json|csv)|sitemap(-news)?\.xml|sitemaps\/[a-z0-9-]+\.xml)$/i;

/**
 * A reader's path under /id or /en typed with capitals ("/ID", "/en/Regulations"), or one of the top-level
 * files ("/ROBOTS.TXT"): the same path in lower case, which every route segment and slug is (the database's
 * slug checks); null when nothing changes. Only a path of plain ASCII letters, digits and `-._/` qualifies: one
 * with an escape or any other character can never name a page in any case, and is left to its 404. The API
 * (`/search`) is not redirected: a client that does not follow redirects would lose its answer.
 */
export function lowerCasePath(pathname: string): string | null {
  if (!/^\/(id|en)(\/[A-Za-z0-9._-]*)*$/i.test(pathname) && !TOP_LEVEL_FILE.test(pathname)) return null;
  const lower = pathname.toLowerCase();
  return lower === pathname ? null : lower;
}

/**
 * `%65` is `e`: an escaped letter, digit, `-`, `_` or `~` names the same path as the character itself (RFC 3986,
 * 6.2.2.2). The language and section segments are matched unescaped, so "/%65n/kamus" would render English in an
 * Indonesian frame. An escaped `.` stays escaped: unescaped, `%2e%2e` would become a dot segment.
 */
function unescapedIfUnreserved(escaped: string): string {
  const char = String.fromCharCode(Number.parseInt(escaped.slice(1), 16));
  return /^[A-Za-z0-9_~-]$/.test(char) ? char : escaped;
}

/**
 * The path every link uses for the one a reader or client typed, or null when it is already that path: lower
 * case (lowerCasePath), a file (`/robots.txt/`, `/id/feed.xml/`) without the slash after it, which would
 * otherwise serve the same file at a second address, no empty segments (`//id`, `/id//pph`), which no route of
 * the platform's matches (functions/_middleware.ts hands them to the site for this redirect), and no escaped
 * character that needs no escape (`/%65n`).
 */
export function canonicalPath(pathname: string): string | null {
  // Never "//host": a path that started with empty segments must stay a path on this site.
  const slashes = pathname.replace(/\/{2,}/g, '/');
  // Only where every `%` begins an escape: in "%%32%65", unescaping would make a new one ("%2e") from the pieces.
  const collapsed = /%(?![0-9A-Fa-f]{2})/.test(slashes)
    ? slashes
    : slashes.replace(/%[0-9A-Fa-f]{2}/g, unescapedIfUnreserved);
  const lower = lowerCasePath(collapsed) ?? collapsed;
  const file = /^((?:\/[A-Za-z0-9._-]+)*\.(?:xml|txt|json|ics|csv))\/+$/i.exec(lower)?.[1];
  const canonical = file ? (lowerCasePath(file) ?? file) : lower;
  return canonical === pathname ? null : canonical;
}

export function homePath(lang: Lang): string {
  return `/${lang}`;
}

export function categoryPath(lang: Lang, categorySlug: string, page = 1): string {
  return page > 1 ? `/${lang}/${categorySlug}?page=${page}` : `/${lang}/${categorySlug}`;
}

/** The canonical path of an article: /{lang}/{category or "berita"}/{slug}, in the article's own language. */
export function articlePath(article: ArticlePathParts): string {
  return `/${article.lang}/${article.category ?? UNCATEGORIZED_SEGMENT}/${article.slug}`;
}

/** The search page, with its query and, past the first, its page (`/id/search?q=pajak&page=2`). */
export function searchPath(lang: Lang, query?: string, page = 1): string {
  if (!query) return `/${lang}/search`;
  const path = `/${lang}/search?q=${encodeURIComponent(query)}`;
  return page > 1 ? `${path}&page=${page}` : path;
}

/** Whether `pathname` is in `section` under the segment of its own language (`/en/peraturan` is not). */
export function isInSection(pathname: string, lang: Lang, section: Section): boolean {
  return pathname.split('/')[2] === SECTION_SEGMENTS[section][lang];
}

/** The regulation register (`/id/peraturan`), with a query for its filters and page, or one entry. */
export function regulationsPath(lang: Lang, query?: URLSearchParams): string {
  const search = query?.toString();
  return `/${lang}/${SECTION_SEGMENTS.regulations[lang]}${search ? `?${search}` : ''}`;
}

export function regulationPath(lang: Lang, slug: string): string {
  return `/${lang}/${SECTION_SEGMENTS.regulations[lang]}/${slug}`;
}

/** The glossary (`/id/kamus`, `/en/glossary`), or one entry: the same slug in both languages. */
export function glossaryPath(lang: Lang, slug?: string): string {
  return `/${lang}/${SECTION_SEGMENTS.glossary[lang]}${slug ? `/${slug}` : ''}`;
}

/** The month grid's parameter, named in the page's language: `?bulan=2026-12`, `?month=2026-12`. */
export const CALENDAR_MONTH_PARAM: Record<Lang, string> = { id: 'bulan', en: 'month' };

/** The calendar's month grid, where the links to another month land: a word in the page's language. */
export const CALENDAR_GRID_ID: Record<Lang, string> = { id: 'bulan', en: 'month' };

/** The tax calendar (`/id/kalender`, `/en/calendar`), optionally showing one month (YYYY-MM) in its grid. */
export function calendarPath(lang: Lang, month?: string): string {
  const base = `/${lang}/${SECTION_SEGMENTS.calendar[lang]}`;
  return month ? `${base}?${new URLSearchParams({ [CALENDAR_MONTH_PARAM[lang]]: month })}` : base;
}

/** The calendar's iCalendar feed (`/id/kalender.ics`), in the feed's language. */
export function calendarFeedPath(lang: Lang): string {
  return `/${lang}/${SECTION_SEGMENTS.calendar[lang]}.ics`;
}

/** The feed as a calendar app subscribes to it: the same URL under webcal://. */
export function calendarSubscribeUrl(siteUrl: string, lang: Lang): string {
  return absoluteUrl(siteUrl, calendarFeedPath(lang)).replace(/^https?:\/\//, 'webcal://');
}

/** An author's page (`/id/penulis/{slug}`, `/en/authors/{slug}`: the same slug), with `?page=N` past the first. */
export function authorPath(lang: Lang, slug: string, page = 1): string {
  const path = `/${lang}/${SECTION_SEGMENTS.authors[lang]}/${slug}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/** Every correction and reference-data change (`/id/ralat`, `/en/corrections`), with `?page=N` past the first. */
export function correctionsPath(lang: Lang, page = 1): string {
  const path = `/${lang}/${SECTION_SEGMENTS.corrections[lang]}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The corrections page's RSS feed (`/id/ralat/feed.xml`, `/en/corrections/feed.xml`). */
export function correctionsFeedPath(lang: Lang): string {
  return `${correctionsPath(lang)}/feed.xml`;
}

/** The kurs pajak pages' GET parameters, named in the page's language (the API takes the Indonesian ones). */
export const KURS_PARAMS = {
  id: { date: 'tanggal', amount: 'jumlah', currency: 'mata_uang', year: 'tahun' },
  en: { date: 'date', amount: 'amount', currency: 'currency', year: 'year' },
} as const satisfies Record<Lang, Record<string, string>>;

export type KursQuery = { date?: string; amount?: string; currency?: string };

/** The kurs pajak hub (`/id/kurs-pajak`, `/en/tax-exchange-rates`), with a date lookup or a conversion. */
export function kursPath(lang: Lang, query: KursQuery = {}): string {
  const names = KURS_PARAMS[lang];
  const params = new URLSearchParams();
  for (const key of ['amount', 'currency', 'date'] as const) {
    const value = query[key];
    if (value) params.set(names[key], value);
  }
  const search = params.toString();
  return `/${lang}/${SECTION_SEGMENTS.kurs[lang]}${search ? `?${search}` : ''}`;
}

/** One currency's history (`/id/kurs-pajak/usd`), optionally one year of its table. */
export function kursHistoryPath(lang: Lang, code: string, year?: number): string {
  const path = `/${lang}/${SECTION_SEGMENTS.kurs[lang]}/${code.toLowerCase()}`;
  return year === undefined ? path : `${path}?${KURS_PARAMS[lang].year}=${year}`;
}

/** The RSS feed of weeks, in the feed's language. */
export function kursFeedPath(lang: Lang): string {
  return `/${lang}/${SECTION_SEGMENTS.kurs[lang]}/feed.xml`;
}

/** The rates API and the whole history as CSV: one address each, for both languages. */
export const KURS_API_PATH = '/kurs-pajak.json';
export const KURS_CSV_PATH = '/kurs-pajak.csv';

/** The RSS feed of a language, or of one category in it. */
export function feedPath(lang: Lang, categorySlug?: string): string {
  return categorySlug ? `/${lang}/${categorySlug}/feed.xml` : `/${lang}/feed.xml`;
}

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const NEWS_SITEMAP_PATH = '/sitemap-news.xml';

/** The sitemap files: /sitemaps/pages-{lang}.xml and /sitemaps/articles-{lang}-{n}.xml. */
export type SitemapFile = { kind: 'pages'; lang: Lang } | { kind: 'articles'; lang: Lang; number: number };

export function sitemapFilePath(file: SitemapFile): string {
  return file.kind === 'pages'
    ? `/sitemaps/pages-${file.lang}.xml`
    : `/sitemaps/articles-${file.lang}-${file.number}.xml`;
}

/** The inverse of sitemapFilePath for the file name after /sitemaps/; null for anything else. */
export function parseSitemapFile(name: string): SitemapFile | null {
  const pages = /^pages-([a-z]{2})\.xml$/.exec(name);
  if (pages && isLang(pages[1])) return { kind: 'pages', lang: pages[1] };
  const articles = /^articles-([a-z]{2})-([1-9][0-9]{0,8})\.xml$/.exec(name);
  if (articles && isLang(articles[1])) return { kind: 'articles', lang: articles[1], number: Number(articles[2]) };
  return null;
}

/** The same path with the language segment replaced: where the language switch goes when nothing knows better. */
export function swapLang(pathname: string, lang: Lang): string {
  const segments = pathname.split('/');
  if (isLang(segments[1])) segments[1] = lang;
  else segments.splice(1, 0, lang);
  const section = Object.values(SECTION_SEGMENTS).find((each) =>
    (Object.values(each) as string[]).includes(segments[2] ?? ''),
  );
  if (section) segments[2] = section[lang];
  return segments.join('/').replace(/\/$/, '') || `/${lang}`;
}

/** `https://site` + `/path`, unless the value is already an absolute http(s) URL. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${trimSlash(siteUrl)}${path}`;
}

/**
 * The canonical URL of a page: absolute, without query string or fragment, without a trailing slash, and with
 * `?page=N` only for N > 1 (page 1 is the bare URL).
 */
export function canonicalUrl(siteUrl: string, path: string, page?: number): string {
  let pathname = /^https?:\/\//i.test(path) ? new URL(path).pathname : (path.split(/[?#]/, 1)[0] ?? '');
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '') || '/';
  const query = page !== undefined && Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
  return `${trimSlash(siteUrl)}${pathname}${query}`;
}

/** The site search's URL template for structured data (schema.org SearchAction). */
export function searchUrlTemplate(siteUrl: string, lang: Lang): string {
  return `${trimSlash(siteUrl)}${searchPath(lang)}?q={search_term_string}`;
}

function trimSlash(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** The networks an article can be shared on, WhatsApp first: it is how most Indonesians pass news on. */
export const SHARE_NETWORKS = ['whatsapp', 'telegram', 'x', 'facebook', 'linkedin'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/**
 * Each network's own share page for a URL (and a title where it takes one), in SHARE_NETWORKS order, as plain
 * links: no script of theirs and no parameter of ours beyond the canonical URL.
 */
export function shareLinks(url: string, title: string): { network: ShareNetwork; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const href: Record<ShareNetwork, string> = {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    x: `https://x.com/intent/tweet?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
  return SHARE_NETWORKS.map((network) => ({ network, href: href[network] }));
}
