import { describe, expect, it } from 'vitest';
import { link168, PMK_168 } from './cited-regulations.fixtures';
import type { GlossaryTerm } from './glossary';
import { renderArticle, renderMarkdown } from './markdown.server';
import { PAGE_IDS } from './markdown-headings.server';

const regulations = [PMK_168];
// A citation in a heading keeps its designation on one line (lib/keep-together.ts).
const citation = link168('id', 'PMK\u00a0168/2023', 'Berlaku');
const terms: GlossaryTerm[] = [
  {
    slug: 'ppn',
    abbreviation: 'PPN',
    term: { id: 'Pajak Pertambahan Nilai', en: 'Value Added Tax' },
    aliases: { id: [], en: [] },
    shortDefinition: { id: 'Definisi ppn.', en: 'Definition of ppn.' },
  },
];

describe('renderArticle: heading ids, their links and the contents', () => {
  const render = (source: string, lang: 'id' | 'en' = 'id') => renderArticle(source, { lang, regulations, terms });

  it('gives every ## and ### heading a readable id and a link to itself, named for screen readers', () => {
    const { html, headings } = render('## Tarif Efektif Rata-rata\n\nTeks.\n\n### Contoh hitungan');
    expect(html).toContain(
      '<div class="heading-wrap">\n<h2 id="tarif-efektif-rata-rata" tabindex="-1">Tarif Efektif Rata-rata</h2>\n' +
        '<a class="heading-link" href="#tarif-efektif-rata-rata"><span class="sr-only">Tautan ke bagian ini: ' +
        'Tarif Efektif Rata-rata</span> <span aria-hidden="true">#</span></a></div>',
    );
    expect(html).toContain('<h3 id="contoh-hitungan" tabindex="-1">Contoh hitungan</h3>');
    expect(render('## Effective rates', 'en').html).toContain(
      '<span class="sr-only">Link to this section: Effective rates</span>',
    );
    // Only ## sections make the contents.
    expect(headings).toEqual([{ id: 'tarif-efektif-rata-rata', text: 'Tarif Efektif Rata-rata' }]);
  });

  it('gives the same text the same id on every render, and numbers repeats in order', () => {
    const source = '## Ringkasan\n\n## Langkah\n\n## Ringkasan\n\n## Ringkasan';
    const first = render(source).headings.map((h) => h.id);
    expect(first).toEqual(['ringkasan', 'langkah', 'ringkasan-2', 'ringkasan-3']);
    expect(render(source).headings.map((h) => h.id)).toEqual(first);
    expect(render('Kalimat pembuka.\n\n## Ringkasan').headings[0]?.id).toBe('ringkasan');
  });

  it('keeps non-ASCII headings readable: accents dropped, other scripts kept, symbols out', () => {
    const { headings } = render('## Café & Zürich: PPh 21 — “TER”\n\n## 税务 指南\n\n## !!!\n\n## ???');
    expect(headings.map((h) => h.id)).toEqual(['cafe-zurich-pph-21-ter', '税务-指南', 'bagian', 'bagian-2']);
    expect(render('## ...', 'en').headings[0]?.id).toBe('section');
  });

  it('never gives a heading an id the page or the glossary tooltips use', () => {
    const ids = render('## Main\n\n## Related heading\n\n## Term PPN\n\n## Page end\n\nPPN di sini.').headings.map(
      (h) => h.id,
    );
    expect(ids).toEqual(['bagian-main', 'bagian-related-heading', 'bagian-term-ppn', 'bagian-page-end']);
    for (const id of ids) expect(PAGE_IDS.has(id)).toBe(false);
    expect(render('PPN.').html).toContain('id="term-ppn"');
  });

  it('keeps a citation in a heading linked, and its id the same whether the register holds it or not', () => {
    const held = render('## Aturan PMK 168/2023');
    const unknown = renderArticle('## Aturan PMK 168/2023', { lang: 'id', regulations: [] });
    expect(held.headings).toEqual([{ id: 'aturan-pmk-168-2023', text: 'Aturan PMK\u00a0168/2023' }]);
    expect(unknown.headings).toEqual(held.headings);
    expect(held.html).toContain(`<h2 id="aturan-pmk-168-2023" tabindex="-1">Aturan ${citation}</h2>`);
    // Still no glossary term in a heading, and the contents entry is text, never a nested link.
    expect(render('## PPN dan PMK 168/2023').html).not.toContain('class="term"');
  });

  it("keeps a designation in a heading on one line, in the contents and the link's name too, and nowhere else", () => {
    const { html, headings, words } = render('## Cara Menghitung PPh 21 dan PPN 12%\n\nTarif PPh 21 naik.');
    const kept = 'Cara Menghitung PPh\u00a021 dan PPN\u00a012%';
    expect(headings).toEqual([{ id: 'cara-menghitung-pph-21-dan-ppn-12', text: kept }]);
    expect(html).toContain(`<h2 id="cara-menghitung-pph-21-dan-ppn-12" tabindex="-1">${kept}</h2>`);
    expect(html).toContain(`Tautan ke bagian ini: ${kept}</span>`);
    // The body's own text is left as written, and every word still counts once.
    expect(html).toContain('<p>Tarif PPh 21 naik.</p>');
    expect(words).toBe(11);
  });

  it('counts the words a reader reads: text, code and image descriptions, not URLs or link names it adds', () => {
    const { words } = render(
      '## Dua kata\n\nSatu [dua tiga](https://example.com/a/b/c) `empat`.\n\n```\nlima enam\n```\n\n![tujuh](/x.png)',
    );
    expect(words).toBe(9);
  });

  it('escapes a hostile heading in its id, its link and its name', () => {
    const { html, headings } = render('## <script>alert("x")</script> & "quotes"');
    expect(headings[0]?.id).toBe('script-alert-x-script-quotes');
    expect(html).not.toMatch(/<script|"x"|" &/);
    expect(html).toContain(
      'Tautan ke bagian ini: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;',
    );
  });

  it('leaves summaries without ids or links (renderMarkdown)', () => {
    expect(renderMarkdown('## Tarif')).toBe('<h2>Tarif</h2>\n');
  });
});
