import MarkdownIt, { type StateCore, type Token } from 'markdown-it';
import type { Lang } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { type CitationStats, findCitations } from './citations';
import type { CitedRegulation } from './regulations';
import { regulationPath } from './urls';

/**
 * Article bodies are Markdown, rendered on the server only (the renderer never ships to the browser).
 * Raw HTML in a body is escaped, not passed through (`html: false`), and markdown-it's link validation drops
 * `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs, so a body can never run script.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
const { escapeHtml } = markdown.utils;

// Wide tables scroll inside their own box instead of widening the page on a phone.
markdown.renderer.rules.table_open = () => '<div class="table-scroll"><table>\n';
markdown.renderer.rules.table_close = () => '</table></div>\n';

// Links to other sites open normally but pass no referrer or ranking credit.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = token?.attrGet('href') ?? '';
  if (token && /^https?:\/\//i.test(href)) token.attrSet('rel', 'noopener noreferrer nofollow');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** What the citation rule needs, handed to markdown-it through its per-render env. */
type CitationContext = {
  lang: Lang;
  byKey: ReadonlyMap<string, CitedRegulation>;
  names: ReadonlyMap<string, string>;
  stats?: CitationStats;
};
type Env = { citations?: CitationContext };

function textToken(state: StateCore, content: string): Token {
  const token = new state.Token('text', '', 0);
  token.content = content;
  return token;
}

/** One text token split into plain text and the citations of regulations the register holds. */
function annotate(state: StateCore, token: Token, context: CitationContext): Token[] {
  const text = token.content;
  const out: Token[] = [];
  let done = 0;
  for (const citation of findCitations(text, context.names, context.stats)) {
    const regulation = context.byKey.get(citation.key);
    if (!regulation) continue;
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
markdown.core.ruler.push('citations', (state) => {
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
});

// The status is part of the link's text, so every reader (and a screen reader, in the link's name) gets it.
markdown.renderer.rules.citation = (tokens, idx, _options, env: Env) => {
  const token = tokens[idx];
  const lang = env.citations?.lang;
  const regulation: CitedRegulation | undefined = token?.meta?.regulation;
  if (!token || !lang || !regulation) return escapeHtml(token?.content ?? '');
  const label = resources[lang].translation.regulations.status[regulation.status];
  return (
    `<a class="citation" href="${escapeHtml(regulationPath(lang, regulation.slug))}"` +
    ` data-status="${escapeHtml(regulation.status)}" title="${escapeHtml(regulation.title ?? regulation.designation)}">` +
    `${escapeHtml(token.content)}<span class="citation-status"> ${escapeHtml(label)}</span></a>`
  );
};

/** Markdown to safe HTML, with no citation links (summaries, anything that is not an article body). */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

export type ArticleBodyOptions = {
  lang: Lang;
  /** The regulations the article cites that the register holds (article_citations joined to regulations). */
  regulations: readonly CitedRegulation[];
  /** Counts the citation parser's work, for tests of its cost. */
  stats?: CitationStats;
};

/**
 * An article body: Markdown to safe HTML, and each citation of a regulation in `regulations` linked to its
 * register page with its status. Citations of regulations the register does not hold stay plain text.
 */
export function renderArticleBody(source: string, options: ArticleBodyOptions): string {
  const byKey = new Map(options.regulations.map((regulation) => [regulation.citeKey, regulation]));
  const names = new Map(
    options.regulations.flatMap((regulation) =>
      regulation.names.map((name) => [name.toUpperCase(), regulation.citeKey]),
    ),
  );
  const env: Env = { citations: { lang: options.lang, byKey, names, stats: options.stats } };
  return markdown.render(source, env);
}
