import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.server';

describe('renderMarkdown', () => {
  it('renders headings, lists, tables and links', () => {
    const html = renderMarkdown(
      '## Tarif\n\n- satu\n- dua\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[DJP](https://www.pajak.go.id/)',
    );
    expect(html).toContain('<h2>Tarif</h2>');
    expect(html).toContain('<li>satu</li>');
    expect(html).toContain('<div class="table-scroll"><table>');
    expect(html).toContain('<a href="https://www.pajak.go.id/" rel="noopener noreferrer nofollow">DJP</a>');
  });

  it('escapes raw HTML: scripts, event handlers and iframes stay text', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.test"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops javascript: and data: links', () => {
    const html = renderMarkdown('[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,<b>x</b>)');
    expect(html).not.toMatch(/href="(javascript|data):/i);
  });
});
