import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time';

describe('countWords', () => {
  it('counts words, numbers and citations as one each', () => {
    expect(countWords('Tarif PPN naik menjadi 12 persen.')).toBe(6);
    expect(countWords('kupu-kupu, Rp1.000.000 dan PMK 168/2023; it’s done')).toBe(7);
    expect(countWords('  — | --- |  ')).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('reads Indonesian at 200 and English at 238 words a minute, rounded', () => {
    expect(WORDS_PER_MINUTE).toEqual({ id: 200, en: 238 });
    expect(readingMinutes(1000, 'id')).toBe(5);
    expect(readingMinutes(1000, 'en')).toBe(4);
    expect(readingMinutes(1190, 'en')).toBe(5);
    expect(readingMinutes(1099, 'id')).toBe(5);
    expect(readingMinutes(1100, 'id')).toBe(6);
  });

  it('is never less than a minute', () => {
    expect(readingMinutes(0, 'id')).toBe(1);
    expect(readingMinutes(40, 'en')).toBe(1);
  });
});
