import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import type { Lang } from '~/i18n/config';
import { keepTogether } from './keep-together';
import { countWords } from './reading-time';
import { PAGE_END_ID } from './site';

/**
 * What an article body's headings and words give the page: ids and a link to itself on every `##` and `###`
 * heading, the `##` sections for the table of contents, and the number of words read (for the reading time).
 */

export type Heading = { id: string; text: string };
export type HeadingsEnv = { lang?: Lang; headings?: Heading[]; words?: number };

/**
 * Ids the page around the body already uses (the layout, the article page), and the glossary tooltips' `term-`
 * ids inside the body. A heading whose slug would be one of them gets the section word in front instead, so
 * `## Main` is `#bagian-main`: ids never collide, and a heading's id depends on its text alone. A browser test
 * checks that every fixed id on an article page is listed here (tests/e2e/article-reading.spec.ts).
 */
export const PAGE_IDS: ReadonlySet<string> = new Set([
  'main',
  'navigation-progress',
  'ad-placeholder',
  'more-categories',
  'more-reference',
  'mobile-nav',
  'mobile-nav-reference',
  'theme-sheet',
  'theme-sheet-menu',
  'theme-header',
  'theme-header-menu',
  'site-styles',
  'footer-about',
  'footer-categories',
  'footer-reference',
  'footer-languages',
  'regulations-heading',
  'related-heading',
  PAGE_END_ID,
]);
const RESERVED_PREFIX = 'term-';
/** Fewer sections are seen at a glance: a table of contents starts at three. */
export const MIN_CONTENTS_SECTIONS = 3;
const SECTION_WORD: Record<Lang, string> = { id: 'bagian', en: 'section' };
const LINK_NAME: Record<Lang, string> = { id: 'Tautan ke bagian ini', en: 'Link to this section' };
const MAX_SLUG = 80;

/**
 * A readable id from a heading's text: lower case, accents dropped (é → e), every run of other characters one
 * hyphen; letters of other scripts stay. The same text always gives the same id; markdown-it-anchor numbers
 * repeats (`-2`, `-3`) in reading order.
 */
export function headingSlug(text: string, lang: Lang): string {
  const base = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  const section = SECTION_WORD[lang];
  if (!base) return section;
  return PAGE_IDS.has(base) || base.startsWith(RESERVED_PREFIX) ? `${section}-${base}` : base;
}

const inlineText = (tokens: Token[] | null): string =>
  (tokens ?? [])
    .filter((token) => token.type === 'text' || token.type === 'code_inline')
    .map((token) => token.content)
    .join('');

function langOf(state: StateCore): Lang {
  return (state.env as HeadingsEnv).lang ?? 'id';
}

/** The table of contents of a body with these `##` sections: all of them, or none when there are few. */
export function tableOfContents(headings: Heading[]): Heading[] {
  return headings.length >= MIN_CONTENTS_SECTIONS ? headings : [];
}

/** Installs word counting, heading ids with their links, and the table of contents on an article renderer. */
export function articleHeadings(markdown: MarkdownIt): void {
  // Before the anchors add their link text: only what the author wrote is counted.
  markdown.core.ruler.push('words', (state) => {
    let words = 0;
    for (const token of state.tokens) {
      if (token.type === 'inline') {
        for (const child of token.children ?? []) {
          if (child.type === 'text' || child.type === 'code_inline') words += countWords(child.content);
          if (child.type === 'image') words += countWords(inlineText(child.children));
        }
      }
      if (token.type === 'fence' || token.type === 'code_block') words += countWords(token.content);
    }
    (state.env as HeadingsEnv).words = words;
  });

  // A designation in a heading stays on one line ("PPh 21", lib/keep-together.ts), in the table of contents and
  // the link's name too. After the words are counted; the ids are the same (a slug turns any space into "-").
  markdown.core.ruler.push('keep-together', (state) => {
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      for (const child of state.tokens[index + 1]?.children ?? []) {
        if (child.type === 'text') child.content = keepTogether(child.content);
      }
    });
  });

  const links = {
    id: linkAfter('id'),
    en: linkAfter('en'),
  };
  markdown.use(anchor, {
    level: [2, 3],
    slugifyWithState: (text, state) => headingSlug(text, langOf(state)),
    uniqueSlugStartIndex: 2,
    permalink: (slug, options, state, index) => links[langOf(state)](slug, options, state, index),
  });

  markdown.core.ruler.push('contents', (state) => {
    const headings: Heading[] = [];
    state.tokens.forEach((token, index) => {
      const id = token.attrGet('id');
      if (token.type === 'heading_open' && token.tag === 'h2' && id) {
        headings.push({ id, text: inlineText(state.tokens[index + 1]?.children ?? null) });
      }
    });
    (state.env as HeadingsEnv).headings = headings;
  });
}

/**
 * The heading's own link, after it, in one wrapper with it: "#" for the eye, "Link to this section: {heading}"
 * for a screen reader, and a plain `href="#id"` anyone can copy. Always in the layout, so it never shifts it.
 */
function linkAfter(lang: Lang) {
  return anchor.permalink.linkAfterHeader({
    class: 'heading-link',
    style: 'visually-hidden',
    assistiveText: (title) => `${LINK_NAME[lang]}: ${title}`,
    visuallyHiddenClass: 'sr-only',
    wrapper: ['<div class="heading-wrap">', '</div>'],
  });
}
