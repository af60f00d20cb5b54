import { describe, expect, it } from 'vitest';
import { isLocalUrl, parseDevVars, setDevVar } from './dev-vars.ts';

describe('.dev.vars handling', () => {
  it('parses names and values, ignoring comments and quotes', () => {
    const vars = parseDevVars('# comment\nA=1\n  B = "two words" \nC=\nnot a line\n');
    expect([...vars]).toEqual([
      ['A', '1'],
      ['B', 'two words'],
      ['C', ''],
    ]);
  });

  it('sets a value in place, keeping comments, or appends it', () => {
    const text = '# keep me\nA=old\nB=2\n';
    expect(setDevVar(text, 'A', 'new')).toBe('# keep me\nA=new\nB=2\n');
    expect(setDevVar(text, 'C', '3')).toBe('# keep me\nA=old\nB=2\nC=3\n');
  });

  it('tells the local backend from a hosted project', () => {
    expect(isLocalUrl('http://127.0.0.1:54321')).toBe(true);
    expect(isLocalUrl('http://localhost:54321')).toBe(true);
    expect(isLocalUrl('')).toBe(true);
    expect(isLocalUrl('https://abcd.supabase.co')).toBe(false);
  });
});
