import { describe, expect, it } from 'vitest';
import type { CitationStats } from './citations';
import type { GlossaryTerm } from './glossary';
import type { GlossaryStats } from './glossary-annotator';
import { renderArticleBody, renderMarkdown } from './markdown.server';
import type { CitedRegulation } from './regulations';

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

  it('links no citation', () => {
    expect(renderMarkdown('PMK 168/2023')).toBe('<p>PMK 168/2023</p>\n');
  });
});

const PMK_168: CitedRegulation = {
  citeKey: 'pmk/168/2023',
  slug: 'pmk-168-2023',
  designation: '168/PMK.03/2023',
  title: 'Pemotongan PPh 21',
  status: 'in_force',
  names: [],
};
const HPP: CitedRegulation = {
  citeKey: 'uu/7/2021',
  slug: 'uu-7-2021',
  designation: 'UU 7/2021',
  title: 'Harmonisasi Peraturan Perpajakan',
  status: 'amended',
  names: ['HPP'],
};
const regulations = [PMK_168, HPP];

const link168 = (lang: 'id' | 'en', text: string, label: string) =>
  `<a class="citation" href="/${lang}/${lang === 'id' ? 'peraturan' : 'regulations'}/pmk-168-2023" ` +
  `data-status="in_force" title="Pemotongan PPh 21">${text}<span class="citation-status"> ${label}</span></a>`;

describe('renderArticleBody: citation links', () => {
  it('links a cited regulation to its register page, with its status as visible text', () => {
    expect(renderArticleBody('Menurut PMK 168/2023, pemberi kerja memotong.', { lang: 'id', regulations })).toBe(
      `<p>Menurut ${link168('id', 'PMK 168/2023', 'Berlaku')}, pemberi kerja memotong.</p>\n`,
    );
    expect(renderArticleBody('Under PMK 168/2023.', { lang: 'en', regulations })).toBe(
      `<p>Under ${link168('en', 'PMK 168/2023', 'In force')}.</p>\n`,
    );
  });

  it('keeps the text as written, in every form, and links each occurrence', () => {
    const html = renderArticleBody('168/PMK.03/2023 dan Peraturan Menteri Keuangan Nomor 168 Tahun 2023', {
      lang: 'id',
      regulations,
    });
    expect(html).toBe(
      `<p>${link168('id', '168/PMK.03/2023', 'Berlaku')} dan ` +
        `${link168('id', 'Peraturan Menteri Keuangan Nomor 168 Tahun 2023', 'Berlaku')}</p>\n`,
    );
  });

  it('links a named law through its names and labels each status in both languages', () => {
    const labels = {
      id: { in_force: 'Berlaku', amended: 'Diubah', revoked: 'Dicabut', not_yet_in_force: 'Belum berlaku' },
      en: { in_force: 'In force', amended: 'Amended', revoked: 'Revoked', not_yet_in_force: 'Not yet in force' },
    } as const;
    for (const lang of ['id', 'en'] as const) {
      for (const status of ['in_force', 'amended', 'revoked', 'not_yet_in_force'] as const) {
        const html = renderArticleBody('Sejak UU HPP berlaku.', { lang, regulations: [{ ...HPP, status }] });
        expect(html).toContain(`data-status="${status}"`);
        expect(html).toContain(`>UU HPP<span class="citation-status"> ${labels[lang][status]}</span></a>`);
      }
    }
  });

  it('leaves citations of regulations the register does not hold as plain text', () => {
    const html = renderArticleBody('PP 58/2023 dan UU KUP, lalu PMK 168/2023.', { lang: 'id', regulations });
    expect(html).toBe(`<p>PP 58/2023 dan UU KUP, lalu ${link168('id', 'PMK 168/2023', 'Berlaku')}.</p>\n`);
    expect(renderArticleBody('PMK 168/2023', { lang: 'id', regulations: [] })).toBe('<p>PMK 168/2023</p>\n');
  });

  it('never links inside a link, inline code, a code block or an image description', () => {
    const source = [
      '[PMK 168/2023](https://jdih.kemenkeu.go.id/) dan https://example.com/PMK-168/PMK.03/2023',
      '`PMK 168/2023`',
      '```\nPMK 168/2023\n```',
      '    PMK 168/2023',
      '![PMK 168/2023](/gambar.png)',
      'PMK 168/2023',
    ].join('\n\n');
    const html = renderArticleBody(source, { lang: 'id', regulations });
    expect(html).toContain(
      '<a href="https://jdih.kemenkeu.go.id/" rel="noopener noreferrer nofollow">PMK 168/2023</a>',
    );
    expect(html).toContain('<code>PMK 168/2023</code>');
    expect(html).toContain('<pre><code>PMK 168/2023\n</code></pre>');
    expect(html).toContain('alt="PMK 168/2023"');
    expect(html).toContain('>https://example.com/PMK-168/PMK.03/2023</a>');
    // The plain one in the last paragraph is the only citation link.
    expect(html.match(/class="citation"/g)).toHaveLength(1);
    expect(html).toContain(`<p>${link168('id', 'PMK 168/2023', 'Berlaku')}</p>`);
  });

  it('links a regulation restated in brackets once, with one status', () => {
    const html = renderArticleBody(
      'UU Nomor 7 Tahun 2021 tentang Harmonisasi Peraturan Perpajakan (UU HPP) dan the HPP Law ( UU HPP ).',
      { lang: 'id', regulations },
    );
    expect(html.match(/class="citation"/g)).toHaveLength(2);
    expect(html).toContain('<span class="citation-status"> Diubah</span></a> tentang Harmonisasi');
    expect(html).toContain('Perpajakan (UU HPP) dan');
    expect(html).toContain('( UU HPP ).');
  });

  it('still links a bracketed citation of another regulation, or one after the clause has ended', () => {
    const html = renderArticleBody(
      'UU HPP (PMK 168/2023) berlaku. UU HPP mengubahnya; lihat (UU HPP). Juga UU HPP (lihat UU HPP).',
      { lang: 'id', regulations },
    );
    expect(html.match(/class="citation"/g)).toHaveLength(6);
  });

  it('links inside emphasis and list items', () => {
    const html = renderArticleBody('- **PMK 168/2023** berlaku', { lang: 'id', regulations });
    expect(html).toContain(`<li><strong>${link168('id', 'PMK 168/2023', 'Berlaku')}</strong> berlaku</li>`);
  });
});

describe('renderArticleBody: escaping', () => {
  it('escapes hostile titles, slugs and statuses from the register', () => {
    const hostile: CitedRegulation = {
      ...PMK_168,
      slug: '"><script>alert(1)</script>',
      title: '" onmouseover="alert(2)" x="<img src=x onerror=alert(3)>',
      status: 'in_force" onclick="alert(4)' as CitedRegulation['status'],
    };
    const html = renderArticleBody('PMK 168/2023', { lang: 'id', regulations: [hostile] });
    expect(html).not.toMatch(/<script|<img|" onmouseover=|" onclick=/);
    expect(html).toContain('href="/id/peraturan/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain(
      'title="&quot; onmouseover=&quot;alert(2)&quot; x=&quot;&lt;img src=x onerror=alert(3)&gt;"',
    );
  });

  it('keeps raw HTML around a citation escaped', () => {
    const html = renderArticleBody('<b onclick="x()">PMK 168/2023</b>', { lang: 'id', regulations });
    expect(html).toBe(
      `<p>&lt;b onclick=&quot;x()&quot;&gt;${link168('id', 'PMK 168/2023', 'Berlaku')}&lt;/b&gt;</p>\n`,
    );
  });

  it('uses a title-less regulation’s designation as the link title', () => {
    const html = renderArticleBody('PMK 168/2023', { lang: 'id', regulations: [{ ...PMK_168, title: null }] });
    expect(html).toContain('title="168/PMK.03/2023"');
  });
});

describe('renderArticleBody: cost', () => {
  for (const [name, unit] of [
    ['citations', 'PMK 168/2023 dan UU HPP. '],
    ['near-citations', 'PMK 1/ Nomor 12 Tahun PMK PMK '],
  ] as const) {
    it(`parses a 1 MB body of ${name} in linear work`, () => {
      const size = 1_000_000;
      const stats: CitationStats = { steps: 0 };
      const body = unit.repeat(Math.ceil(size / unit.length));
      const html = renderArticleBody(body, { lang: 'id', regulations, stats });
      expect(html.length).toBeGreaterThan(body.length);
      expect(stats.steps).toBeGreaterThanOrEqual(size * 0.9);
      expect(stats.steps).toBeLessThanOrEqual(12 * size);
    });
  }
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
    expect(html).toContain(`Menurut ${link168('id', 'PMK 168/2023', 'Berlaku')}.`);
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
