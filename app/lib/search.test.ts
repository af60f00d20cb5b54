import { describe, expect, it } from 'vitest';
import { alsoSearch, type TermSuggestion } from './search';

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
