import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { type Category, splitFeatured } from '~/lib/categories';
import { closeOnFocusLeave } from './close-on-focus-leave';
import { ChevronDownIcon } from './icons';
import { categoryLinks, MenuLinks } from './menu-links';
import { useReferenceLinks } from './reference-links';

const MORE_MENU_ID = 'more-categories';
const MORE_REFERENCE_ID = 'more-reference';

/**
 * Desktop navigation: the featured categories in their fixed order, then "Lainnya" with the rest and, under
 * their own label, the reference sections (register, glossary, calendar), so they are a click away. The
 * dropdown is a native popover (keyboard, Escape and light dismiss for free); it closes when a link in it
 * navigates, since the header stays mounted across client-side navigations.
 */
export function CategoryNav({
  lang,
  categories,
  currentCategory,
}: {
  lang: Lang;
  categories: Category[];
  currentCategory: string | null;
}) {
  const { t } = useTranslation();
  const { featured, more } = splitFeatured(categories);
  const moreRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // Close the menu whenever the page changes; not on hydration, which may come after a reader opened it.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    const menu = moreRef.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [location.key]);
  useEffect(() => {
    const menu = moreRef.current;
    if (!menu) return;
    const leave = (event: FocusEvent) => closeOnFocusLeave(menu, event.relatedTarget);
    menu.addEventListener('focusout', leave);
    return () => menu.removeEventListener('focusout', leave);
  }, []);
  const reference = useReferenceLinks(lang);
  const here = { pathname: location.pathname, category: currentCategory };
  const moreIsCurrent = more.some((c) => c.slug === currentCategory) || reference.current !== null;
  const itemClass =
    'block px-4 py-2 no-underline hover:bg-page aria-[current]:font-semibold aria-[current]:text-accent-ink';

  return (
    <nav aria-label={t('nav.mainNavigation')} className="hidden lg:block">
      <ul className="flex items-center gap-1 text-sm font-semibold">
        <MenuLinks links={categoryLinks(featured, lang, here)} linkClass="nav-link" />
        <li>
          <button
            type="button"
            popovertarget={MORE_MENU_ID}
            className="nav-link more-button inline-flex items-center gap-1"
            data-current={moreIsCurrent || undefined}
          >
            {t('nav.more')}
            <ChevronDownIcon />
          </button>
          <div id={MORE_MENU_ID} ref={moreRef} popover="auto" className="more-menu">
            {more.length > 0 && (
              <ul className="py-1">
                <MenuLinks links={categoryLinks(more, lang, here)} linkClass={itemClass} />
              </ul>
            )}
            <p id={MORE_REFERENCE_ID} className="more-menu-heading">
              {t('nav.reference')}
            </p>
            <ul aria-labelledby={MORE_REFERENCE_ID} className="pb-1">
              <MenuLinks links={reference.links} linkClass={itemClass} />
            </ul>
          </div>
        </li>
      </ul>
    </nav>
  );
}
