import { Link } from '~/components/link';
import type { Lang } from '~/i18n/config';
import { type Category, categoryName } from '~/lib/categories';
import { categoryPath } from '~/lib/urls';
import { currentMark } from './current-link';

export type MenuLink = {
  key: string;
  to: string;
  label: string;
  /** The link's `aria-current` (current-link.ts). */
  current?: 'page' | 'true';
  /** The language of the page it leads to, where it differs from this page's. */
  lang?: Lang;
};

/**
 * The categories as menu links. With `here` (where the reader is, and the category of the page), each says
 * whether it is the current page or the section the reader is in; the footer's list says neither.
 */
export function categoryLinks(
  categories: Category[],
  lang: Lang,
  here?: { pathname: string; category: string | null },
): MenuLink[] {
  return categories.map((category) => {
    const to = categoryPath(lang, category.slug);
    return {
      key: category.slug,
      to,
      label: categoryName(category, lang),
      current: here && currentMark(to, here.pathname, category.slug === here.category),
    };
  });
}

/** One list item and link per entry: the header's menus, the phone menu and the footer list them alike. */
export function MenuLinks({
  links,
  linkClass,
  itemClass,
}: {
  links: MenuLink[];
  linkClass: string;
  itemClass?: string;
}) {
  return links.map((link) => (
    <li key={link.key} className={itemClass}>
      <Link to={link.to} aria-current={link.current} hrefLang={link.lang} lang={link.lang} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}
