import { describe, expect, it } from 'vitest';
import { clipAtWord } from './site';

describe('clipAtWord', () => {
  it('leaves text that fits, and cuts longer text at a word with an ellipsis, within the limit', () => {
    expect(clipAtWord('short', 10)).toBe('short');
    expect(clipAtWord('abc def ghi', 9)).toBe('abc def…');
    expect(clipAtWord('abc def ghi', 8)).toBe('abc def…');
    expect(clipAtWord('Pajak, bea, dan cukai', 13)).toBe('Pajak, bea…');
    for (const max of [5, 8, 12, 20])
      expect(clipAtWord('satu dua tiga empat lima enam', max).length).toBeLessThanOrEqual(max);
  });

  it('cuts inside a word only when a space would lose more than half', () => {
    expect(clipAtWord('abcdefghij', 5)).toBe('abcd…');
    expect(clipAtWord('ab cdefghijklmnop', 10)).toBe('ab cdefgh…');
  });
});
