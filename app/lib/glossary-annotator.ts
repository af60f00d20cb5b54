import type { Lang } from '~/i18n/config';
import type { GlossaryTerm } from './glossary';

/**
 * Glossary terms in article text. A term is found by its abbreviation (PPN, PPh, NPWP: the same in every language,
 * case-sensitive) or by its term or an alias in the article's language (phrases, any case; a phrase written all in
 * capitals, like "VAT", is an abbreviation too and keeps its case, so "vat" is not VAT). Only whole words count:
 * letters, digits, `_` and `-` are word characters, so "PPN" is not in "PPNBM", "ber-NPWP" or "NPWP-nya" (Indonesian
 * writes an affix on an abbreviation with a hyphen, and the result is one word) and "pajak" is not in "perpajakan".
 * Whitespace inside a phrase matches any one whitespace character. At a place where several terms start, only the
 * longest is a candidate: a shorter term inside it is not found there.
 *
 * Candidates overlap: in "restitusi Pajak Pertambahan Nilai", taking "restitusi pajak" (an alias) first, as a
 * left-to-right scan would, cuts "Pajak Pertambahan Nilai" in two. So the occurrences are the non-overlapping
 * candidates that cover the most text, the leftmost on a tie: where terms overlap, the longer name wins.
 *
 * The cost is linear in the text whatever the terms and the text hold. All the patterns of a term set go into two
 * Aho–Corasick automatons, one exact and one case-folded, built once per term set and language and cached on the
 * terms array. Each automaton runs once over the text, backwards, and gives at every position the longest pattern
 * that starts there as a whole word in constant time (see `inner`); a pass back then sums the best cover of every
 * suffix, and a pass forth takes the occurrences. `stats` counts the work: units fed, failure links, positions.
 */

export type GlossaryStats = { steps: number };

/** An occurrence of a term: `text.slice(start, end)`, and the term's index in the term list. */
export type TermOccurrence = { start: number; end: number; term: number };

/** No character: the edge of the text, which is a word boundary. */
export const NO_CHAR = -1;

const KNOWN = 1;
const WORD = 2;
const SPACE = 4;
const WORD_PATTERN = /[\p{L}\p{N}\p{M}]/u;
const SPACE_PATTERN = /\s/;
const classes = new Uint8Array(0x10000);
const lowerCase = new Uint16Array(0x10000);

/** What a UTF-16 code unit is, worked out once per unit (surrogates are no word characters). */
function classOf(code: number): number {
  let bits = classes[code] ?? KNOWN;
  if (bits === 0) {
    const char = String.fromCharCode(code);
    const letter = (code < 0xd800 || code > 0xdfff) && WORD_PATTERN.test(char);
    bits = KNOWN | (letter || code === 0x2d || code === 0x5f ? WORD : 0) | (SPACE_PATTERN.test(char) ? SPACE : 0);
    classes[code] = bits;
  }
  return bits;
}

export function isWordChar(code: number): boolean {
  return code >= 0 && (classOf(code) & WORD) !== 0;
}

/** Whether a match may start or end between these two characters: not inside a word. */
const boundary = (before: number, after: number) => !(isWordChar(before) && isWordChar(after));

const foldSpace = (code: number) => ((classOf(code) & SPACE) !== 0 ? 0x20 : code);

/** Lower case, one code unit for one (a letter whose lower case is longer stays as it is), spaces as one. */
function foldCase(code: number): number {
  const unit = foldSpace(code);
  let lower = lowerCase[unit] ?? 0;
  if (lower === 0) {
    const folded = String.fromCharCode(unit).toLowerCase();
    lower = folded.length === 1 ? folded.charCodeAt(0) : unit;
    lowerCase[unit] = lower;
  }
  return lower;
}

type Automaton = {
  fold: (code: number) => number;
  /** Transitions, keyed `state * 0x10000 + unit`. */
  edges: Map<number, number>;
  fail: Int32Array;
  depth: Int32Array;
  /** The pattern whose whole text is this state's, or -1. */
  full: Int32Array;
  /** The longest pattern that is a proper suffix of this state's text and whole words inside it, or -1. */
  inner: Int32Array;
};

/** The patterns are reversed: the automaton reads the text backwards, so a match ending is a match starting. */
function buildAutomaton(patterns: readonly { text: string; id: number }[], fold: (code: number) => number) {
  const edges = new Map<number, number>();
  const depth = [0];
  const full = [-1];
  const owner = [-1];
  const children: number[][] = [[]];
  const unitOf = [0];
  // Code units, not code points: the text is read unit by unit too.
  const texts = patterns.map(({ text }) =>
    Array.from({ length: text.length }, (_, at) => fold(text.charCodeAt(text.length - 1 - at))),
  );
  for (const [index, units] of texts.entries()) {
    let state = 0;
    for (let at = 0; at < units.length; at += 1) {
      const unit = units[at] ?? 0;
      const key = state * 0x10000 + unit;
      let next = edges.get(key);
      if (next === undefined) {
        next = depth.length;
        edges.set(key, next);
        depth.push(at + 1);
        full.push(-1);
        owner.push(index);
        unitOf.push(unit);
        children[state]?.push(next);
        children.push([]);
      }
      state = next;
    }
    if (full[state] === -1) full[state] = patterns[index]?.id ?? -1;
  }
  const fail = new Int32Array(depth.length);
  const inner = new Int32Array(depth.length).fill(-1);
  const queue = [0];
  for (let head = 0; head < queue.length; head += 1) {
    const state = queue[head] ?? 0;
    for (const child of children[state] ?? []) {
      queue.push(child);
      if (state === 0) continue;
      const unit = unitOf[child] ?? 0;
      let back = fail[state] ?? 0;
      while (back !== 0 && !edges.has(back * 0x10000 + unit)) back = fail[back] ?? 0;
      const target = edges.get(back * 0x10000 + unit) ?? 0;
      fail[child] = target;
      if (target === 0) continue;
      // The suffix `target` starts `split` units into the child's text: a match there must not cut a word.
      const text = texts[owner[child] ?? 0] ?? [];
      const split = (depth[child] ?? 0) - (depth[target] ?? 0);
      const whole = (full[target] ?? -1) >= 0 && boundary(text[split - 1] ?? NO_CHAR, text[split] ?? NO_CHAR);
      inner[child] = whole ? (full[target] ?? -1) : (inner[target] ?? -1);
    }
  }
  return { fold, edges, fail, depth: Int32Array.from(depth), full: Int32Array.from(full), inner };
}

export type TermMatcher = {
  automatons: readonly Automaton[];
  /** Per pattern: its length and the index of its term. */
  length: Int32Array;
  termOf: Int32Array;
};

const isAbbreviation = (text: string) => !/\p{Ll}/u.test(text) && /\p{Lu}.*\p{Lu}/u.test(text);

function buildMatcher(terms: readonly GlossaryTerm[], lang: Lang): TermMatcher {
  const exact: { text: string; id: number }[] = [];
  const folded: { text: string; id: number }[] = [];
  const length: number[] = [];
  const termOf: number[] = [];
  for (const [index, term] of terms.entries()) {
    const phrases = [term.term[lang], ...term.aliases[lang]];
    for (const [at, written] of [term.abbreviation ?? '', ...phrases].entries()) {
      const text = written.trim().replace(/\s+/g, ' ');
      if (!text) continue;
      const id = length.length;
      length.push(text.length);
      termOf.push(index);
      (at === 0 || isAbbreviation(text) ? exact : folded).push({ text, id });
    }
  }
  return {
    automatons: [buildAutomaton(exact, foldSpace), buildAutomaton(folded, foldCase)],
    length: Int32Array.from(length),
    termOf: Int32Array.from(termOf),
  };
}

const matchers = new WeakMap<readonly GlossaryTerm[], Partial<Record<Lang, TermMatcher>>>();

/** The matcher of a term set in one language, built on first use and kept as long as the array lives. */
export function termMatcher(terms: readonly GlossaryTerm[], lang: Lang): TermMatcher {
  const byLang = matchers.get(terms) ?? {};
  matchers.set(terms, byLang);
  const matcher = byLang[lang] ?? buildMatcher(terms, lang);
  byLang[lang] = matcher;
  return matcher;
}

/** `before` and `after`: the characters just outside `text` (a neighbouring token's), or NO_CHAR. */
export type FindOptions = { before?: number; after?: number; stats?: GlossaryStats };

/** Per position, 1 + the longest pattern starting there as whole words, or 0. */
function longestAt(matcher: TermMatcher, text: string, before: number, after: number, stats: GlossaryStats) {
  const n = text.length;
  const best = new Int32Array(n);
  const { length } = matcher;
  for (const { fold, edges, fail, depth, full, inner } of matcher.automatons) {
    if (edges.size === 0) continue;
    let state = 0;
    for (let at = n - 1; at >= 0; at -= 1) {
      const unit = fold(text.charCodeAt(at));
      let next = edges.get(state * 0x10000 + unit);
      stats.steps += 1;
      while (next === undefined && state !== 0) {
        state = fail[state] ?? 0;
        next = edges.get(state * 0x10000 + unit);
        stats.steps += 1;
      }
      state = next ?? 0;
      if (state === 0 || !boundary(at > 0 ? text.charCodeAt(at - 1) : before, text.charCodeAt(at))) continue;
      const end = at + (depth[state] ?? 0);
      const whole =
        (full[state] ?? -1) >= 0 && boundary(text.charCodeAt(end - 1), end < n ? text.charCodeAt(end) : after);
      const id = whole ? (full[state] ?? -1) : (inner[state] ?? -1);
      if (id >= 0 && (length[id] ?? 0) > (length[(best[at] ?? 0) - 1] ?? 0)) best[at] = id + 1;
    }
  }
  return best;
}

/** The whole-word occurrences of the terms in `text` that cover the most of it (see above), in order. */
export function findTerms(
  terms: readonly GlossaryTerm[],
  lang: Lang,
  text: string,
  { before = NO_CHAR, after = NO_CHAR, stats = { steps: 0 } }: FindOptions = {},
): TermOccurrence[] {
  const matcher = termMatcher(terms, lang);
  const best = longestAt(matcher, text, before, after, stats);
  const lengthAt = (at: number) => matcher.length[(best[at] ?? 0) - 1] ?? 0;
  // cover[at]: the most of text.slice(at) that non-overlapping candidates starting there or later can cover.
  const cover = new Int32Array(text.length + 1);
  for (let at = text.length - 1; at >= 0; at -= 1) {
    stats.steps += 1;
    const length = lengthAt(at);
    cover[at] = Math.max(cover[at + 1] ?? 0, length > 0 ? length + (cover[at + length] ?? 0) : 0);
  }
  const found: TermOccurrence[] = [];
  for (let at = 0; at < text.length; ) {
    stats.steps += 1;
    const length = lengthAt(at);
    // The candidate here is taken if it reaches the best cover; on a tie it is, being leftmost.
    const taken = length > 0 && length + (cover[at + length] ?? 0) >= (cover[at + 1] ?? 0);
    if (taken) found.push({ start: at, end: at + length, term: matcher.termOf[(best[at] ?? 0) - 1] ?? 0 });
    at += taken ? length : 1;
  }
  return found;
}

/** At most this many terms are explained in one article. */
export const MAX_TERMS_PER_ARTICLE = 12;

/** A piece of annotated text: plain, or a term's first occurrence with the element id its tooltip gets. */
export type TermPiece = string | { text: string; term: GlossaryTerm; id: string };

/**
 * Annotates one article's text, piece by piece in reading order: the first occurrence of each term (by slug), at
 * most MAX_TERMS_PER_ARTICLE in all. Ids are `term-{slug}`, the slug reduced to `[A-Za-z0-9_-]`, and numbered
 * when two slugs reduce to the same id, so they are unique in the body and safe in an id list (aria-describedby).
 */
export class TermAnnotator {
  private readonly used = new Set<string>();
  private readonly ids = new Set<string>();
  private readonly slugs: number;

  constructor(
    private readonly terms: readonly GlossaryTerm[],
    private readonly lang: Lang,
    private readonly stats: GlossaryStats = { steps: 0 },
  ) {
    this.slugs = new Set(terms.map((term) => term.slug)).size;
  }

  /** Nothing more to find: the cap is reached or every term is explained. */
  get done(): boolean {
    return this.used.size >= Math.min(MAX_TERMS_PER_ARTICLE, this.slugs);
  }

  /** `text` split into pieces, or null when no new term occurs in it. */
  annotate(text: string, before = NO_CHAR, after = NO_CHAR): TermPiece[] | null {
    if (this.done) return null;
    const pieces: TermPiece[] = [];
    let done = 0;
    for (const occurrence of findTerms(this.terms, this.lang, text, { before, after, stats: this.stats })) {
      const term = this.terms[occurrence.term];
      if (!term || this.used.has(term.slug)) continue;
      if (this.done) break;
      this.used.add(term.slug);
      if (occurrence.start > done) pieces.push(text.slice(done, occurrence.start));
      pieces.push({ text: text.slice(occurrence.start, occurrence.end), term, id: this.idFor(term.slug) });
      done = occurrence.end;
    }
    if (pieces.length === 0) return null;
    if (done < text.length) pieces.push(text.slice(done));
    return pieces;
  }

  private idFor(slug: string): string {
    const base = `term-${slug.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
    let id = base;
    for (let n = 2; this.ids.has(id); n += 1) id = `${base}-${n}`;
    this.ids.add(id);
    return id;
  }
}
