/**
 * Regulation citations in article text: "PMK 168/2023", "PP Nomor 58 Tahun 2023", "168/PMK.03/2023",
 * "PER-2/PJ/2024", "UU HPP", "the Tax Harmonisation Law", "Government Regulation No. 58 of 2023"… Each becomes a cite key
 * (`{kind}/{number}/{year}`, the key regulations.cite_key derives). Pure and client-safe. Regional regulations
 * (perda) are left out: their numbers repeat from one region to the next, so a number and year name none.
 *
 * The database runs the same grammar (public.citation_keys, in the citations migration) to fill
 * article_citations; tests/db/citations.test.ts holds the two to the same answers, so a change here is made there
 * too. Both take, at the leftmost place where a citation starts, the longest one, and never overlap.
 *
 * Bodies are written by people and imported from elsewhere, so the cost must not depend on what they contain:
 * every pattern below has bounded quantifiers only, and a citation is only tried where a word starts. The work
 * per position is therefore bounded by a constant and a whole text costs O(length); `stats` counts that work.
 */

export type Citation = { start: number; end: number; key: string };

/** Work done by one findCitations call: characters visited plus pattern attempts plus characters matched. */
export type CitationStats = { steps: number };

// Spaces a writer puts between the words of a citation; line breaks end one (Markdown splits lines anyway).
const W = '[ \\t\\u00a0]';
const S = `${W}{1,3}`;
const END = '(?![A-Za-z0-9_])';
const NUMBER = '0{0,2}[1-9][0-9]{0,4}';
const YEAR = '(?:19(?:4[5-9]|[5-9][0-9])|20[0-9]{2}|2100)';
const NUMBER_WORD = `(?:Nomor|Number|No)\\.?${W}{0,3}`;
const UNDANG = `Undang(?:-|${S})Undang`;
const MOF = `(?:(?:Minister|Ministry)${S}of${S}Finance|Finance${S}(?:Minister|Ministry)|MoF)`;

/** The words that say which kind of regulation follows, Indonesian and English. */
const KINDS = [
  `Peraturan${S}(?:Pemerintah(?:${S}Pengganti${S}${UNDANG})?|Presiden|Menteri${S}Keuangan)`,
  `Keputusan${S}Menteri${S}Keuangan`,
  `Government${S}Regulation(?:${S}in${S}Lieu${S}of${S}Law)?`,
  `Presidential${S}Regulation`,
  `(?:Regulation|Decree|Decision)${S}of${S}the${S}${MOF}`,
  `${MOF}${S}(?:Regulation|Decree|Decision)`,
  `${UNDANG}|Perp?pu|Perpres|PMK|KMK|PP|UU|Law`,
].join('|');

const DJP_ISSUER = [
  `(?:Peraturan|PER|Surat${S}Edaran|SE)${S}(?:(?:Dirjen|Direktur${S}Jenderal)${S}Pajak|DJP)`,
  `(?:Director${S}General${S}of${S}Taxes|DGT)${S}(?:Regulation|Circular(?:${S}Letter)?)`,
  `(?:Regulation|Circular${S}Letter)${S}of${S}the${S}Director${S}General${S}of${S}Taxes`,
].join('|');

/**
 * Kind words, then the number and year: "PMK 168/2023", "PP Nomor 58 Tahun 2023", "Law No. 7 of 2021"; or the
 * designation, which names the kind itself: "PMK-168/PMK.03/2023", "PMK No. 168/PMK.010/2022".
 */
const BY_KIND =
  `(${KINDS})(?:${S}(?:${NUMBER_WORD})?|-)(${NUMBER})` +
  `(?:(?:/|${S}(?:Tahun|of(?:${S}year)?|year)${S})(${YEAR})|/(PMK|KMK)\\.[0-9]{1,3}/(${YEAR}))${END}`;
/** The designation alone: "168/PMK.03/2023". */
const DESIGNATION = `(${NUMBER})/(PMK|KMK)\\.[0-9]{1,3}/(${YEAR})${END}`;
/** "PER-2/PJ/2024", "SE-5/PJ/2024", with or without the issuer spelt out before it. */
const DJP = `(?:(?:${DJP_ISSUER})${S}(?:${NUMBER_WORD})?)?(PER|SE)-(${NUMBER})/PJ(?:\\.[0-9]{1,3})?/(${YEAR})${END}`;

type Form = { pattern: RegExp; key: (match: RegExpExecArray) => string };

const FORMS: readonly Form[] = [
  {
    pattern: new RegExp(BY_KIND, 'iy'),
    key: (m) =>
      m[4] ? `${m[4].toLowerCase()}/${Number(m[2])}/${m[5]}` : `${kindOf(m[1] ?? '')}/${Number(m[2])}/${m[3]}`,
  },
  { pattern: new RegExp(DESIGNATION, 'iy'), key: (m) => `${m[2]?.toLowerCase()}/${Number(m[1])}/${m[3]}` },
  {
    pattern: new RegExp(DJP, 'iy'),
    key: (m) => `${m[1]?.toLowerCase() === 'per' ? 'per-djp' : 'se-djp'}/${Number(m[2])}/${m[3]}`,
  },
];

// Named laws: "UU HPP", "Undang-Undang Harmonisasi Peraturan Perpajakan", "the Tax Harmonisation Law". A name is
// one to MAX_NAME_WORDS words of at most 40 letters each, exactly what regulation_names_format lets the database
// hold, so that every name the SQL parser can match this one can read too.
const MAX_NAME_WORDS = 8;
const LAW_PREFIX = new RegExp(`(?:UU|${UNDANG})${S}`, 'iy');
const FIRST_WORD = new RegExp(`[A-Za-z]{1,40}${END}`, 'y');
const NEXT_WORD = new RegExp(`${S}([A-Za-z]{1,40})${END}`, 'y');
const LAW_SUFFIX = new RegExp(`${S}Law${END}`, 'iy');
const SPACES = /[-\s]+/g;

/**
 * The kind a citation's kind words mean. Kept in step with public.citation_key in the database: normalised to
 * lower case with single spaces, then the first rule that matches.
 */
function kindOf(words: string): string {
  const text = words.toLowerCase().replace(SPACES, ' ');
  if (/^(uu|undang undang|law)$/.test(text)) return 'uu';
  if (/^(perp?pu|peraturan pemerintah pengganti undang undang|government regulation in lieu of law)$/.test(text)) {
    return 'perpu';
  }
  if (/^(pp|peraturan pemerintah|government regulation)$/.test(text)) return 'pp';
  if (/^(perpres|peraturan presiden|presidential regulation)$/.test(text)) return 'perpres';
  if (/^(kmk|keputusan menteri keuangan)$|decree|decision/.test(text)) return 'kmk';
  return 'pmk';
}

const isWordChar = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isAlnum = (code: number) => code !== 95 && isWordChar(code);

type Found = { end: number; key: string };

/** Runs one sticky pattern at `at`; each run is bounded (no unbounded quantifier), counted as one step. */
function attempt(pattern: RegExp, text: string, at: number, stats: CitationStats): RegExpExecArray | null {
  pattern.lastIndex = at;
  const match = pattern.exec(text);
  stats.steps += 1 + (match?.[0].length ?? 0);
  return match;
}

/** The names, upper-cased, and every run of their first words that is shorter than the whole name. */
type Names = { keys: ReadonlyMap<string, string>; prefixes: ReadonlySet<string> };

function namesOf(keys: ReadonlyMap<string, string>): Names {
  const prefixes = new Set<string>();
  for (const name of keys.keys()) {
    const words = name.split(' ');
    for (let count = 1; count < words.length; count++) prefixes.add(words.slice(0, count).join(' '));
  }
  return { keys, prefixes };
}

/**
 * Every name starting at `at`, shortest first, with where it ends. The walk reads one more word only while the
 * words so far begin a longer name, so ordinary text costs one word here and a name at most MAX_NAME_WORDS.
 */
function namesFrom(text: string, at: number, names: Names, stats: CitationStats): Found[] {
  const found: Found[] = [];
  if (!attempt(FIRST_WORD, text, at, stats)) return found;
  let end = FIRST_WORD.lastIndex;
  let words = text.slice(at, end).toUpperCase();
  for (let count = 1; ; count++) {
    stats.steps += 1;
    const key = names.keys.get(words);
    if (key) found.push({ end, key });
    if (count === MAX_NAME_WORDS || !names.prefixes.has(words)) return found;
    const next = attempt(NEXT_WORD, text, end, stats);
    if (!next) return found;
    words += ` ${(next[1] ?? '').toUpperCase()}`;
    end = NEXT_WORD.lastIndex;
  }
}

/** The longest named law at `at`: "UU" or "Undang-Undang" and a name, or a name and "Law". */
function namedAt(text: string, at: number, names: Names, stats: CitationStats): Found | null {
  let best: Found | null = null;
  if (attempt(LAW_PREFIX, text, at, stats)) {
    for (const name of namesFrom(text, LAW_PREFIX.lastIndex, names, stats)) {
      if (!best || name.end > best.end) best = name;
    }
  }
  for (const name of namesFrom(text, at, names, stats)) {
    if (attempt(LAW_SUFFIX, text, name.end, stats) && (!best || LAW_SUFFIX.lastIndex > best.end)) {
      best = { end: LAW_SUFFIX.lastIndex, key: name.key };
    }
  }
  return best;
}

/** The longest citation starting exactly at `at`, of any form. */
function citationAt(text: string, at: number, names: Names | null, stats: CitationStats) {
  let best: Found | null = null;
  for (const form of FORMS) {
    const match = attempt(form.pattern, text, at, stats);
    if (match && (!best || form.pattern.lastIndex > best.end)) {
      best = { end: form.pattern.lastIndex, key: form.key(match) };
    }
  }
  if (names) {
    const named = namedAt(text, at, names, stats);
    if (named && (!best || named.end > best.end)) best = named;
  }
  return best;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * Every citation in `text`, in order and without overlap. `names` maps an upper-cased name, its words
 * separated by single spaces ("HPP", "BEA METERAI", "HARMONISASI PERATURAN PERPAJAKAN"), to its cite key; a name not in it is no citation. Pass `stats` to count the work done.
 */
export function findCitations(
  text: string,
  names: ReadonlyMap<string, string> = NO_NAMES,
  stats: CitationStats = { steps: 0 },
): Citation[] {
  const found: Citation[] = [];
  const named = names.size > 0 ? namesOf(names) : null;
  let at = 0;
  while (at < text.length) {
    stats.steps += 1;
    // A citation starts with a letter or digit that does not continue a word ("XPMK 1/2023", "UUD 1945").
    if (!isAlnum(text.charCodeAt(at)) || (at > 0 && isWordChar(text.charCodeAt(at - 1)))) {
      at += 1;
      continue;
    }
    const citation = citationAt(text, at, named, stats);
    if (citation) {
      found.push({ start: at, end: citation.end, key: citation.key });
      at = citation.end;
    } else {
      at += 1;
    }
  }
  return found;
}
