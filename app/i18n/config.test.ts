import { describe, expect, it } from 'vitest';
import { langFromPath } from './config';

describe('langFromPath', () => {
  it('reads the first segment in any case, as Remix routes it', () => {
    expect(langFromPath('/en/berita/x')).toBe('en');
    expect(langFromPath('/EN/x~')).toBe('en');
    expect(langFromPath('/En/berita/x!')).toBe('en');
    expect(langFromPath('/ID/x~')).toBe('id');
  });

  it('falls back to the default for anything else', () => {
    expect(langFromPath('/')).toBe('id');
    expect(langFromPath('/fr/x')).toBe('id');
    expect(langFromPath('/search')).toBe('id');
    expect(langFromPath('/english')).toBe('id');
  });
});
