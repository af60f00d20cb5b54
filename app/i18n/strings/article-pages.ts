import { pageStrings } from './page-strings';

/**
 * The article page's own strings (reading time, contents, sharing, print). The loader hands them to the
 * components, so the browser bundle, which carries every string in ./id.ts and ./en.ts, does not grow with them
 * (docs/decisions/0014).
 */
const id = {
  readingTime: '{{minutes}} menit baca',
  contents: 'Daftar isi',
  share: 'Bagikan artikel',
  shareOn: 'Bagikan ke {{network}}',
  copyLink: 'Salin tautan',
  copied: 'Tautan disalin',
  nativeShare: 'Bagikan…',
  printedFrom: 'Dicetak dari',
  scrollableTable: 'Tabel {{number}}, dapat digeser',
  corrections: 'Ralat',
  correction: 'Ralat, {{date}}:',
  allCorrections: 'Semua ralat dan perubahan data',
};

export type ArticlePageStrings = typeof id;

const en: ArticlePageStrings = {
  readingTime: '{{minutes}} min read',
  contents: 'Contents',
  share: 'Share this article',
  shareOn: 'Share on {{network}}',
  copyLink: 'Copy link',
  copied: 'Link copied',
  nativeShare: 'Share…',
  printedFrom: 'Printed from',
  scrollableTable: 'Table {{number}}, scrollable',
  corrections: 'Corrections',
  correction: 'Correction, {{date}}:',
  allCorrections: 'All corrections and data changes',
};

export const articlePageStrings = pageStrings({ id, en });
