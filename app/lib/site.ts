/** The brand, as the wordmark, titles, feeds and structured data name it. */
export const SITE_NAME = 'newstax';

/**
 * A document title: its parts joined by " · ", then the site's name ("PPN · Halaman 2 | newstax"). Every page,
 * feed and error page titles itself through this, so the suffix is written once.
 */
export function documentTitle(...parts: string[]): string {
  return `${parts.filter(Boolean).join(' · ')} | ${SITE_NAME}`;
}

/**
 * `text` cut to at most `max` characters at a word, with an ellipsis: for a document title or a description that
 * search results would cut anyway (official titles of laws run past 300 characters). Shorter text is unchanged.
 */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // A space right after the cut means it already ends on a whole word.
  const space = text[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.·-]+$/, '')}…`;
}

/** A feed's title: the channel title in the XML and the title of the `<link rel="alternate">` pointing at it. */
export function feedTitle(categoryName?: string | null): string {
  return categoryName ? documentTitle(categoryName) : SITE_NAME;
}

/**
 * The empty element after the footer that the document's first paint waits for (app/root.tsx, decision 0024);
 * no heading id may take it, or the page would paint as soon as that heading is parsed.
 */
export const PAGE_END_ID = 'page-end';
