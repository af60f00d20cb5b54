/**
 * Regulation citations in article text: "PMK 168/2023", "PP Nomor 58 Tahun 2023", "168/PMK.03/2023",
 * "PER-2/PJ/2024", "UU HPP", "Government Regulation No. 58 of 2023"… Each becomes a cite key
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

// Named laws: "UU HPP", "Undang-Undang Cipta Kerja", "the HPP Law". A name is one or two words of letters.
const LAW_PREFIX = new RegExp(`(?:UU|${UNDANG})${S}`, 'iy');
const FIRST_WORD = new RegExp(`[A-Za-z]{1,40}${END}`, 'y');
const SECOND_WORD = new RegExp(`${S}[A-Za-z]{1,40}${END}`, 'y');
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

/** Where one name or two names' worth of words starting at `at` end (the longer last). */
function wordEnds(text: string, at: number, stats: CitationStats): number[] {
  if (!attempt(FIRST_WORD, text, at, stats)) return [];
  const first = FIRST_WORD.lastIndex;
  return attempt(SECOND_WORD, text, first, stats) ? [first, SECOND_WORD.lastIndex] : [first];
}

function namedAt(text: string, at: number, names: ReadonlyMap<string, string>, stats: CitationStats): Found | null {
  let best: Found | null = null;
  const consider = (nameStart: number, nameEnd: number, end: number) => {
    const key = names.get(text.slice(nameStart, nameEnd).replace(SPACES, ' ').toUpperCase());
    stats.steps += 1;
    if (key && (!best || end > best.end)) best = { end, key };
  };
  if (attempt(LAW_PREFIX, text, at, stats)) {
    const nameStart = LAW_PREFIX.lastIndex;
    for (const end of wordEnds(text, nameStart, stats)) consider(nameStart, end, end);
  }
  for (const end of wordEnds(text, at, stats)) {
    if (attempt(LAW_SUFFIX, text, end, stats)) consider(at, end, LAW_SUFFIX.lastIndex);
  }
  return best;
}

/** The longest citation starting exactly at `at`, of any form. */
function citationAt(text: string, at: number, names: ReadonlyMap<string, string>, stats: CitationStats) {
  let best: Found | null = null;
  for (const form of FORMS) {
    const match = attempt(form.pattern, text, at, stats);
    if (match && (!best || form.pattern.lastIndex > best.end)) {
      best = { end: form.pattern.lastIndex, key: form.key(match) };
    }
  }
  if (names.size > 0) {
    const named = namedAt(text, at, names, stats);
    if (named && (!best || named.end > best.end)) best = named;
  }
  return best;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * Every citation in `text`, in order and without overlap. `names` maps an upper-cased short name ("HPP",
 * "BEA METERAI") to its cite key; a name not in it is no citation. Pass `stats` to count the work done.
 */
export function findCitations(
  text: string,
  names: ReadonlyMap<string, string> = NO_NAMES,
  stats: CitationStats = { steps: 0 },
): Citation[] {
  const found: Citation[] = [];
  let at = 0;
  while (at < text.length) {
    stats.steps += 1;
    // A citation starts with a letter or digit that does not continue a word ("XPMK 1/2023", "UUD 1945").
    if (!isAlnum(text.charCodeAt(at)) || (at > 0 && isWordChar(text.charCodeAt(at - 1)))) {
      at += 1;
      continue;
    }
    const citation = citationAt(text, at, names, stats);
    if (citation) {
      found.push({ start: at, end: citation.end, key: citation.key });
      at = citation.end;
    } else {
      at += 1;
    }
  }
  return found;
}
