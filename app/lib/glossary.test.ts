import { describe, expect, it } from 'vitest';
import { firstSentence, indexLetter, type SentenceStats, sameTerm } from './glossary';

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

describe('firstSentence on hostile definitions', () => {
  /** The link rule as a regular expression, as it was: the answer the one-pass reading must give. */
  const byRegex = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');

  it('reads links exactly as the regular expression did', () => {
    // Every string of up to 6 characters over the link syntax and a letter: 19,531 of them.
    const alphabet = ['[', ']', '(', ')', 'a'];
    const texts = [''];
    for (let i = 0; (texts[i]?.length ?? 6) < 6; i++) for (const c of alphabet) texts.push(`${texts[i]}${c}`);
    expect(texts).toHaveLength(19_531);
    expect(texts.filter((text) => firstSentence(text) !== byRegex(text))).toEqual([]);
    expect(firstSentence('See [PPh 21](/id/kamus/pph-21) and [PPN]( /x) [no link] (here).')).toBe(
      'See PPh 21 and PPN [no link] (here).',
    );
  });

  /**
   * Work, not time: the one pass counts the characters it reads, so the test cannot be flaky on a busy machine.
   * The regular expression it replaced retried at every `[` and read to the end each time: about n²/2
   * characters, 5·10⁹ at 100 KB, where this must stay within two readings of the text.
   */
  const SIZE = 100_000;
  for (const [name, unit] of Object.entries({ '[': '[', '[](': '[](', '[a](': '[a](', '[]': '[]', '](': '](' })) {
    it(`reads a ${SIZE.toLocaleString('en')}-character run of ${name} in linear work`, () => {
      const steps = [SIZE / 10, SIZE].map((size) => {
        const stats: SentenceStats = { steps: 0 };
        firstSentence(unit.repeat(Math.ceil(size / unit.length)).slice(0, size), stats);
        expect(stats.steps, `${size} characters`).toBeLessThanOrEqual(2 * size);
        return stats.steps;
      });
      expect((steps[1] ?? 0) / (steps[0] ?? 1)).toBeLessThan(11);
    });
  }
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
