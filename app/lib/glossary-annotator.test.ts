import { describe, expect, it } from 'vitest';
import type { Lang } from '~/i18n/config';
import type { GlossaryTerm } from './glossary';
import {
  findTerms,
  type GlossaryStats,
  MAX_TERMS_PER_ARTICLE,
  NO_CHAR,
  TermAnnotator,
  termMatcher,
} from './glossary-annotator';

type Spec = { abbr?: string; id?: string; en?: string; aliasesId?: string[]; aliasesEn?: string[] };
const term = (slug: string, spec: Spec = {}): GlossaryTerm => ({
  slug,
  abbreviation: spec.abbr ?? null,
  term: { id: spec.id ?? '', en: spec.en ?? '' },
  aliases: { id: spec.aliasesId ?? [], en: spec.aliasesEn ?? [] },
  shortDefinition: { id: `definisi ${slug}`, en: `definition of ${slug}` },
});

const TERMS = [
  term('ppn', { abbr: 'PPN', id: 'Pajak Pertambahan Nilai', en: 'Value added tax', aliasesEn: ['VAT'] }),
  term('ppnbm', { abbr: 'PPnBM', id: 'Pajak Penjualan atas Barang Mewah', en: 'Luxury goods sales tax' }),
  term('pph', { abbr: 'PPh', id: 'Pajak Penghasilan', en: 'Income tax' }),
  term('pph-21', { id: 'PPh Pasal 21', en: 'Article 21 income tax', aliasesId: ['PPh 21'] }),
  term('npwp', { abbr: 'NPWP', id: 'Nomor Pokok Wajib Pajak', en: 'Taxpayer identification number' }),
  term('pajak', { id: 'pajak', en: 'tax' }),
  term('e-bupot', { id: 'e-Bupot', en: 'e-Bupot' }),
  term('bupot', { id: 'bukti potong', aliasesId: ['Bupot'], en: 'withholding slip' }),
];

/** [text as written, slug] of each occurrence. */
const found = (text: string, lang: Lang = 'id', terms: readonly GlossaryTerm[] = TERMS) =>
  findTerms(terms, lang, text).map((o) => [text.slice(o.start, o.end), terms[o.term]?.slug]);

describe('findTerms: case', () => {
  it('matches abbreviations exactly as written, in either language', () => {
    expect(found('PPN, ppn, Ppn, PPh, PPH, pph, PPnBM, PPNBM')).toEqual([
      ['PPN', 'ppn'],
      ['PPh', 'pph'],
      ['PPnBM', 'ppnbm'],
    ]);
    expect(found('PPN and NPWP', 'en')).toEqual([
      ['PPN', 'ppn'],
      ['NPWP', 'npwp'],
    ]);
  });

  it('matches phrases in any case, in the article’s language only', () => {
    expect(found('pajak pertambahan nilai, PAJAK PERTAMBAHAN NILAI, Value Added Tax')).toEqual([
      ['pajak pertambahan nilai', 'ppn'],
      ['PAJAK PERTAMBAHAN NILAI', 'ppn'],
    ]);
    expect(found('value added tax, VALUE ADDED TAX, Pajak Pertambahan Nilai', 'en')).toEqual([
      ['value added tax', 'ppn'],
      ['VALUE ADDED TAX', 'ppn'],
    ]);
  });

  it('keeps the case of a phrase written in capitals: VAT is the tax, vat is a tank', () => {
    expect(found('The VAT rate; a vat of oil; Vat.', 'en')).toEqual([['VAT', 'ppn']]);
  });
});

describe('findTerms: whole words', () => {
  it('never matches inside a word, Indonesian affixes included', () => {
    for (const text of [
      'perpajakan',
      'pajaknya',
      'PPNBM',
      'ber-NPWP',
      'NPWP-nya',
      'NPWP2',
      '2NPWP',
      'NPWP_x',
      'éNPWP',
    ]) {
      expect(found(text), text).toEqual([]);
    }
  });

  it('matches next to punctuation, dashes, quotes and symbols', () => {
    for (const text of ['(NPWP)', 'NPWP.', '«NPWP»', 'NPWP’s', '“NPWP”', 'NPWP—PPN', '😀NPWP', 'NPWP/PPN']) {
      expect(found(text)[0], text).toEqual(['NPWP', 'npwp']);
    }
  });

  it('takes a hyphenated word as one word: e-Bupot is not Bupot', () => {
    expect(found('e-Bupot, Bupot, bukti potong')).toEqual([
      ['e-Bupot', 'e-bupot'],
      ['Bupot', 'bupot'],
      ['bukti potong', 'bupot'],
    ]);
  });

  it('takes the longest term at a place, and no shorter term inside it', () => {
    expect(found('PPh Pasal 21 dan PPh 21, lalu PPh; Pajak Penghasilan dan pajak')).toEqual([
      ['PPh Pasal 21', 'pph-21'],
      ['PPh 21', 'pph-21'],
      ['PPh', 'pph'],
      ['Pajak Penghasilan', 'pph'],
      ['pajak', 'pajak'],
    ]);
  });

  it('never cuts a longer term for a shorter one that starts earlier: the cover of the overlap decides', () => {
    const terms = [
      ...TERMS,
      term('restitusi', { id: 'Restitusi', aliasesId: ['restitusi pajak'], en: 'overpaid tax' }),
      term('ppnbm-en', { en: 'tax on luxury goods' }),
    ];
    // The seed article's sentence: "restitusi Pajak" was linked and "Pertambahan Nilai" left plain.
    expect(found('Nilai restitusi Pajak Pertambahan Nilai (PPN) yang dibayarkan', 'id', terms)).toEqual([
      ['Pajak Pertambahan Nilai', 'ppn'],
      ['PPN', 'ppn'],
    ]);
    expect(found('Restitusi pajak dan restitusi pajak pertambahan nilai', 'id', terms)).toEqual([
      ['Restitusi pajak', 'restitusi'],
      ['pajak pertambahan nilai', 'ppn'],
    ]);
    expect(found('refunds of overpaid tax on luxury goods; overpaid tax', 'en', terms)).toEqual([
      ['tax on luxury goods', 'ppnbm-en'],
      ['overpaid tax', 'restitusi'],
    ]);
  });

  it('takes the set of overlapping terms that covers most, and the earlier on a tie', () => {
    const chain = [term('ab', { en: 'a b' }), term('bc', { en: 'b c' }), term('cd', { en: 'c d' })];
    expect(found('a b c d', 'en', chain).map(([text]) => text)).toEqual(['a b', 'c d']);
    expect(found('a b c', 'en', chain)).toEqual([['a b', 'ab']]);
    expect(found('x b c d', 'en', chain)).toEqual([['b c', 'bc']]);
  });

  it('lets any one whitespace character stand between the words of a phrase', () => {
    expect(found('Pajak\u00a0Pertambahan\tNilai')).toEqual([['Pajak\u00a0Pertambahan\tNilai', 'ppn']]);
    expect(found('Pajak  Pertambahan Nilai')[0]).toEqual(['Pajak', 'pajak']);
  });

  it('reads the characters around the text: a word may continue in the next token', () => {
    const x = 'x'.charCodeAt(0);
    expect(findTerms(TERMS, 'id', 'NPWP', { before: x })).toEqual([]);
    expect(findTerms(TERMS, 'id', 'NPWP', { after: x })).toEqual([]);
    expect(findTerms(TERMS, 'id', 'NPWP', { before: ' '.charCodeAt(0), after: NO_CHAR })).toHaveLength(1);
  });
});

/** The rules, spelt out slowly: every pattern tried at every place. */
function reference(terms: readonly GlossaryTerm[], lang: Lang, text: string) {
  const word = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}\p{M}_-]/u.test(char);
  const edge = (a: string | undefined, b: string | undefined) => !(word(a) && word(b));
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ');
  const caps = (s: string) => !/\p{Ll}/u.test(s) && /\p{Lu}.*\p{Lu}/u.test(s);
  const all = terms.flatMap((t, index) =>
    [t.abbreviation ?? '', t.term[lang], ...t.aliases[lang]].map((s, at) => ({ s: norm(s), index, exact: !at })),
  );
  const patterns = all
    .filter((p) => p.s && (p.exact || caps(p.s)))
    .concat(all.filter((p) => p.s && !p.exact && !caps(p.s)));
  const fold = (s: string, exact: boolean) => (exact ? s : s.toLowerCase()).replace(/\s/g, ' ');
  // The candidate at each place: the longest term starting there, the first listed on a tie.
  const candidates = Array.from(text, (_, at) => {
    let best: { end: number; index: number } | null = null;
    for (const p of edge(text[at - 1], text[at]) ? patterns : []) {
      const end = at + p.s.length;
      const exact = p.exact || caps(p.s);
      if (fold(text.slice(at, end), exact) !== fold(p.s, exact) || !edge(text[end - 1], text[end])) continue;
      if (!best || end > best.end) best = { end, index: p.index };
    }
    return best;
  });
  // Every set of non-overlapping candidates from `at` on, tried: the one covering most, then taking the earliest.
  type Choice = { cover: number; picks: number[] };
  const memo = new Map<number, Choice>();
  const choose = (at: number): Choice => {
    if (at >= text.length) return { cover: 0, picks: [] };
    const known = memo.get(at);
    if (known) return known;
    const skip = choose(at + 1);
    const here = candidates[at];
    const rest = here && choose(here.end);
    const take = here && rest && { cover: here.end - at + rest.cover, picks: [at, ...rest.picks] };
    const choice = take && take.cover >= skip.cover ? take : skip;
    memo.set(at, choice);
    return choice;
  };
  return choose(0).picks.map((at) => [text.slice(at, candidates[at]?.end), terms[candidates[at]?.index ?? -1]?.slug]);
}

describe('findTerms against the rules spelt out', () => {
  it('agrees on random terms and texts', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return (seed >>> 16) % n;
    };
    const pick = (alphabet: string, length: number) =>
      Array.from({ length }, () => alphabet[random(alphabet.length)]).join('');
    // Every other round, terms and text are a few words of four: terms then often overlap in the text.
    const words = (length: number) => Array.from({ length }, () => ['a', 'b', 'A', 'ab'][random(4)]).join(' ');
    for (let round = 0; round < 2000; round += 1) {
      const phrase = () => (round % 2 ? words(1 + random(4)) : pick('aAb ', 1 + random(5)));
      const terms = Array.from({ length: 1 + random(8) }, (_, k) =>
        term(`t${k}`, { abbr: random(2) ? pick('ABa', 1 + random(3)) : undefined, id: phrase() }),
      );
      // Pieces of the terms themselves, glued with letters, spaces, hyphens and punctuation.
      const pieces = terms.flatMap((t) => [t.abbreviation ?? 'a', t.term.id, t.term.id.toUpperCase()]);
      const glued = () => pieces[random(pieces.length)] + pick(' .-aé\u00a0', random(3));
      const text = round % 2 ? words(random(12)) : Array.from({ length: random(8) }, glued).join('');
      expect(found(text, 'id', terms), JSON.stringify({ terms, text })).toEqual(reference(terms, 'id', text));
    }
  });
});

describe('TermAnnotator', () => {
  it('explains the first occurrence of each term only, across pieces', () => {
    const annotator = new TermAnnotator(TERMS, 'id');
    const first = annotator.annotate('PPN dan pajak pertambahan nilai, lalu NPWP');
    expect(first?.map((piece) => (typeof piece === 'string' ? piece : [piece.text, piece.id]))).toEqual([
      ['PPN', 'term-ppn'],
      ' dan pajak pertambahan nilai, lalu ',
      ['NPWP', 'term-npwp'],
    ]);
    expect(annotator.annotate('PPN dan NPWP lagi')).toBeNull();
    expect(annotator.annotate('lalu PPh.')).toEqual(['lalu ', expect.objectContaining({ text: 'PPh' }), '.']);
  });

  it(`explains at most ${MAX_TERMS_PER_ARTICLE} terms in an article`, () => {
    const many = Array.from({ length: 30 }, (_, k) => term(`t${k}`, { abbr: `T${k}X` }));
    const annotator = new TermAnnotator(many, 'id');
    const text = many.map((t) => t.abbreviation).join(' ');
    const pieces = annotator.annotate(text) ?? [];
    expect(pieces.filter((piece) => typeof piece !== 'string')).toHaveLength(MAX_TERMS_PER_ARTICLE);
    expect(pieces.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join('')).toBe(text);
    expect(annotator.done).toBe(true);
    expect(annotator.annotate('T20X')).toBeNull();
  });

  it('makes unique ids that are safe in an id list, whatever the slugs', () => {
    const hostile = [term('a b"><x', { abbr: 'AA' }), term('a b', { abbr: 'BB' }), term('', { abbr: 'CC' })];
    const pieces = new TermAnnotator(hostile, 'en').annotate('AA BB CC') ?? [];
    expect(pieces.flatMap((piece) => (typeof piece === 'string' ? [] : [piece.id]))).toEqual([
      'term-a-b-x',
      'term-a-b',
      'term-',
    ]);
  });
});

describe('termMatcher', () => {
  it('is built once per term set and language', () => {
    expect(termMatcher(TERMS, 'id')).toBe(termMatcher(TERMS, 'id'));
    expect(termMatcher(TERMS, 'en')).not.toBe(termMatcher(TERMS, 'id'));
    expect(termMatcher([...TERMS], 'id')).not.toBe(termMatcher(TERMS, 'id'));
  });
});

/** Steps per character the design allows: per automaton a character and (amortised) a failure link, and a step in
 * each of the two passes that choose among the candidates. */
const STEPS_PER_CHAR = 6;
const range = (n: number) => Array.from({ length: n }, (_, k) => k);

const ADVERSARIES: { name: string; terms: GlossaryTerm[]; unit: (k: number) => string }[] = [
  {
    // 40 families of 50 phrases, each the one before plus a word: every run of a family's word is a live match.
    name: 'phrases that are prefixes of each other',
    terms: range(2000).map((k) => term(`p${k}`, { id: `kata${k % 40} `.repeat(1 + Math.floor(k / 40)) })),
    unit: (k) => `${`kata${k % 40} `.repeat(45 + (k % 10))}perkata${k % 40} `,
  },
  {
    // a…ab and ba…a for every length to 1,000: a long run of a is a near-match in both directions.
    name: 'near-matches of long terms',
    terms: range(2000).map((k) => term(`n${k}`, { id: k % 2 ? `${'a'.repeat(k >> 1)}b` : `b${'a'.repeat(k >> 1)}` })),
    unit: (k) => `${'a'.repeat(900 + (k % 200))} `,
  },
  {
    // Realistic terms, and a body of their abbreviations with affixes, in the wrong case, and whole.
    name: 'abbreviations with affixes',
    terms: range(2500).map((k) => term(`a${k}`, { abbr: `PP${k}N`, id: `pajak jenis ${k}`, aliasesId: [`PJ${k}`] })),
    unit: (k) => `ber-PP${k}N PP${k}NBM pp${k}n PAJAK JENIS ${k}-nya perpajakan jenis ${k} PJ${k} `,
  },
];

describe('findTerms: linear work', () => {
  for (const { name, terms, unit } of ADVERSARIES) {
    it(`stays within ${STEPS_PER_CHAR} steps a character on ${name} (${terms.length} terms)`, () => {
      for (const size of [10_000, 100_000, 1_000_000]) {
        let text = '';
        for (let k = 0; text.length < size; k += 1) text += unit(k);
        const stats: GlossaryStats = { steps: 0 };
        findTerms(terms, 'id', text, { stats });
        console.info(`${name}, ${text.length} chars: ${(stats.steps / text.length).toFixed(2)} steps a char`);
        expect(stats.steps).toBeGreaterThanOrEqual(text.length);
        expect(stats.steps).toBeLessThanOrEqual(STEPS_PER_CHAR * text.length);
      }
    });
  }
});
