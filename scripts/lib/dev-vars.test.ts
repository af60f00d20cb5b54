import { describe, expect, it } from 'vitest';
import { SetupError } from '../backend/setup-error.ts';
import { isLocalUrl, parseDevVars, setDevVar, siteUrlFollowingPort } from './dev-vars.ts';

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

  it('reports a SUPABASE_URL without http(s):// as invalid, not as a hosted project', () => {
    for (const url of ['127.0.0.1:55321', 'localhost:54321', 'abcd.supabase.co']) {
      expect(() => isLocalUrl(url)).toThrow(SetupError);
      expect(() => isLocalUrl(url)).toThrow(`SUPABASE_URL in .dev.vars is not an http(s) URL: ${url}.`);
    }
  });

  it('moves a local SITE_URL to the served origin when their ports differ, and never a hosted one', () => {
    const served = 'http://localhost:5180';
    expect(siteUrlFollowingPort('http://localhost:5173', served)).toBe(served);
    expect(siteUrlFollowingPort('http://127.0.0.1:5173/', served)).toBe(served);
    expect(siteUrlFollowingPort('http://localhost', served)).toBe(served);
    expect(siteUrlFollowingPort('http://localhost:5180', served)).toBeNull();
    expect(siteUrlFollowingPort('http://127.0.0.1:5180', served)).toBeNull();
    expect(siteUrlFollowingPort('https://newstax.example', served)).toBeNull();
    expect(siteUrlFollowingPort('https://newstax.example:5173', served)).toBeNull();
    expect(siteUrlFollowingPort(undefined, served)).toBeNull();
  });
});
