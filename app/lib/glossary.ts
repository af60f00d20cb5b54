import type { Lang } from '~/i18n/config';

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
