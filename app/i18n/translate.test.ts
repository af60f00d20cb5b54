import { describe, expect, it } from 'vitest';
import { i18nServer } from './i18next.server';
import { resources } from './resources';
import { translator } from './translate';

describe('translator', () => {
  it('looks up strings in the page language', () => {
    expect(translator('id')('search.title')).toBe('Cari artikel pajak');
    expect(translator('en')('search.title')).toBe('Search tax articles');
    expect(translator('id')('search.loading')).toBe('Mencari...');
    expect(translator('id')('search.empty')).toBe('Tidak ditemukan hasil.');
  });

  it('interpolates {{values}}', () => {
    expect(translator('id')('theme.label', { mode: 'Sistem' })).toBe('Tema: Sistem');
    expect(translator('en')('theme.label', { mode: 'Dark' })).toBe('Theme: Dark');
  });

  it('agrees with i18next on the server for every key in both languages', async () => {
    const keys: string[] = [];
    const walk = (node: object, prefix: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'string') keys.push(`${prefix}${key}`);
        else walk(value as object, `${prefix}${key}.`);
      }
    };
    walk(resources.id.translation, '');
    for (const lang of ['id', 'en'] as const) {
      const ours = translator(lang);
      const theirs = await i18nServer.getFixedT(lang);
      for (const key of keys) {
        const values = { mode: 'X', query: 'Y', year: 2026, page: 2, category: 'Z', author: 'A', count: 3 };
        expect(ours(key as never, values), `${lang} ${key}`).toBe(theirs(key as never, values));
      }
    }
  });
});
