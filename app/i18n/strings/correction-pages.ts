import type { Lang } from '../config';

/** The corrections page's and feed's own strings, handed to components by their loaders (see ./regulation-pages.ts). */
const id = {
  title: 'Ralat dan Perubahan Data',
  description:
    'Setiap ralat atas berita newstax dan setiap perubahan data rujukan pajak: apa yang salah, apa yang benar, dan kapan diperbaiki.',
  intro:
    'Setiap ralat atas berita kami dan setiap perubahan pada data rujukan (peraturan, tenggat pajak, dan istilah kamus), terbaru lebih dulu. Tiap entri menaut ke halaman yang diperbaiki.',
  empty: 'Belum ada ralat.',
  feed: 'Ikuti lewat RSS',
  kinds: {
    article: 'Ralat berita',
    regulation: 'Data peraturan dikoreksi',
    calendar_rule: 'Tenggat dikoreksi',
    glossary_entry: 'Istilah kamus dikoreksi',
    revocation: 'Status peraturan berubah',
  },
  /** A revocation the register derives: the revoking regulation links to its entry, {{date}} is when. */
  revoked: 'Dicabut oleh {{revoker}}, berlaku sejak {{date}}.',
  /** Marks an entry written in the other language (an English article's correction). */
  inOtherLanguage: 'Dalam bahasa Inggris',
};

export type CorrectionPageStrings = typeof id;

const en: CorrectionPageStrings = {
  title: 'Corrections and Data Changes',
  description:
    'Every correction to newstax reporting and every change to its tax reference data: what was wrong, what is right, and when it was fixed.',
  intro:
    'Every correction to our reporting and every change to our reference data (regulations, tax deadlines and glossary terms), newest first. Each entry links to the page it concerns.',
  empty: 'No corrections yet.',
  feed: 'Follow by RSS',
  kinds: {
    article: 'Article corrected',
    regulation: 'Regulation entry corrected',
    calendar_rule: 'Deadline corrected',
    glossary_entry: 'Glossary entry corrected',
    revocation: 'Regulation status changed',
  },
  revoked: 'Revoked by {{revoker}} with effect from {{date}}.',
  inOtherLanguage: 'In Indonesian',
};

export const correctionPageStrings: Record<Lang, CorrectionPageStrings> = { id, en };
