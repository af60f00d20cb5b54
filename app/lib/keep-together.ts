/**
 * A tax designation is read as one word: "PPh 21", "PMK 168/2023", "UU 7/2021", "PPN 12%", "Pasal 17", "Nomor 7
 * Tahun 2021". Wrapping (balanced or not) may otherwise end a line between the abbreviation and its number, and
 * the reader sees "PPh" at the end of one line and "21" at the start of the next.
 *
 * keepTogether puts a no-break space (U+00A0) in place of the one space between such a word and the number right
 * after it, for display only: titles and headings pass through it when they are rendered, while the stored
 * text, search, feeds and meta tags keep the plain space. One character for one, so offsets taken on the
 * original (search's highlighting) hold on the result, and the server and the browser render the same text.
 *
 * The pattern has no repetition at all: a choice of short literal words, one space and a one-character
 * look-ahead, and the one character before a match is checked apart. Each position costs a bounded amount of
 * work, so a whole text costs O(length). No look-behind: Safari before 16.4, which the client build targets,
 * cannot compile one, and this module runs in every page's JavaScript (tests/build/client-syntax.test.ts).
 */
export const DESIGNATION =
  /(PPnBM|PPh|PPH|PPN|PBB|BPHTB|PMK|KMK|PP|UU|PER|SE|Perpres|Perppu|Perpu|PERPPU|PERPU|Pasal|pasal|Article|article|Nomor|No\.|Tahun) (?=[0-9])/gu;

/** A letter or digit right before a match makes it part of a longer word ("SUPP 3", "9PP 4"): not a designation. */
const WORD_BEFORE = /[\p{L}\p{N}]$/u;

/** `text` with a no-break space between each tax abbreviation (or Pasal, Article, Nomor…) and its number. */
export function keepTogether(text: string): string {
  return text.replace(DESIGNATION, (match, word: string, at: number) =>
    // Two code units: a letter outside the Basic Multilingual Plane is a surrogate pair.
    WORD_BEFORE.test(text.slice(Math.max(0, at - 2), at)) ? match : `${word}\u00a0`,
  );
}
