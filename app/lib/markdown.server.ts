import MarkdownIt, { type StateCore, type Token } from 'markdown-it';
import type { RenderRule } from 'markdown-it/lib/renderer.mjs';
import type { Lang } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { articlePageStrings } from '~/i18n/strings/article-pages';
import { type Citation, type CitationStats, findCitations } from './citations';
import type { GlossaryTerm } from './glossary';
import { type GlossaryStats, NO_CHAR, TermAnnotator, type TermPiece } from './glossary-annotator';
import { keepTogether } from './keep-together';
import { articleHeadings, type Heading, type HeadingsEnv } from './markdown-headings.server';
import type { CitedRegulation } from './regulations';
import { glossaryPath, regulationPath } from './urls';

/**
 * Article bodies are Markdown, rendered on the server only (the renderer never ships to the browser).
 * Raw HTML in a body is escaped, not passed through (`html: false`), and markdown-it's link validation drops
 * `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs, so a body can never run script.
 */
const OPTIONS = { html: false, linkify: true, typographer: false } as const;
const { escapeHtml } = new MarkdownIt(OPTIONS).utils;

// Links to other sites open normally but pass no referrer or ranking credit; "//host" is another site too.
const linkOpen: RenderRule = (tokens, idx, options, _env, self) => {
  const token = tokens[idx];
  const href = token?.attrGet('href') ?? '';
  if (token && /^(https?:)?\/\//i.test(href)) token.attrSet('rel', 'noopener noreferrer nofollow');
  return self.renderToken(tokens, idx, options);
};

/** What the citation rule needs, handed to markdown-it through its per-render env. */
type CitationContext = {
  lang: Lang;
  byKey: ReadonlyMap<string, CitedRegulation>;
  names: ReadonlyMap<string, string>;
  stats?: CitationStats;
};
type Env = HeadingsEnv & {
  citations?: CitationContext;
  glossary?: { lang: Lang; annotator: TermAnnotator };
  /** Tables rendered so far: each scroll box is named by its number, as landmarks must differ. */
  tables?: number;
};

function textToken(state: StateCore, content: string): Token {
  const token = new state.Token('text', '', 0);
  token.content = content;
  return token;
}

/**
 * Whether `citation` only restates, in brackets, the regulation cited just before it in the same clause:
 * "UU Nomor 1 Tahun 2022 tentang HKPD (UU HKPD)", "the General Tax Provisions Law (UU KUP)". It is the same
 * citation, and a second link and status would only say it all again.
 */
function restatesPrevious(text: string, previous: Citation | undefined, citation: Citation): boolean {
  if (!previous || previous.key !== citation.key) return false;
  // Sticky, not a slice of the rest: each text between citations is read once, so a long body stays linear.
  const closing = /\s*\)/y;
  closing.lastIndex = citation.end;
  return /^[^().;!?]*\(\s*$/.test(text.slice(previous.end, citation.start)) && closing.test(text);
}

/** One text token split into plain text and the citations of regulations the register holds. */
function annotate(state: StateCore, token: Token, context: CitationContext): Token[] {
  const text = token.content;
  const out: Token[] = [];
  let done = 0;
  let previous: Citation | undefined;
  for (const citation of findCitations(text, context.names, context.stats)) {
    const regulation = context.byKey.get(citation.key);
    if (!regulation) continue;
    const restated = restatesPrevious(text, previous, citation);
    previous = citation;
    if (restated) continue;
    if (citation.start > done) out.push(textToken(state, text.slice(done, citation.start)));
    const link = new state.Token('citation', 'a', 0);
    link.content = text.slice(citation.start, citation.end);
    link.meta = { regulation };
    out.push(link);
    done = citation.end;
  }
  if (out.length === 0) return [token];
  if (done < text.length) out.push(textToken(state, text.slice(done)));
  return out;
}

// After every other core rule, so text tokens are final: links (written or linkified) and inline code are
// their own tokens, and fenced or indented code is never inline, so citations there stay as written.
function citationsRule(state: StateCore): void {
  const context = (state.env as Env).citations;
  if (!context || context.byKey.size === 0) return;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    let insideLink = 0;
    block.children = block.children.flatMap((token) => {
      if (token.type === 'link_open') insideLink += 1;
      if (token.type === 'link_close') insideLink -= 1;
      return token.type === 'text' && insideLink === 0 ? annotate(state, token, context) : [token];
    });
  }
}

// The status is part of the link's text, so every reader (and a screen reader, in the link's name) gets it. A
// title attribute is read in its element's language: one in the other language (the official Indonesian title on
// an English page) puts that language on the link and the page's back on the link's text.
const renderCitation: RenderRule = (tokens, idx, _options, env: Env) => {
  const token = tokens[idx];
  const lang = env.citations?.lang;
  const regulation: CitedRegulation | undefined = token?.meta?.regulation;
  if (!token || !lang || !regulation) return escapeHtml(token?.content ?? '');
  const label = resources[lang].translation.regulations.status[regulation.status];
  // The designation stays on one line ("PMK 168/2023" never breaks after "PMK"); the status may wrap after it.
  const text = `${escapeHtml(keepTogether(token.content))}<span class="citation-status"> ${escapeHtml(label)}</span>`;
  const other = regulation.titleLang !== lang;
  return (
    `<a class="citation" href="${escapeHtml(regulationPath(lang, regulation.slug))}"` +
    ` data-status="${escapeHtml(regulation.status)}" title="${escapeHtml(regulation.title ?? regulation.designation)}"` +
    (other ? ` lang="${regulation.titleLang}"><span lang="${lang}">${text}</span></a>` : `>${text}</a>`)
  );
};

/**
 * The character shown next to a text token by its neighbours, for the glossary's whole-word rule ("**PPN**BM" is
 * one word): markup that shows no text of its own (emphasis, link edges) is looked through; a break, an image or
 * the end of the paragraph is a boundary. Each token is passed over at most once from each side: linear.
 */
function neighbourChar(tokens: readonly Token[], from: number, step: 1 | -1): number {
  for (let at = from; at >= 0 && at < tokens.length; at += step) {
    const token = tokens[at];
    if (!token) break;
    if (token.nesting !== 0) continue;
    if (!['text', 'code_inline', 'citation'].includes(token.type) || !token.content) return NO_CHAR;
    return token.content.charCodeAt(step === 1 ? 0 : token.content.length - 1);
  }
  return NO_CHAR;
}

function termToken(state: StateCore, piece: TermPiece): Token {
  if (typeof piece === 'string') return textToken(state, piece);
  const token = new state.Token('glossary_term', 'a', 0);
  token.content = piece.text;
  token.meta = piece;
  return token;
}

// After the citations, so a citation is already its own token and never holds a term link. Headings, column
// headers (labels, where a tip would cover the column), links (written, linkified or citations), inline and block
// code and image descriptions are never annotated: only text tokens outside links, headings and column headers
// are (an image's description is its children, not visited here).
function glossaryRule(state: StateCore): void {
  const glossary = (state.env as Env).glossary;
  if (!glossary) return;
  let heading = false;
  for (const block of state.tokens) {
    if (block.type === 'heading_open' || block.type === 'th_open') heading = true;
    if (block.type === 'heading_close' || block.type === 'th_close') heading = false;
    if (heading || block.type !== 'inline' || !block.children) continue;
    if (glossary.annotator.done) return;
    const children = block.children;
    let insideLink = 0;
    block.children = children.flatMap((token, index) => {
      if (token.type === 'link_open') insideLink += 1;
      if (token.type === 'link_close') insideLink -= 1;
      if (token.type !== 'text' || insideLink > 0) return [token];
      const before = neighbourChar(children, index - 1, -1);
      const pieces = glossary.annotator.annotate(token.content, before, neighbourChar(children, index + 1, 1));
      return pieces ? pieces.map((piece) => termToken(state, piece)) : [token];
    });
  }
}

/**
 * A term's first occurrence: the link's name is the term as written, and the definition, a sibling right after the
 * link (not inside it, where it would join the name), is its description through aria-describedby. The tip is
 * hidden with visibility, not display, until hover, keyboard focus or a tap (app/styles/glossary.css,
 * app/components/term-tips.ts) shows it.
 */
const renderGlossaryTerm: RenderRule = (tokens, idx, _options, env: Env) => {
  const token = tokens[idx];
  const lang = env.glossary?.lang;
  const piece: TermPiece | undefined = token?.meta;
  if (!token || !lang || !piece || typeof piece === 'string') return escapeHtml(token?.content ?? '');
  const href = escapeHtml(glossaryPath(lang, piece.term.slug));
  const definition = piece.term.shortDefinition[lang].trim();
  if (!definition) return `<a class="term" href="${href}">${escapeHtml(token.content)}</a>`;
  const id = escapeHtml(piece.id);
  return (
    `<span class="term-wrap"><a class="term" href="${href}" aria-describedby="${id}">${escapeHtml(token.content)}</a>` +
    `<span class="term-tip" role="tooltip" id="${id}">${escapeHtml(definition)}</span></span>`
  );
};

/**
 * Wide tables scroll inside their own box instead of widening the page on a phone. The box is a region named
 * by the table's number ("Tabel 2, dapat digeser") and a Tab stop, so a keyboard can scroll it where the browser would not focus a scroller by itself (Safari).
 */
const tableOpen: RenderRule = (_tokens, _idx, _options, env: Env) => {
  if (!env?.lang) return '<div class="table-scroll"><table>\n';
  env.tables = (env.tables ?? 0) + 1;
  const label = escapeHtml(articlePageStrings[env.lang].scrollableTable.replace('{{number}}', String(env.tables)));
  return `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}"><table>\n`;
};

/**
 * A renderer with the site's rules. Core rules run in the order installed: article bodies count words and give
 * headings their ids first, from the text as written (a citation in a heading is still plain text then, so its
 * id does not depend on the register); then citations, then glossary terms (never in headings).
 */
function renderer(options: { articleHeadings: boolean }): MarkdownIt {
  const markdown = new MarkdownIt(OPTIONS);
  if (options.articleHeadings) articleHeadings(markdown);
  markdown.renderer.rules.table_open = tableOpen;
  markdown.renderer.rules.table_close = () => '</table></div>\n';
  markdown.renderer.rules.link_open = linkOpen;
  markdown.core.ruler.push('citations', citationsRule);
  markdown.renderer.rules.citation = renderCitation;
  markdown.core.ruler.push('glossary', glossaryRule);
  markdown.renderer.rules.glossary_term = renderGlossaryTerm;
  return markdown;
}

const markdown = renderer({ articleHeadings: false });
const articleMarkdown = renderer({ articleHeadings: true });

/**
 * Markdown to safe HTML, with no citation links (summaries, anything that is not an article body). With the
 * page's language, its tables are labelled regions (tableOpen).
 */
export function renderMarkdown(source: string, lang?: Lang): string {
  const env: Env = lang ? { lang } : {};
  return markdown.render(source, env);
}

export type ArticleBodyOptions = {
  lang: Lang;
  /** The regulations the article cites that the register holds (article_citations joined to regulations). */
  regulations: readonly CitedRegulation[];
  /**
   * The glossary. The first occurrence of each term in the body (at most MAX_TERMS_PER_ARTICLE) links to its entry
   * with its short definition as a tooltip. Pass the same array from render to render: the matcher built over it
   * is cached on it.
   */
  terms?: readonly GlossaryTerm[];
  /** Counts the citation parser's work, for tests of its cost. */
  stats?: CitationStats;
  /** Counts the glossary matcher's work, for tests of its cost. */
  termStats?: GlossaryStats;
};

/** A rendered body: its HTML, its `##` sections in order (the table of contents) and the words it has. */
export type ArticleBody = { html: string; headings: Heading[]; words: number };

/**
 * An article body: Markdown to safe HTML, every `##`/`###` heading with a stable id and a link to itself, each citation of a regulation in `regulations` linked to its register
 * page with its status (citations of regulations the register does not hold stay plain text), and the first
 * occurrence of each glossary term in `terms` explained.
 */
export function renderArticle(source: string, options: ArticleBodyOptions): ArticleBody {
  const byKey = new Map(options.regulations.map((regulation) => [regulation.citeKey, regulation]));
  const names = new Map(
    options.regulations.flatMap((regulation) =>
      regulation.names.map((name) => [name.toUpperCase(), regulation.citeKey]),
    ),
  );
  const env: Env = { lang: options.lang, citations: { lang: options.lang, byKey, names, stats: options.stats } };
  if (options.terms && options.terms.length > 0) {
    env.glossary = { lang: options.lang, annotator: new TermAnnotator(options.terms, options.lang, options.termStats) };
  }
  const html = articleMarkdown.render(source, env);
  return { html, headings: env.headings ?? [], words: env.words ?? 0 };
}

/** The HTML of renderArticle alone. */
export function renderArticleBody(source: string, options: ArticleBodyOptions): string {
  return renderArticle(source, options).html;
}
