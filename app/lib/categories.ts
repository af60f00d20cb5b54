import type { Lang } from '~/i18n/config';

export type Category = { slug: string; name: string; nameEn: string | null };

/** A category as the server reads it. The descriptions stay on the server: only the listing page shows one. */
export type CategoryWithDescriptions = Category & { description: string | null; descriptionEn: string | null };

/** The description in the page's language, if written: an English page never shows the Indonesian one. */
export function categoryDescription(category: CategoryWithDescriptions, lang: Lang): string | null {
  return lang === 'en' ? category.descriptionEn : category.description;
}

/** The public shape, for the navigation every page carries to the browser. */
export function withoutDescriptions({ slug, name, nameEn }: Category): Category {
  return { slug, name, nameEn };
}

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

/**
 * The categories as the navigation lists them: the featured ones that exist in the fixed order, then the rest
 * by their name in `lang`. The language layout's loader calls it, so the browser never sorts: comparing with a
 * locale builds an ICU collator, which cost about 10 ms of main-thread time during hydration.
 */
export function inNavigationOrder<T extends Category>(categories: T[], lang: Lang): T[] {
  const collator = new Intl.Collator(lang);
  const featured = FEATURED_CATEGORIES.flatMap((slug) => categories.filter((c) => c.slug === slug));
  const more = categories
    .filter((c) => !isFeatured(c))
    .sort((a, b) => collator.compare(categoryName(a, lang), categoryName(b, lang)));
  return [...featured, ...more];
}

/** Featured and the rest, each in the order given (the navigation order, from `inNavigationOrder`). */
export function splitFeatured<T extends Category>(categories: T[]): { featured: T[]; more: T[] } {
  return { featured: categories.filter(isFeatured), more: categories.filter((c) => !isFeatured(c)) };
}

function isFeatured(category: Category): boolean {
  return (FEATURED_CATEGORIES as readonly string[]).includes(category.slug);
}
