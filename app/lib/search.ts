import { type Lang, otherLang } from '~/i18n/config';
import type { ArticleRef } from './articles';
import type { GlossaryTerm } from './glossary';
import { type RegulationStatus, type RegulationSummary, titleIn } from './regulations';
import { articlePath, glossaryPath, regulationPath } from './urls';

/**
 * Search helpers shared by the /search API, the results page and the modal. Client-safe: no server imports.
 */

/** Requests go out after typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The most results a search answers. */
export const MAX_SEARCH_RESULTS = 10;

/** The longest query, in code points after trimming. Longer is a 400 from the API. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The deepest match the search page reaches: deeper pages would ask the database for more matches than its walk
 * over the newest titles gives (supabase/migrations/20261201000700_search_pages.sql, decision 0010).
 */
export const MAX_SEARCH_PAGE_MATCHES = 100;

/** The line above the search page's results: which articles it shows, and whether more follow. */
export type SearchPageSummary = {
  key: 'foundAll' | 'range' | 'rangeMore' | 'rangeCapped';
  values: Record<string, number>;
};

/**
 * What the search page says about page `page` showing `shown` articles of `pageSize` a page, when the database
 * said whether a next page exists (`hasNext`). Never a count of every match: only what the pages seen so far
 * prove. Null when the page shows none.
 */
export function searchPageSummary(page: number, shown: number, hasNext: boolean, pageSize: number) {
  if (shown === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = from + shown - 1;
  const summary = (key: SearchPageSummary['key'], values: SearchPageSummary['values']): SearchPageSummary => ({
    key,
    values,
  });
  if (hasNext && to >= MAX_SEARCH_PAGE_MATCHES)
    return summary('rangeCapped', { from, to, max: MAX_SEARCH_PAGE_MATCHES });
  if (hasNext) return summary('rangeMore', { from, to });
  if (page === 1) return summary('foundAll', { count: to });
  return summary('range', { from, to, count: to });
}

/** One result, as the /search API answers it. `url` is the article's canonical path in its own language. */
export type SearchResult = SearchHit & { url: string };

/** A matching article as the database answers it. */
export type SearchHit = ArticleRef & { title: string; excerpt: string };

/** A register entry that matches the query, as the /search API suggests it; `url` is in the request's language. */
export type RegulationSuggestion = {
  slug: string;
  designation: string;
  title: string | null;
  /** The language `title` is written in: `id` on an English page when no English title is recorded. */
  titleLang: Lang;
  status: RegulationStatus;
  url: string;
};

/** A glossary entry that matches the query in either language, as the /search API suggests it. */
export type TermSuggestion = {
  slug: string;
  /** The term in the request's language, and in the other one. */
  term: string;
  otherTerm: string;
  abbreviation: string | null;
  /** The definition's first sentence in the request's language. */
  definition: string;
  url: string;
};

export type SearchResponse = {
  query: string;
  results: SearchResult[];
  regulations: RegulationSuggestion[];
  terms: TermSuggestion[];
};

export type SearchErrorBody = { error: { code: string; message: string } };

/** The query as every consumer sees it: trimmed. Blank means "no search". */
export function normalizeQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim();
}

/** Code points, not UTF-16 units, so an emoji counts as one character. */
export function queryLength(query: string): number {
  return [...query].length;
}

/** Where choosing a result goes: the article's path in the reader's current language. */
export function resultPath(lang: Lang, hit: { slug: string; category: string | null }): string {
  return articlePath({ ...hit, lang });
}

type TextPart = { text: string; match: boolean };

/**
 * One code point lower-cased as Postgres's lower() does it, which is what title search matches with: always one
 * code point. JavaScript's full mapping differs only for `İ`, which it turns into `i` plus a combining dot.
 */
function lowerCodePoint(codePoint: string): string {
  return codePoint === '\u0130' ? 'i' : codePoint.toLowerCase();
}

/**
 * Splits `text` into the parts that match `query` and the rest, for <mark>. A part matches where search matched:
 * the same text once both are lower-cased code point by code point, so every title search returns has a mark
 * (`İ` finds the `i` of "Pajak"). Offsets are code points of the original, so marks never drift.
 */
export function highlight(text: string, query: string): TextPart[] {
  const needle = [...normalizeQuery(query)].map(lowerCodePoint).join('');
  if (!needle) return text ? [{ text, match: false }] : [];
  const codePoints = [...text];
  const codePointAt = new Map<number, number>();
  let lowered = '';
  codePoints.forEach((codePoint, index) => {
    codePointAt.set(lowered.length, index);
    lowered += lowerCodePoint(codePoint);
  });
  codePointAt.set(lowered.length, codePoints.length);
  const parts: TextPart[] = [];
  const push = (from: number, to: number, match: boolean) => {
    if (to > from) parts.push({ text: codePoints.slice(from, to).join(''), match });
  };
  let last = 0;
  let searchFrom = 0;
  for (let found = lowered.indexOf(needle); found !== -1; found = lowered.indexOf(needle, searchFrom)) {
    const start = codePointAt.get(found);
    const end = codePointAt.get(found + needle.length);
    if (start === undefined || end === undefined) {
      // Inside a surrogate pair: a lone surrogate in the query is not the character it is half of.
      searchFrom = found + 1;
      continue;
    }
    push(last, start, false);
    push(start, end, true);
    last = end;
    searchFrom = found + needle.length;
  }
  push(last, codePoints.length, false);
  return parts;
}

/** A register entry as a suggestion in `lang`: its title and page in that language. */
export function toRegulationSuggestion(regulation: RegulationSummary, lang: Lang): RegulationSuggestion {
  return {
    slug: regulation.slug,
    designation: regulation.designation,
    ...titleIn(regulation, lang),
    status: regulation.status,
    url: regulationPath(lang, regulation.slug),
  };
}

/** A glossary entry as a suggestion in `lang`. */
export function toTermSuggestion(term: GlossaryTerm, lang: Lang): TermSuggestion {
  return {
    slug: term.slug,
    term: term.term[lang],
    otherTerm: term.term[otherLang(lang)],
    abbreviation: term.abbreviation,
    definition: term.shortDefinition[lang],
    url: glossaryPath(lang, term.slug),
  };
}

/**
 * The other way to say what a matching term names, when the typed text does not already say it: typing "VAT"
 * suggests also searching "PPN", the form Indonesian headlines use. Null when the query already holds it, and
 * when it is only a small part of one of the term's names: "pajak" matches "Pajak Barang dan Jasa Tertentu"
 * without naming it, and searching "PBJT" instead is not what the reader meant.
 */
export function alsoSearch(query: string, term: TermSuggestion | undefined): string | null {
  if (!term) return null;
  const typed = query.trim().toLocaleLowerCase();
  const candidates = [term.abbreviation, term.otherTerm, term.term].filter((each): each is string => Boolean(each));
  const names = candidates.map((candidate) => candidate.toLocaleLowerCase());
  if (names.some((name) => typed.includes(name))) return null;
  if (names.some((name) => name.includes(typed) && typed.length * 2 < name.length)) return null;
  return candidates[0] ?? null;
}
