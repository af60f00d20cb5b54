import type { ReactNode } from 'react';
import type { Lang } from '~/i18n/config';
import type { Category } from '~/lib/categories';
import { CategoryNav } from './category-nav';
import { LanguageSwitcher } from './language-switcher';
import { MobileNav } from './mobile-nav';
import { ThemeSwitcher } from './theme-switcher';
import { Wordmark } from './wordmark';

/**
 * Sticky on every page: menu (small screens), wordmark, categories (large screens), then language, search
 * and theme. On phones the theme switcher moves into the menu sheet to keep the bar to one line at 320px.
 */
export function SiteHeader({
  lang,
  categories,
  currentCategory,
  search,
}: {
  lang: Lang;
  categories: Category[];
  currentCategory: string | null;
  search: ReactNode;
}) {
  return (
    <header className="site-header">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <MobileNav lang={lang} categories={categories} currentCategory={currentCategory}>
          <ThemeSwitcher id="theme-sheet" />
        </MobileNav>
        <Wordmark lang={lang} testId="wordmark" />
        <CategoryNav lang={lang} categories={categories} currentCategory={currentCategory} />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher lang={lang} />
          {search}
          <div className="hidden sm:block">
            <ThemeSwitcher id="theme-header" />
          </div>
        </div>
      </div>
    </header>
  );
}
