import { useLocation } from '@remix-run/react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { Link } from '~/components/link';
import type { Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { type Category, splitFeatured } from '~/lib/categories';
import { homePath } from '~/lib/urls';
import { CloseIcon, MenuIcon } from './icons';
import { categoryLinks, MenuLinks } from './menu-links';
import { useReferenceLinks } from './reference-links';

const SHEET_ID = 'mobile-nav';
const SHEET_REFERENCE_ID = 'mobile-nav-reference';

const hasInvokerCommands = () => 'command' in HTMLButtonElement.prototype;

/**
 * Small screens: a menu button opens a 260px side sheet listing every category, then the reference sections
 * (register, glossary, calendar). The sheet is a native modal
 * <dialog>: the page behind it is inert, Escape closes it. It also closes on a backdrop click and when a link
 * navigates, and Tab wraps inside it. The button uses invoker commands, so it opens even before hydration.
 */
export function MobileNav({
  lang,
  categories,
  currentCategory,
  children,
}: {
  lang: Lang;
  categories: Category[];
  currentCategory: string | null;
  /** Extra controls shown in the sheet (language and theme). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const { featured, more } = splitFeatured(categories);
  const reference = useReferenceLinks(lang);

  // Close the sheet whenever the page changes; not on hydration, which may come after a reader opened it.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    dialogRef.current?.close();
  }, [location.key]);

  // The buttons' handlers are for browsers without invoker commands. Where commands exist, the command runs
  // right after the handler, and Chromium warns of a second showModal() or close() on the same dialog.
  const open = () => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open && !hasInvokerCommands()) dialog.showModal();
  };
  const close = () => {
    if (!hasInvokerCommands()) dialogRef.current?.close();
  };

  const wrapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [
      ...dialogRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea'),
    ].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        type="button"
        className="icon-button lg:hidden"
        commandfor={SHEET_ID}
        command="show-modal"
        onClick={open}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-controls={SHEET_ID}
      >
        <MenuIcon />
      </button>
      <dialog
        id={SHEET_ID}
        ref={dialogRef}
        className="mobile-sheet"
        aria-label={t('nav.menu')}
        closedby="any"
        onKeyDown={wrapFocus}
        onClick={(event) => {
          // A click on the dialog element itself (not its panel) is a click on the backdrop.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        {/* The close button comes first and stays out of the scrolling part, so opening the sheet focuses it (a
            dialog focuses its first focusable descendant) and it stays in reach on a short screen. */}
        <div className="flex h-full flex-col">
          <div className="flex shrink-0 items-center justify-between border-b border-line px-4 py-3">
            {/* "Menu", not "Kategori": the sheet also holds the reference sections and the language and theme. */}
            <p className="font-serif text-lg font-bold">{t('nav.menu')}</p>
            <button
              type="button"
              className="icon-button"
              // The command closes the sheet before JavaScript runs, or without it.
              commandfor={SHEET_ID}
              command="close"
              onClick={close}
              aria-label={t('nav.closeMenu')}
            >
              <CloseIcon />
            </button>
          </div>
          {/* Not a Tab stop of its own (a scroller may be one where it has no focusable content). */}
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto" tabIndex={-1}>
            <nav aria-label={t('nav.categories')} className="px-2 py-2">
              <ul>
                <li>
                  <Link to={homePath(lang)} className="sheet-link">
                    {t('nav.home')}
                  </Link>
                </li>
                <MenuLinks
                  links={categoryLinks([...featured, ...more], lang, {
                    pathname: location.pathname,
                    category: currentCategory,
                  })}
                  linkClass="sheet-link"
                />
              </ul>
            </nav>
            <nav aria-labelledby={SHEET_REFERENCE_ID} className="border-t border-line px-2 py-2">
              <p id={SHEET_REFERENCE_ID} className="footer-heading px-3 pt-2">
                {t('nav.reference')}
              </p>
              <ul>
                <MenuLinks links={reference.links} linkClass="sheet-link" />
              </ul>
            </nav>
            {children && <div className="mt-auto flex flex-col gap-3 border-t border-line px-4 py-4">{children}</div>}
          </div>
        </div>
      </dialog>
    </>
  );
}
