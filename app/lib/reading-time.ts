import type { Lang } from '~/i18n/config';

/**
 * Silent reading speed of non-fiction, in words a minute. English: Brysbaert (2019), "How many words do we read
 * per minute? A review and meta-analysis of reading rate", 238 wpm. Indonesian: no comparable meta-analysis, and
 * its words are longer (affixes: di-, me-, -kan, -nya): in our own translated pairs the Indonesian text has 0.85
 * of the English words at 6.0 instead of 5.0 letters a word. Reading the same story should take the same time,
 * so 238 × 0.85 ≈ 200 (docs/decisions/0021-reading-ii.md).
 */
export const WORDS_PER_MINUTE: Record<Lang, number> = { id: 200, en: 238 };

/** A word: letters or digits, joined by an inner hyphen, apostrophe, dot, comma or slash (kupu-kupu, 1.000, 168/2023). */
const WORD = /[\p{L}\p{N}]+(?:[-'’.,/][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  let words = 0;
  for (const _ of text.matchAll(WORD)) words += 1;
  return words;
}

/** Whole minutes to read `words` in `lang`, rounded, at least 1. */
export function readingMinutes(words: number, lang: Lang): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE[lang]));
}
