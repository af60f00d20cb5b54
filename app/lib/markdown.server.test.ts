import { describe, expect, it } from 'vitest';
import { link168, regulations } from './cited-regulations.fixtures';
import type { GlossaryTerm } from './glossary';
import type { GlossaryStats } from './glossary-annotator';
import { renderArticleBody, renderMarkdown } from './markdown.server';

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

  it('treats a link without a scheme ("//host/path") as the other site it is', () => {
    expect(renderMarkdown('[a](//contoh.test/x) [b](HTTP://contoh.test/y)')).toBe(
      '<p><a href="//contoh.test/x" rel="noopener noreferrer nofollow">a</a> ' +
        '<a href="HTTP://contoh.test/y" rel="noopener noreferrer nofollow">b</a></p>\n',
    );
    expect(renderMarkdown('[c](/id/pph) [d](#bagian)')).toBe(
      '<p><a href="/id/pph">c</a> <a href="#bagian">d</a></p>\n',
    );
  });

  it('links no citation', () => {
    expect(renderMarkdown('PMK 168/2023')).toBe('<p>PMK 168/2023</p>\n');
  });
});

const glossaryTerm = (slug: string, abbreviation: string | null, id: string, en: string, enAliases: string[] = []) => ({
  slug,
  abbreviation,
  term: { id, en },
  aliases: { id: [], en: enAliases },
  shortDefinition: { id: `Definisi ${slug}.`, en: `Definition of ${slug}.` },
});
const terms: GlossaryTerm[] = [
  glossaryTerm('ppn', 'PPN', 'Pajak Pertambahan Nilai', 'Value Added Tax', ['VAT']),
  glossaryTerm('npwp', 'NPWP', 'Nomor Pokok Wajib Pajak', 'Taxpayer Identification Number'),
  glossaryTerm('pmk', 'PMK', 'Peraturan Menteri Keuangan', 'Minister of Finance Regulation'),
];

/** The markup of an explained term: the tip is the link's sibling, so the name is the term and the tip describes it. */
const explained = (lang: 'id' | 'en', slug: string, text: string, definition: string) =>
  `<span class="term-wrap"><a class="term" href="/${lang}/${lang === 'id' ? 'kamus' : 'glossary'}/${slug}" ` +
  `aria-describedby="term-${slug}">${text}</a>` +
  `<span class="term-tip" role="tooltip" id="term-${slug}">${definition}</span></span>`;

describe('renderArticleBody: glossary terms', () => {
  it('explains the first occurrence of each term, in the article’s language', () => {
    expect(
      renderArticleBody('Tarif PPN naik. Pajak pertambahan nilai, PPN lagi; ppn.', { lang: 'id', regulations, terms }),
    ).toBe(
      `<p>Tarif ${explained('id', 'ppn', 'PPN', 'Definisi ppn.')} naik. Pajak pertambahan nilai, PPN lagi; ppn.</p>\n`,
    );
    expect(renderArticleBody('The VAT, and value added tax.', { lang: 'en', regulations, terms })).toBe(
      `<p>The ${explained('en', 'ppn', 'VAT', 'Definition of ppn.')}, and value added tax.</p>\n`,
    );
  });

  it('never explains inside a heading, a column header, a link, a citation, code or an image description', () => {
    const source = [
      '## PPN dan NPWP',
      '[PPN](https://www.pajak.go.id/) dan https://example.com/PPN',
      'Menurut PMK 168/2023.',
      '`NPWP`',
      '```\nPPN\n```',
      '    NPWP',
      '![PPN dan NPWP](/gambar.png)',
      '| NPWP |\n|---|\n| NPWP |',
      '- **PPN**, lalu PMK.',
    ].join('\n\n');
    const html = renderArticleBody(source, { lang: 'id', regulations, terms });
    expect(html).toContain('<h2 id="ppn-dan-npwp" tabindex="-1">PPN dan NPWP</h2>');
    expect(html).toContain('<a href="https://www.pajak.go.id/" rel="noopener noreferrer nofollow">PPN</a>');
    expect(html).toContain('>https://example.com/PPN</a>');
    expect(html).toContain(`Menurut ${link168('id', 'PMK\u00a0168/2023', 'Berlaku')}.`);
    expect(html).toContain('<code>NPWP</code>');
    expect(html).toContain('<pre><code>PPN\n</code></pre>');
    expect(html).toContain('<pre><code>NPWP\n</code></pre>');
    expect(html).toContain('alt="PPN dan NPWP"');
    expect(html).toContain('<th>NPWP</th>');
    // So the first occurrences counted are the table cell's and the list item's.
    expect(html).toContain(`<td>${explained('id', 'npwp', 'NPWP', 'Definisi npwp.')}</td>`);
    expect(html).toContain(
      `<li><strong>${explained('id', 'ppn', 'PPN', 'Definisi ppn.')}</strong>, lalu ${explained('id', 'pmk', 'PMK', 'Definisi pmk.')}.</li>`,
    );
    expect(html.match(/class="term"/g)).toHaveLength(3);
  });

  it('reads a word across emphasis: **PPN**BM is one word', () => {
    const html = renderArticleBody('**PPN**BM dan *PPN*', { lang: 'id', regulations, terms });
    expect(html).toBe(`<p><strong>PPN</strong>BM dan <em>${explained('id', 'ppn', 'PPN', 'Definisi ppn.')}</em></p>\n`);
  });

  it('explains at most 12 terms in an article', () => {
    const many = Array.from({ length: 20 }, (_, k) => glossaryTerm(`t${k}`, `T${k}X`, '', ''));
    const html = renderArticleBody(many.map((t) => `${t.abbreviation}.`).join('\n\n'), {
      lang: 'id',
      regulations,
      terms: many,
    });
    expect(html.match(/class="term"/g)).toHaveLength(12);
    expect(html).toContain('<p>T12X.</p>');
  });

  it('escapes hostile slugs, terms and definitions', () => {
    const hostile: GlossaryTerm = {
      ...glossaryTerm('"><script>alert(1)</script>', 'A&B', '<img src=x onerror=alert(2)>', ''),
      shortDefinition: { id: '</span><script>alert(3)</script>', en: '' },
    };
    const html = renderArticleBody('A&B dan <img src=x onerror=alert(2)> <b>A&B</b>', {
      lang: 'id',
      regulations,
      terms: [hostile],
    });
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('href="/id/kamus/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('aria-describedby="term--script-alert-1-script-"');
    expect(html).toContain('>A&amp;B</a><span class="term-tip" role="tooltip" id="term--script-alert-1-script-">');
    expect(html).toContain('&lt;/span&gt;&lt;script&gt;alert(3)&lt;/script&gt;</span></span>');
  });

  it('links a term with no definition in the language, with no tooltip', () => {
    const html = renderArticleBody('Our NPWP', {
      lang: 'en',
      regulations,
      terms: [glossaryTerm('npwp', 'NPWP', 'x', 'y')].map((t) => ({ ...t, shortDefinition: { id: 'x', en: ' ' } })),
    });
    expect(html).toBe('<p>Our <a class="term" href="/en/glossary/npwp">NPWP</a></p>\n');
  });

  it('finds terms in a 1 MB body in linear work, with thousands of terms', () => {
    const size = 1_000_000;
    const thousands = Array.from({ length: 2000 }, (_, k) => glossaryTerm(`t${k}`, `PP${k}N`, `pajak jenis ${k}`, ''));
    const unit = 'PPN-nya ber-PP1N pajak jenis dan pp1n, **perpajakan** jenis 12-an. ';
    const stats: GlossaryStats = { steps: 0 };
    const body = unit.repeat(Math.ceil(size / unit.length));
    renderArticleBody(body, { lang: 'id', regulations, terms: thousands, termStats: stats });
    expect(stats.steps).toBeGreaterThanOrEqual(size * 0.9);
    expect(stats.steps).toBeLessThanOrEqual(5 * size);
  });
});
