export const LANGS = ['id', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'id';

export function isLang(value: unknown): value is Lang {
  return value === 'id' || value === 'en';
}

/** The first path segment decides the language; anything else falls back to the default. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
}
