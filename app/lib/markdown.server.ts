import MarkdownIt from 'markdown-it';

/**
 * Article bodies are Markdown, rendered on the server only (the renderer never ships to the browser).
 * Raw HTML in a body is escaped, not passed through (`html: false`), and markdown-it's link validation drops
 * `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs, so a body can never run script.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

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

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
