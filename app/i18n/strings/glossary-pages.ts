import { pageStrings } from './page-strings';

/** The glossary pages' own strings, handed to components by their loaders (see ./regulation-pages.ts). */
const id = {
  description: 'Istilah dan singkatan perpajakan Indonesia, dijelaskan dalam bahasa Indonesia dan Inggris.',
  intro: 'Istilah pajak yang muncul di berita kami, dengan padanannya dalam bahasa Inggris.',
  letters: 'Lompat ke huruf',
  otherLanguage: 'Dalam bahasa Inggris',
  sameInOtherLanguage: 'Sama dalam bahasa Inggris',
  abbreviation: 'Singkatan',
  aliases: 'Disebut juga',
  definition: 'Pengertian',
  related: 'Istilah terkait',
  regulations: 'Peraturan terkait',
  deadlines: 'Tenggat terkait',
  latest: 'Berita terbaru tentang istilah ini',
  noArticles: 'Belum ada berita yang judulnya memuat istilah ini.',
};

export type GlossaryPageStrings = typeof id;

const en: GlossaryPageStrings = {
  description: 'Indonesian tax terms and abbreviations, explained in English and Indonesian.',
  intro: 'The tax terms our reporting uses, with their Indonesian originals.',
  letters: 'Jump to letter',
  otherLanguage: 'In Indonesian',
  sameInOtherLanguage: 'The same in Indonesian',
  abbreviation: 'Abbreviation',
  aliases: 'Also called',
  definition: 'Definition',
  related: 'Related terms',
  regulations: 'Related regulations',
  deadlines: 'Related deadlines',
  latest: 'Latest news on this term',
  noArticles: 'No news headline names this term yet.',
};

export const glossaryPageStrings = pageStrings({ id, en });
