import type { Lang } from '~/i18n/config';

export type Category = { slug: string; name: string; nameEn: string | null };

/** Featured in the header in this order; every other category goes under "Lainnya". */
export const FEATURED_CATEGORIES = ['berita', 'kebijakan', 'bisnis', 'edukasi', 'data', 'opini'] as const;

/** English pages show the English name, falling back to the Indonesian one. */
export function categoryName(category: Category, lang: Lang): string {
  return lang === 'en' ? (category.nameEn ?? category.name) : category.name;
}

export function categoryNameBySlug(categories: Category[], slug: string | null, lang: Lang): string | null {
  const category = slug ? categories.find((c) => c.slug === slug) : undefined;
  return category ? categoryName(category, lang) : null;
}

/** The featured categories that exist, in the fixed order, and the rest by their name in `lang`. */
export function splitFeatured<T extends Category>(categories: T[], lang: Lang): { featured: T[]; more: T[] } {
  const featured = FEATURED_CATEGORIES.flatMap((slug) => categories.filter((c) => c.slug === slug));
  const more = categories
    .filter((c) => !(FEATURED_CATEGORIES as readonly string[]).includes(c.slug))
    .sort((a, b) => categoryName(a, lang).localeCompare(categoryName(b, lang), lang));
  return { featured, more };
}
