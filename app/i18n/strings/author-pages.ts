import { pageStrings } from './page-strings';

/** The author pages' own strings, handed to components by their loaders (see ./regulation-pages.ts). */
const id = {
  articles: 'Artikel terbaru',
  noArticles: 'Belum ada artikel dari penulis ini dalam bahasa Indonesia.',
  links: 'Profil',
  description: 'Profil dan artikel {{name}} di newstax.',
};

export type AuthorPageStrings = typeof id;

const en: AuthorPageStrings = {
  articles: 'Latest articles',
  noArticles: 'No articles by this author in English yet.',
  links: 'Profiles',
  description: 'Profile and articles of {{name}} at newstax.',
};

export const authorPageStrings = pageStrings({ id, en });
