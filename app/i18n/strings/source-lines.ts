import type { Lang } from '../config';

/**
 * Where a reference fact comes from and when it was last checked (docs/decisions/0048), as its page says it:
 * "Sumber: JDIH Kemenkeu · Diperiksa 28 November 2026". Filled on the server and handed over by the loaders, like
 * the pages' other strings (./regulation-pages.ts).
 */
const id = {
  source: 'Sumber:',
  checked: 'Diperiksa',
  notChecked: 'tanggal pemeriksaan belum tercatat',
  missing: 'Sumber belum tercatat',
};

export type SourceLineStrings = typeof id;

const en: SourceLineStrings = {
  source: 'Source:',
  checked: 'Checked',
  notChecked: 'date of check not yet recorded',
  missing: 'Source not yet recorded',
};

export const sourceLineStrings: Record<Lang, SourceLineStrings> = { id, en };
