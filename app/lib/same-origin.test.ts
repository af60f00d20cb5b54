import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin';

/**
 * The inputs of React Router's open-redirect advisories (SECURITY.md): paths a browser reads as another host, and
 * what browsers drop or rewrite before they follow a Location or a link.
 */
describe('sameOriginPath', () => {
  it('keeps a path on this site, as a browser serialises it', () => {
    expect(sameOriginPath('/id/pph?page=2#top')).toBe('/id/pph?page=2#top');
    expect(sameOriginPath('/id/search?q=a b')).toBe('/id/search?q=a%20b');
    expect(sameOriginPath('/en/../id')).toBe('/id');
    expect(sameOriginPath('/%5C%5Cevil.test')).toBe('/%5C%5Cevil.test');
  });

  it('refuses whatever would leave the site', () => {
    for (const value of [
      '//evil.test',
      '///evil.test',
      '/\\evil.test',
      '\\\\evil.test',
      '\\/evil.test',
      '/\t/evil.test',
      '/\n/evil.test',
      '/\r\n/evil.test',
      '/./\\evil.test',
      '/.//evil.test',
      '/a/..//evil.test',
      'https://evil.test/',
      'javascript:alert(1)',
      ' /id',
      'id',
      '',
      null,
      42,
    ]) {
      expect(sameOriginPath(value), JSON.stringify(value)).toBeNull();
    }
  });
});
