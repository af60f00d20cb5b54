import { describe, expect, it } from 'vitest';
import { firstSentence, indexLetter, sameTerm } from './glossary';

describe('firstSentence', () => {
  it('keeps the first sentence as plain text', () => {
    expect(firstSentence('PPN adalah pajak atas konsumsi. Tarifnya diatur dalam UU PPN.')).toBe(
      'PPN adalah pajak atas konsumsi.',
    );
    expect(firstSentence('A **tax** on [consumption](/en/glossary/vat)! More text.')).toBe('A tax on consumption!');
  });

  it('does not cut at abbreviations, amounts or numbered references', () => {
    expect(firstSentence('Diatur dalam UU No. 7 Tahun 2021 tentang HPP. Kalimat kedua.')).toBe(
      'Diatur dalam UU No. 7 Tahun 2021 tentang HPP.',
    );
    expect(firstSentence('One sentence without a full stop')).toBe('One sentence without a full stop');
  });
});

describe('indexLetter', () => {
  it('files a term under its first letter, and anything else under #', () => {
    expect(indexLetter('pajak penghasilan')).toBe('P');
    expect(indexLetter('e-Bupot')).toBe('E');
    expect(indexLetter('Éclair')).toBe('E');
    expect(indexLetter('21 PPh')).toBe('#');
  });
});

describe('sameTerm', () => {
  it('holds for a term both languages write alike, whatever the case or spacing', () => {
    expect(sameTerm('Coretax', 'Coretax')).toBe(true);
    expect(sameTerm('e-Faktur', 'E-Faktur ')).toBe(true);
    expect(sameTerm('Wajib Pajak', 'Taxpayer')).toBe(false);
    expect(sameTerm('PPh', 'PPh 21')).toBe(false);
  });
});
