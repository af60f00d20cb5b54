import { LANGS, type Lang } from '~/i18n/config';

/** An article without a category lives under this segment (spec §2). */
export const UNCATEGORIZED_SEGMENT = 'berita';

export function homePath(lang: Lang): string {
  return `/${lang}`;
}

export function categoryPath(lang: Lang, categorySlug: string, page = 1): string {
  return page > 1 ? `/${lang}/${categorySlug}?page=${page}` : `/${lang}/${categorySlug}`;
}

/** The canonical path of an article: /{lang}/{category or "berita"}/{slug}, in the article's own language. */
export function articlePath(article: { slug: string; category: string | null; lang: Lang }): string {
  return `/${article.lang}/${article.category ?? UNCATEGORIZED_SEGMENT}/${article.slug}`;
}

export function searchPath(lang: Lang, query?: string): string {
  return query ? `/${lang}/search?q=${encodeURIComponent(query)}` : `/${lang}/search`;
}

/** The same path with the language segment replaced: the language switch's fallback (spec §7 call 3). */
export function swapLang(pathname: string, lang: Lang): string {
  const segments = pathname.split('/');
  if ((LANGS as readonly string[]).includes(segments[1] ?? '')) segments[1] = lang;
  else segments.splice(1, 0, lang);
  return segments.join('/').replace(/\/$/, '') || `/${lang}`;
}
