import { describe, expect, it } from 'vitest';
import { renderArticleBody, renderMarkdown } from './markdown.server';

describe('tables', () => {
  it('makes each table a region the keyboard can scroll, named by its number in the language asked for', () => {
    const table = '| a | b |\n|---|---|\n| 1 | 2 |';
    expect(renderMarkdown(table, 'id')).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Tabel 1, dapat digeser"><table>',
    );
    const twoTables = renderArticleBody(`${table}\n\nteks\n\n${table}`, { lang: 'en', regulations: [] });
    expect(twoTables.match(/aria-label="Table \d, scrollable"/g)).toEqual([
      'aria-label="Table 1, scrollable"',
      'aria-label="Table 2, scrollable"',
    ]);
    // A fresh render counts from one again.
    expect(renderMarkdown(table, 'en')).toContain('aria-label="Table 1, scrollable"');
  });
});
