import { describe, expect, it } from 'vitest';
import { DESIGNATION, keepTogether } from './keep-together';

const NBSP = '\u00a0';
/** The text with its no-break spaces shown as `~`, to read the expectations at a glance. */
const shown = (text: string) => keepTogether(text).replaceAll(NBSP, '~');

describe('keepTogether', () => {
  it('joins a tax abbreviation to the number after it', () => {
    expect(shown('Cara Menghitung PPh 21 dengan TER')).toBe('Cara Menghitung PPh~21 dengan TER');
    expect(shown('PMK 168/2023 Jadi Acuan')).toBe('PMK~168/2023 Jadi Acuan');
    expect(shown('UU 7/2021, PP 55/2022 dan KMK 12/2024')).toBe('UU~7/2021, PP~55/2022 dan KMK~12/2024');
    expect(shown('PPN 12% dan PPnBM 20%')).toBe('PPN~12% dan PPnBM~20%');
    expect(shown('PBB 0,3% dan BPHTB 5%')).toBe('PBB~0,3% dan BPHTB~5%');
    expect(shown('Perpres 1/2024, Perppu 1/2022, PERPU 2/2017')).toBe('Perpres~1/2024, Perppu~1/2022, PERPU~2/2017');
    expect(shown('PER 2/PJ/2024 dan SE 5/PJ/2024')).toBe('PER~2/PJ/2024 dan SE~5/PJ/2024');
  });

  it('joins Pasal, Article, Nomor and Tahun to their numbers, as a designation writes them', () => {
    expect(shown('PPh Pasal 21 dan pasal 17')).toBe('PPh Pasal~21 dan pasal~17');
    expect(shown('PPh Article 23')).toBe('PPh Article~23');
    expect(shown('Peraturan Menteri Keuangan Nomor 168 Tahun 2023')).toBe(
      'Peraturan Menteri Keuangan Nomor~168 Tahun~2023',
    );
    expect(shown('Law No. 7 of 2021')).toBe('Law No.~7 of 2021');
  });

  it('leaves a number without its abbreviation, and ordinary words, as they are', () => {
    for (const text of [
      '168/2023 wajib pajak',
      'Jelang Tenggat 30 April, KPP Perpanjang Jam Layanan',
      'berlaku per 1 Januari 2025',
      'pada tahun 2025',
      'PPh Final UMKM',
      'PPh21 tanpa spasi',
      'Insentif PPN DTP Rumah',
      '',
    ]) {
      expect(keepTogether(text)).toBe(text);
    }
  });

  it('takes whole words only: no abbreviation inside a longer word, none split from its own letters', () => {
    expect(keepTogether('CASE 5, SUPP 3, LUU 2, Nomor2 3, 9PP 4')).toBe('CASE 5, SUPP 3, LUU 2, Nomor2 3, 9PP 4');
    expect(keepTogether('PPhX 21 dan PMK-168')).toBe('PPhX 21 dan PMK-168');
    expect(shown('(PPh 21) e-PPh 23')).toBe('(PPh~21) e-PPh~23');
    // A letter outside the Basic Multilingual Plane (two code units) before the word counts as one too.
    expect(keepTogether('\u{1D400}PPh 21 \u{1F600}PPh 21')).toBe('\u{1D400}PPh 21 \u{1F600}PPh\u00a021');
  });

  it('changes one space for one, never the length, and leaves other spaces alone', () => {
    const text = 'PMK 168/2023  PPh  21\tPPN\u00a012%';
    expect(keepTogether(text)).toHaveLength(text.length);
    expect(shown(text)).toBe('PMK~168/2023  PPh  21\tPPN~12%');
  });

  it('has no repetition in its pattern, so a text costs time in proportion to its length', () => {
    // A quantifier is what lets a pattern backtrack; without one, each position is tried a bounded number of ways.
    const source = DESIGNATION.source.replace(/\\p\{[A-Za-z]+\}/g, '').replace(/\(\?(?:<!|=)/g, '(');
    expect(source).not.toMatch(/[*+?{]/);
    // And it answers on a long text built to be the worst case: every position starts a word it could match.
    const long = 'PPPPPPPPPPPPPPPPPPPPh PPh 2'.repeat(40_000);
    const result = keepTogether(long);
    expect(result).toHaveLength(long.length);
    expect(result.split('PPh\u00a02')).toHaveLength(40_001);
  });
});
