import { describe, expect, it } from 'vitest';
import type { CitationStats } from './citations';
import { HPP, link168, PMK_168, regulations } from './cited-regulations.fixtures';
import { renderArticleBody } from './markdown.server';
import type { CitedRegulation } from './regulations';

describe('renderArticleBody: citation links', () => {
  it('links a cited regulation to its register page, with its status as visible text', () => {
    expect(renderArticleBody('Menurut PMK 168/2023, pemberi kerja memotong.', { lang: 'id', regulations })).toBe(
      `<p>Menurut ${link168('id', 'PMK\u00a0168/2023', 'Berlaku')}, pemberi kerja memotong.</p>\n`,
    );
    expect(renderArticleBody('Under PMK 168/2023.', { lang: 'en', regulations })).toBe(
      `<p>Under ${link168('en', 'PMK\u00a0168/2023', 'In force')}.</p>\n`,
    );
  });

  it('keeps the text as written, in every form, and links each occurrence', () => {
    const html = renderArticleBody('168/PMK.03/2023 dan Peraturan Menteri Keuangan Nomor 168 Tahun 2023', {
      lang: 'id',
      regulations,
    });
    expect(html).toBe(
      `<p>${link168('id', '168/PMK.03/2023', 'Berlaku')} dan ` +
        `${link168('id', 'Peraturan Menteri Keuangan Nomor\u00a0168 Tahun\u00a02023', 'Berlaku')}</p>\n`,
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
        expect(html).toContain(`>UU HPP<span class="citation-status"> ${labels[lang][status]}</span>`);
      }
    }
  });

  it('marks a link title in the other language as such, and the link text as the page’s', () => {
    // An English page citing a regulation with no English title shows the official Indonesian one: a title
    // attribute takes the language of its element, so the link says "id" and its text says "en".
    const untitled: CitedRegulation = { ...PMK_168, title: 'Pemotongan PPh 21', titleLang: 'id' };
    expect(renderArticleBody('Under PMK 168/2023.', { lang: 'en', regulations: [untitled] })).toBe(
      '<p>Under <a class="citation" href="/en/regulations/pmk-168-2023" data-status="in_force" ' +
        'title="Pemotongan PPh 21" lang="id"><span lang="en">PMK\u00a0168/2023<span class="citation-status"> ' +
        'In force</span></span></a>.</p>\n',
    );
    const designationOnly: CitedRegulation = { ...PMK_168, title: null, titleLang: 'id' };
    expect(renderArticleBody('PMK 168/2023', { lang: 'en', regulations: [designationOnly] })).toContain(
      'title="168/PMK.03/2023" lang="id"><span lang="en">PMK\u00a0168/2023',
    );
    // In the page's own language nothing needs saying.
    const translated: CitedRegulation = { ...PMK_168, title: 'Withholding PPh 21', titleLang: 'en' };
    expect(renderArticleBody('PMK 168/2023', { lang: 'en', regulations: [translated] })).not.toContain('lang=');
  });

  it('leaves citations of regulations the register does not hold as plain text', () => {
    const html = renderArticleBody('PP 58/2023 dan UU KUP, lalu PMK 168/2023.', { lang: 'id', regulations });
    expect(html).toBe(`<p>PP 58/2023 dan UU KUP, lalu ${link168('id', 'PMK\u00a0168/2023', 'Berlaku')}.</p>\n`);
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
    expect(html).toContain(`<p>${link168('id', 'PMK\u00a0168/2023', 'Berlaku')}</p>`);
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
    expect(html).toContain(`<li><strong>${link168('id', 'PMK\u00a0168/2023', 'Berlaku')}</strong> berlaku</li>`);
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
      `<p>&lt;b onclick=&quot;x()&quot;&gt;${link168('id', 'PMK\u00a0168/2023', 'Berlaku')}&lt;/b&gt;</p>\n`,
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
