import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import type { Category } from '~/lib/categories';
import { searchPath } from '~/lib/urls';
import { SearchIcon } from './icons';
import type { SearchModal as SearchModalComponent } from './search-modal';

/**
 * The modal's code, fetched once: when the reader points at or focuses the button, or opens the modal.
 * A failed fetch is not kept: the next attempt asks again.
 */
let modalModule: Promise<typeof import('./search-modal')> | undefined;
const loadModal = () => {
  modalModule ??= import('./search-modal').catch((error: unknown) => {
    modalModule = undefined;
    throw error;
  });
  return modalModule;
};

/**
 * The header's search button, and the search modal once the reader asks for it.
 * Without JavaScript the button is a plain link to the results page /{lang}/search, and names no shortcut. With
 * it, the button and Ctrl/Cmd+K open the modal (search-modal.tsx), whose code is not part of the page's first load
 * (docs/decisions/0025); if it cannot be fetched, the button goes to the results page.
 */
export function SearchDialog({ lang, categories }: { lang: Lang; categories: Category[] }) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const [Modal, setModal] = useState<typeof SearchModalComponent | null>(null);
  const [openRequest, setOpenRequest] = useState(0);
  // Until hydration the button is a plain link to the results page; tests wait for this mark.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const open = useCallback(() => {
    loadModal().then(
      (module) => {
        setModal(() => module.SearchModal);
        setOpenRequest((count) => count + 1);
      },
      () => window.location.assign(searchPath(lang)),
    );
  }, [lang]);

  // Ctrl/Cmd+K anywhere. No single-character shortcut such as "/": speech input and a stray key press would set it
  // off, and WCAG 2.1.4 asks for a way to turn such a shortcut off or remap it.
  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const isShortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (!isShortcut) return;
      event.preventDefault();
      open();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  function onButtonClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  }

  // A failed preload is only an early attempt; opening tries again and falls back to the results page.
  const preload = () => {
    loadModal().catch(() => {});
  };

  return (
    <>
      <a
        ref={buttonRef}
        href={searchPath(lang)}
        onClick={onButtonClick}
        onPointerEnter={preload}
        onFocus={preload}
        data-enhanced={enhanced || undefined}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        // The shortcut is this script's: without it, or before it runs, Ctrl+K is the browser's own.
        aria-keyshortcuts={enhanced ? 'Control+K Meta+K' : undefined}
        title={enhanced ? t('search.shortcut') : undefined}
        // The label in words where the bar has room: not on phones, nor from 1024px, where the categories join the
        // bar, to 1280px. There it is a round icon, and the label is for screen readers.
        className="search-button lg:max-xl:px-0"
      >
        <SearchIcon />
        <span className="sr-only sm:not-sr-only lg:max-xl:sr-only">{t('search.button')}</span>
      </a>
      {Modal && <Modal lang={lang} categories={categories} openRequest={openRequest} buttonRef={buttonRef} />}
    </>
  );
}
