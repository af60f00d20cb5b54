import { describe, expect, it } from 'vitest';
import { alsoSearch, highlight, MAX_SEARCH_PAGE_MATCHES, searchPageSummary, type TermSuggestion } from './search';

const term = (fields: Partial<TermSuggestion>): TermSuggestion => ({
  slug: 'x',
  term: 'Pajak Pertambahan Nilai',
  otherTerm: 'Value Added Tax',
  abbreviation: 'PPN',
  definition: '',
  url: '/id/kamus/x',
  ...fields,
});

describe('alsoSearch', () => {
  it('offers the form headlines use when the typed text names the term another way', () => {
    // "VAT" is none of the names shown, so the term matched by another of its names (an alias).
    expect(alsoSearch('VAT', term({}))).toBe('PPN');
    expect(alsoSearch('value added', term({}))).toBe('PPN');
  });

  it('offers nothing when the typed text already holds one of its names', () => {
    expect(alsoSearch('tarif ppn 12%', term({}))).toBeNull();
    expect(alsoSearch('Value Added Tax', term({}))).toBeNull();
  });

  it('offers nothing when the typed text is only a small part of a long name', () => {
    const pbjt = term({
      term: 'Pajak Barang dan Jasa Tertentu',
      otherTerm: 'Specific Goods and Services Tax',
      abbreviation: 'PBJT',
    });
    expect(alsoSearch('pajak', pbjt)).toBeNull();
    expect(alsoSearch('  Pajak ', pbjt)).toBeNull();
    expect(alsoSearch('jasa', pbjt)).toBeNull();
  });

  it('offers nothing without a term', () => {
    expect(alsoSearch('VAT', undefined)).toBeNull();
  });
});

describe('searchPageSummary', () => {
  it('counts every match when one page holds them all', () => {
    expect(searchPageSummary(1, 7, false, 20)).toEqual({ key: 'foundAll', values: { count: 7 } });
  });

  it('gives the range of a page with more after it, and of a last page with the total it proves', () => {
    expect(searchPageSummary(1, 20, true, 20)).toEqual({ key: 'rangeMore', values: { from: 1, to: 20 } });
    expect(searchPageSummary(3, 5, false, 20)).toEqual({ key: 'range', values: { from: 41, to: 45, count: 45 } });
  });

  it('says the list stops at the newest matches when the last page the database serves has more after it', () => {
    expect(MAX_SEARCH_PAGE_MATCHES).toBe(100);
    expect(searchPageSummary(5, 20, true, 20)).toEqual({
      key: 'rangeCapped',
      values: { from: 81, to: 100, max: 100 },
    });
  });

  it('says nothing about a page without articles', () => {
    expect(searchPageSummary(1, 0, false, 20)).toBeNull();
  });
});

describe('highlight', () => {
  const marked = (text: string, query: string) =>
    highlight(text, query)
      .filter((part) => part.match)
      .map((part) => part.text);

  it('marks every match, whatever its case, and keeps the text as written', () => {
    expect(highlight('PPN naik, ppn turun', 'Ppn')).toEqual([
      { text: 'PPN', match: true },
      { text: ' naik, ', match: false },
      { text: 'ppn', match: true },
      { text: ' turun', match: false },
    ]);
  });

  it("marks what title search matched when lower-casing changes a letter's length", () => {
    // Postgres lowers İ to i, so searching "İ" finds "Pajak Indonesia" and "İzmir" finds "izmir".
    expect(marked('Pajak Indonesia', 'İ')).toEqual(['I', 'i']);
    expect(marked('Kunjungan ke İzmir', 'izmir')).toEqual(['İzmir']);
    expect(
      highlight('İİ ok', 'i')
        .map((part) => part.text)
        .join(''),
    ).toBe('İİ ok');
  });

  it('takes matches left to right without overlapping', () => {
    expect(highlight('aaa', 'aa')).toEqual([
      { text: 'aa', match: true },
      { text: 'a', match: false },
    ]);
  });

  it('counts characters outside the basic plane as one, and never matches half of one', () => {
    expect(marked('Pajak 🙂 naik 🙂', '🙂 naik')).toEqual(['🙂 naik']);
    expect(marked('Pajak 🙂', '\ud83d')).toEqual([]);
    expect(marked('Pajak 🙂', '\ude42')).toEqual([]);
  });

  it('marks nothing for a blank query and returns nothing for an empty text', () => {
    expect(highlight('Pajak', '  ')).toEqual([{ text: 'Pajak', match: false }]);
    expect(highlight('', 'pajak')).toEqual([]);
  });
});
