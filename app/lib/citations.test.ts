import { describe, expect, it } from 'vitest';
import { type CitationStats, findCitations } from './citations';

const NAMES = new Map([
  ['HPP', 'uu/7/2021'],
  ['KUP', 'uu/6/1983'],
  ['BEA', 'uu/13/1985'],
  ['BEA METERAI', 'uu/10/2020'],
  ['CIPTA KERJA', 'uu/6/2023'],
  // Laws named in full, as the seed articles write them: three to eight words.
  ['HARMONISASI PERATURAN PERPAJAKAN', 'uu/7/2021'],
  ['TAX HARMONISATION', 'uu/7/2021'],
  ['TAX HARMONIZATION', 'uu/7/2021'],
  ['GENERAL TAX PROVISIONS', 'uu/6/1983'],
  ['INCOME TAX', 'uu/7/1983'],
  ['HUBUNGAN KEUANGAN ANTARA PEMERINTAH PUSAT DAN PEMERINTAHAN DAERAH', 'uu/1/2022'],
]);

/** The keys and matched texts found in `text`. */
const found = (text: string, names: ReadonlyMap<string, string> = NAMES) =>
  findCitations(text, names).map((c) => [text.slice(c.start, c.end), c.key]);

/** Every form, each with the key it stands for. */
const FORMS: [string, string][] = [
  ['PMK 168/2023', 'pmk/168/2023'],
  ['PP 58/2023', 'pp/58/2023'],
  ['UU 7/2021', 'uu/7/2021'],
  ['KMK 12/2024', 'kmk/12/2024'],
  ['Perpu 1/2020', 'perpu/1/2020'],
  ['Perppu 1/2020', 'perpu/1/2020'],
  ['Perpres 5/2024', 'perpres/5/2024'],
  ['pmk 168/2023', 'pmk/168/2023'],
  ['PMK-168/2023', 'pmk/168/2023'],
  ['PMK  168/2023', 'pmk/168/2023'],
  ['PMK\u00a0168/2023', 'pmk/168/2023'],
  ['PMK 0168/2023', 'pmk/168/2023'],
  ['PMK-168/PMK.03/2023', 'pmk/168/2023'],
  ['168/PMK.03/2023', 'pmk/168/2023'],
  ['PMK Nomor 168/PMK.03/2023', 'pmk/168/2023'],
  ['PMK No. 168/PMK.010/2022', 'pmk/168/2022'],
  ['PMK No.168/PMK.010/2022', 'pmk/168/2022'],
  ['Peraturan Menteri Keuangan Nomor 168/PMK.03/2023', 'pmk/168/2023'],
  ['12/KMK.03/2024', 'kmk/12/2024'],
  ['PMK Nomor 168 Tahun 2023', 'pmk/168/2023'],
  ['Peraturan Menteri Keuangan Nomor 168 Tahun 2023', 'pmk/168/2023'],
  ['PP Nomor 58 Tahun 2023', 'pp/58/2023'],
  ['PP 58 Tahun 2023', 'pp/58/2023'],
  ['Peraturan Pemerintah Nomor 58 Tahun 2023', 'pp/58/2023'],
  ['UU Nomor 7 Tahun 2021', 'uu/7/2021'],
  ['UU No. 7 Tahun 2021', 'uu/7/2021'],
  ['Undang-Undang Nomor 7 Tahun 2021', 'uu/7/2021'],
  ['Undang Undang Nomor 7 Tahun 2021', 'uu/7/2021'],
  ['Peraturan Presiden Nomor 5 Tahun 2024', 'perpres/5/2024'],
  ['Keputusan Menteri Keuangan Nomor 12 Tahun 2024', 'kmk/12/2024'],
  ['Perppu Nomor 1 Tahun 2020', 'perpu/1/2020'],
  ['Peraturan Pemerintah Pengganti Undang-Undang Nomor 1 Tahun 2020', 'perpu/1/2020'],
  ['PER-2/PJ/2024', 'per-djp/2/2024'],
  ['PER-02/PJ/2024', 'per-djp/2/2024'],
  ['Peraturan Dirjen Pajak Nomor PER-2/PJ/2024', 'per-djp/2/2024'],
  ['Peraturan Direktur Jenderal Pajak Nomor PER-2/PJ/2024', 'per-djp/2/2024'],
  ['PER Dirjen Pajak PER-2/PJ/2024', 'per-djp/2/2024'],
  ['SE-5/PJ/2024', 'se-djp/5/2024'],
  ['Surat Edaran Dirjen Pajak Nomor SE-05/PJ/2024', 'se-djp/5/2024'],
  ['UU HPP', 'uu/7/2021'],
  ['uu hpp', 'uu/7/2021'],
  ['Undang-Undang HPP', 'uu/7/2021'],
  ['UU Cipta Kerja', 'uu/6/2023'],
  ['UU Bea Meterai', 'uu/10/2020'],
  ['UU Bea  Meterai', 'uu/10/2020'],
  ['HPP Law', 'uu/7/2021'],
  ['Cipta Kerja Law', 'uu/6/2023'],
  ['UU Harmonisasi Peraturan Perpajakan', 'uu/7/2021'],
  ['Undang-Undang Harmonisasi Peraturan Perpajakan', 'uu/7/2021'],
  ['uu harmonisasi  peraturan\u00a0perpajakan', 'uu/7/2021'],
  ['UU Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah', 'uu/1/2022'],
  ['Tax Harmonisation Law', 'uu/7/2021'],
  ['Tax Harmonization Law', 'uu/7/2021'],
  ['General Tax Provisions Law', 'uu/6/1983'],
  ['Income Tax Law', 'uu/7/1983'],
  ['Minister of Finance Regulation No. 168 of 2023', 'pmk/168/2023'],
  ['Finance Minister Regulation Number 168 of 2023', 'pmk/168/2023'],
  ['Ministry of Finance Regulation No. 168 of 2023', 'pmk/168/2023'],
  ['Regulation of the Minister of Finance Number 168 of 2023', 'pmk/168/2023'],
  ['MoF Regulation 168/2023', 'pmk/168/2023'],
  ['MoF Regulation No. 168/PMK.03/2023', 'pmk/168/2023'],
  ['Minister of Finance Decree No. 12 of 2024', 'kmk/12/2024'],
  ['Government Regulation No. 58 of 2023', 'pp/58/2023'],
  ['Government Regulation 58/2023', 'pp/58/2023'],
  ['Law No. 7 of 2021', 'uu/7/2021'],
  ['Law Number 7 of 2021', 'uu/7/2021'],
  ['Law Number 7 of Year 2021', 'uu/7/2021'],
  ['Presidential Regulation No. 5 of 2024', 'perpres/5/2024'],
  ['Government Regulation in Lieu of Law No. 1 of 2020', 'perpu/1/2020'],
  ['Director General of Taxes Regulation PER-2/PJ/2024', 'per-djp/2/2024'],
  ['Director General of Taxes Regulation No. PER-2/PJ/2024', 'per-djp/2/2024'],
  ['DGT Circular Letter SE-5/PJ/2024', 'se-djp/5/2024'],
];

describe('findCitations: the forms writers use', () => {
  for (const [form, key] of FORMS) {
    it(`reads "${form}" as ${key}, whole, inside a sentence`, () => {
      const text = `Menurut ${form}, wajib pajak (lihat ${form}).`;
      const citations = findCitations(text, NAMES);
      const first = text.indexOf(form);
      const second = text.lastIndexOf(form);
      expect(citations).toEqual([
        { start: first, end: first + form.length, key },
        { start: second, end: second + form.length, key },
      ]);
    });
  }
});

describe('findCitations: what is not a citation', () => {
  const NEGATIVES = [
    '168/2023 wajib pajak',
    'PMK',
    'PMK 168',
    'PMK Nomor 168',
    'PPh 21',
    'PPh 21/2023',
    '2023/2024',
    'XPMK 1/2023',
    'PMKX 1/2023',
    'UUD 1945',
    'RUU 1/2024',
    'PMK 1/1944',
    'PMK 1/2101',
    'PMK 0/2023',
    'PMK 000/2023',
    'PMK 123456/2023',
    'PP 58/20234',
    'PP 58/2023a',
    'PP 58/2023_',
    'lihat /pmk/168/2023/ di situs',
    'https://jdih.kemenkeu.go.id/pmk/168/2023/',
    'PMK\n168/2023',
    'PMK    168/2023',
    'Nomor 12 Tahun 2023',
    'PER-2/BC/2024',
    'SUPER-2/PJ/2024',
    'UU PPh',
    'UU HPPX',
    'UU HPP2',
    'the HPP Lawyer',
    'Perda 5/2023',
    // A law's full name is a citation only after "UU" or before "Law", and only whole.
    'harmonisasi',
    'Harmonisasi Peraturan Perpajakan',
    'UU Harmonisasi',
    'UU Harmonisasi Peraturan',
    'UU Harmonisasi Peraturan PerpajakanX',
    'UU Harmonisasi\nPeraturan Perpajakan',
    'UU Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan',
    'Law',
    'the Law',
    'Tax Law',
    'Harmonisation Law',
    'the Tax Harmonisation',
    'Tax Harmonisation Lawyer',
    'income tax',
  ];
  for (const text of NEGATIVES) {
    it(`finds nothing in ${JSON.stringify(text)}`, () => {
      expect(found(text)).toEqual([]);
    });
  }

  it('needs the names for named laws: without them, "UU HPP" is plain text', () => {
    expect(found('UU HPP dan HPP Law', new Map())).toEqual([]);
    expect(findCitations('UU HPP')).toEqual([]);
  });

  it('leaves a full name the register does not hold as plain text', () => {
    const short = new Map([['HPP', 'uu/7/2021']]);
    expect(found('UU Harmonisasi Peraturan Perpajakan dan Tax Harmonisation Law', short)).toEqual([]);
  });
});

describe('findCitations: order, overlap and offsets', () => {
  it('returns every citation in order with exact offsets', () => {
    const text = 'PP 58/2023 dan PMK 168/2023 (PER-2/PJ/2024); UU HPP.';
    expect(findCitations(text, NAMES)).toEqual([
      { start: 0, end: 10, key: 'pp/58/2023' },
      { start: 15, end: 27, key: 'pmk/168/2023' },
      { start: 29, end: 42, key: 'per-djp/2/2024' },
      { start: 45, end: 51, key: 'uu/7/2021' },
    ]);
  });

  it('counts offsets in UTF-16 code units, as String.prototype.slice does', () => {
    const text = '€ 😀 PMK 1/2023';
    expect(findCitations(text)).toEqual([{ start: 5, end: 15, key: 'pmk/1/2023' }]);
  });

  it('takes the longest citation where one starts, so a long form is never read as its tail', () => {
    expect(found('Peraturan Pemerintah Pengganti Undang-Undang Nomor 1 Tahun 2020')).toEqual([
      ['Peraturan Pemerintah Pengganti Undang-Undang Nomor 1 Tahun 2020', 'perpu/1/2020'],
    ]);
    expect(found('Government Regulation in Lieu of Law No. 1 of 2020')).toEqual([
      ['Government Regulation in Lieu of Law No. 1 of 2020', 'perpu/1/2020'],
    ]);
    expect(found('UU Bea Meterai dan UU Bea Cukai')).toEqual([
      ['UU Bea Meterai', 'uu/10/2020'],
      ['UU Bea', 'uu/13/1985'],
    ]);
  });

  it('reads a full name as the seed articles write it, and stops where the name does', () => {
    expect(found('UU Harmonisasi Peraturan Perpajakan (HPP) menetapkan tarif pajak karbon')).toEqual([
      ['UU Harmonisasi Peraturan Perpajakan', 'uu/7/2021'],
    ]);
    expect(found('as mandated by the Tax Harmonisation Law, will only')).toEqual([
      ['Tax Harmonisation Law', 'uu/7/2021'],
    ]);
    expect(found('Article 7 of the General Tax Provisions Law (UU KUP) and the Income Tax Law.')).toEqual([
      ['General Tax Provisions Law', 'uu/6/1983'],
      ['UU KUP', 'uu/6/1983'],
      ['Income Tax Law', 'uu/7/1983'],
    ]);
  });

  it('reads a name that ends a sentence or sits in brackets, and stops at the name', () => {
    expect(found('Pasal 7 UU KUP dan UU PPh, lalu (UU KUP).')).toEqual([
      ['UU KUP', 'uu/6/1983'],
      ['UU KUP', 'uu/6/1983'],
    ]);
  });

  it('reads citations separated by punctuation alone', () => {
    expect(found('PMK 1/2023,PMK 2/2023;PP 3/2023/PP 4/2023')).toEqual([
      ['PMK 1/2023', 'pmk/1/2023'],
      ['PMK 2/2023', 'pmk/2/2023'],
      ['PP 3/2023', 'pp/3/2023'],
      ['PP 4/2023', 'pp/4/2023'],
    ]);
  });
});

describe('findCitations: cost', () => {
  const HOSTILE: Record<string, string> = {
    'kind words': 'PMK ',
    'unfinished citations': 'PMK 1/',
    'number without a year': 'PMK Nomor 12 Tahun ',
    'long form without a year': 'Peraturan Pemerintah Pengganti Undang-Undang Nomor 1 Tahun 20 ',
    'digits alone': '1',
    'slashes and digits': '1/',
    spaces: ' ',
    letters: 'a',
    'name halves': 'UU Bea ',
    'law without a name': 'Tax Law ',
    'designation halves': '1/PMK.03/',
    'citations back to back': 'PMK 1/2023 ',
    'issuer words': 'Peraturan Dirjen Pajak Nomor PER-',
    'full name halves': 'UU Harmonisasi Peraturan ',
    'the longest name without a law': 'Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah ',
    'the longest name cited': 'UU Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah ',
    'name words without a law': 'Tax Harmonisation Tax ',
  };
  const SIZES = [10_000, 100_000, 1_000_000];
  /** A generous constant: each character is visited once and each word start tries a bounded set of patterns. */
  const STEPS_PER_CHARACTER = 12;

  for (const [name, unit] of Object.entries(HOSTILE)) {
    it(`stays linear on ${name}`, () => {
      const steps = SIZES.map((size) => {
        const text = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
        const stats: CitationStats = { steps: 0 };
        findCitations(text, NAMES, stats);
        expect(stats.steps, `${size} characters`).toBeLessThanOrEqual(STEPS_PER_CHARACTER * size);
        expect(stats.steps).toBeGreaterThanOrEqual(size);
        return stats.steps;
      });
      for (let i = 1; i < steps.length; i++) {
        const ratio = (steps[i] ?? 0) / (steps[i - 1] ?? 1);
        expect(ratio).toBeGreaterThan(9);
        expect(ratio).toBeLessThan(11);
      }
    });
  }

  it('counts work with and without names alike, and starts from the caller’s count', () => {
    const stats: CitationStats = { steps: 1000 };
    findCitations('PMK 1/2023', undefined, stats);
    expect(stats.steps).toBeGreaterThan(1010);
  });
});
