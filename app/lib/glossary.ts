import type { Lang } from '~/i18n/config';
import { glossaryPath } from './urls';

/**
 * A glossary entry as the annotator and the pages use it. Terms and aliases are per language; the abbreviation
 * (PPN, PPh, NPWP) is the same in both and matches case-sensitively, phrases case-insensitively.
 */
export type GlossaryTerm = {
  slug: string;
  term: Record<Lang, string>;
  abbreviation: string | null;
  aliases: Record<Lang, string[]>;
  /** The definition's first sentence in each language, plain text: what a tooltip shows. */
  shortDefinition: Record<Lang, string>;
};

/** An entry as the glossary's index lists it. */
export type GlossaryListing = { slug: string; term: Record<Lang, string>; abbreviation: string | null };

/** Another entry or a regulation an entry links to. */
export type GlossaryLink = { slug: string; term: Record<Lang, string>; abbreviation: string | null };

/** An entry as another page links it: its term in the page's language. */
export type GlossaryLinkView = { href: string; term: string; abbreviation: string | null };

/** Entries as a page lists them, A to Z in the page's language. For loaders: the collator stays on the server. */
export function glossaryLinkViews(links: GlossaryLink[], lang: Lang): GlossaryLinkView[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  return links
    .map((link) => ({ href: glossaryPath(lang, link.slug), term: link.term[lang], abbreviation: link.abbreviation }))
    .sort((a, b) => collator.compare(a.term, b.term));
}

/** Work done by one firstSentence call: characters its link pass reads. */
export type SentenceStats = { steps: number };

/**
 * Markdown links `[text](target)` as their text, in one pass. Each search for a `]` or a `)` starts where the
 * last one ended, and a search that finds nothing ends the pass (no later link can close either): a run of `[`
 * or of `[](` costs its length, where a regular expression retried at every `[` cost its square. It matches
 * what `/\[([^\]]*)\]\([^)]*\)/g` matched: the first `]` after a `[` closes the text, the first `)` the target.
 */
function linkTexts(text: string, stats: SentenceStats): string {
  let out = '';
  let from = 0;
  let open = text.indexOf('[');
  while (open !== -1) {
    const close = text.indexOf(']', open + 1);
    stats.steps += (close === -1 ? text.length : close) - from;
    if (close === -1) break;
    if (text[close + 1] !== '(') {
      // Every `[` before this `]` closes here too, and is followed by no `(`: none of them starts a link.
      out += text.slice(from, close + 1);
      from = close + 1;
    } else {
      const end = text.indexOf(')', close + 2);
      stats.steps += (end === -1 ? text.length : end) - close;
      if (end === -1) break;
      out += text.slice(from, open) + text.slice(open + 1, close);
      from = end + 1;
    }
    open = text.indexOf('[', from);
  }
  stats.steps += open === -1 ? text.length - from : 0;
  return out + text.slice(from);
}

/** The first sentence of a short Markdown definition, as plain text: what a tooltip or a suggestion shows. */
export function firstSentence(markdown: string, stats: SentenceStats = { steps: 0 }): string {
  const text = linkTexts(markdown, stats)
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A full stop ends a sentence only before a space and a capital letter or the end: "Rp54 jt." or "No. 7" stay.
  const end = /[.!?](?=\s+[A-Z"“(]|$)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** The index's letter for a term in the page's language: A–Z, or "#" for anything else. */
export function indexLetter(term: string): string {
  const letter = term
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(letter) ? letter : '#';
}

/** Whether a term is written the same in both languages ("Coretax", "e-Faktur"), ignoring case. */
export function sameTerm(term: string, otherTerm: string): boolean {
  return term.trim().toLocaleLowerCase('id') === otherTerm.trim().toLocaleLowerCase('id');
}
