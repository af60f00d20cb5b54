export const LANGS = ['id', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'id';

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

/** The site has two languages: the one a page is not in. */
export function otherLang(lang: Lang): Lang {
  return lang === DEFAULT_LANG ? (LANGS.find((each) => each !== DEFAULT_LANG) ?? DEFAULT_LANG) : DEFAULT_LANG;
}

/** A `lang` attribute for text in `textLang` on a page in `pageLang`: only where the two differ. */
export function langWhereOther(textLang: Lang, pageLang: Lang): Lang | undefined {
  return textLang === pageLang ? undefined : textLang;
}

/**
 * The first path segment decides the language, in any case (Remix routes "/EN/x~" to the English layout, whose
 * error page it then shows); anything else falls back to the default.
 */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1]?.toLowerCase();
  return isLang(first) ? first : DEFAULT_LANG;
}
