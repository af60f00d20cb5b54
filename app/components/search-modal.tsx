import { useLocation, useNavigate } from '@remix-run/react';
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { type Category, categoryNameBySlug } from '~/lib/categories';
import { sameOriginPath } from '~/lib/same-origin';
import {
  alsoSearch,
  MAX_QUERY_LENGTH,
  normalizeQuery,
  queryLength,
  type RegulationSuggestion,
  resultPath,
  type SearchResult,
  type TermSuggestion,
} from '~/lib/search';
import { homePath, searchPath, UNCATEGORIZED_SEGMENT } from '~/lib/urls';
import { RegulationSuggestionContent, SearchResultContent, TermSuggestionContent } from './search-result';
import { useSearch } from './use-search';

export type SearchModalProps = {
  lang: Lang;
  categories: Category[];
  /** Counts the reader's requests to open the modal: each new value opens it (the first, on mount). */
  openRequest: number;
  /** The header's search button, which gets the focus back when the modal closes. */
  buttonRef: RefObject<HTMLAnchorElement | null>;
};

/**
 * The search modal, a native <dialog>, loaded the first time the reader opens it (search-dialog.tsx). The input is
 * an ARIA 1.2 combobox that controls a listbox of results; what typing asks of GET /search, and when, is the
 * search client's business (useSearch).
 */
export function SearchModal({ lang, categories, openRequest, buttonRef }: SearchModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pressedOnBackdrop = useRef(false);

  const [text, setText] = useState('');
  const { status, query: answered, results, regulations, terms } = useSearch(text, lang);
  // "VAT" while headlines say "PPN": offer the other form as a search of its own.
  const other = alsoSearch(answered, terms[0]);
  // Terms and regulations first: a reader who types one is looking for it before the news about it.
  const options: SearchOption[] = [
    ...(other ? [{ url: `?q=${encodeURIComponent(other)}`, also: other }] : []),
    ...terms.map((term) => ({ url: term.url, term })),
    ...regulations.map((regulation) => ({ url: regulation.url, regulation })),
    ...results.map((hit) => ({ url: resultPath(lang, hit), hit })),
  ];
  const [active, setActive] = useState(-1);

  const query = normalizeQuery(text);
  const tooLong = queryLength(query) > MAX_QUERY_LENGTH;
  const titleId = `${id}-title`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const open = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    inputRef.current?.focus();
  }, []);

  const close = useCallback(() => dialogRef.current?.close(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text or language voids the selection
  useEffect(() => setActive(-1), [text, lang]);

  // Each new request opens the modal; the first arrives with the mount.
  useEffect(() => {
    if (openRequest > 0) open();
  }, [openRequest, open]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  // Closing hands focus back to the header's button; once the chosen page is in, it moves on to that page's
  // heading, so a keyboard or screen-reader user starts reading there instead of in the header. Not if the reader
  // has moved it elsewhere meanwhile.
  const headingWanted = useRef(false);
  const { key: locationKey } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the page the reader chose is rendered
  useEffect(() => {
    if (!headingWanted.current) return;
    headingWanted.current = false;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading || (document.activeElement !== buttonRef.current && document.activeElement !== document.body)) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [locationKey]);

  function choose(option: SearchOption) {
    if ('also' in option) {
      setText(option.also);
      inputRef.current?.focus();
      return;
    }
    close();
    leave(option.url);
  }

  function leave(url: string) {
    headingWanted.current = true;
    // The API names paths on this site; anything else (a broken or altered answer) is not followed.
    navigate(sameOriginPath(url) ?? homePath(lang));
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!options.length || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const last = options.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
    else setActive((index) => (index <= 0 ? last : index - 1));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const option = options[active];
    if (option) return choose(option);
    // Typed text that finds no article but names a term ("VAT" on the Indonesian site): Enter searches its other
    // form ("PPN") instead of opening an empty results page, so the offer takes one keystroke.
    if (other && results.length === 0 && answered === query) return setText(other);
    if (!query || tooLong) return;
    close();
    leave(searchPath(lang, query));
  }

  function onClosed() {
    setText('');
    buttonRef.current?.focus();
  }

  const message = tooLong
    ? t('search.tooLong', { max: MAX_QUERY_LENGTH })
    : status === 'loading'
      ? t('search.loading')
      : status === 'error'
        ? t('search.error')
        : status === 'loaded' && !options.length
          ? t('search.empty')
          : '';
  // Sighted readers see the options appear; a screen reader hears how many there are.
  // The "also search" row is an offer, not a result: the count is what a choice would open.
  const resultCount = options.filter((option) => !('also' in option)).length;
  const found = !message && status === 'loaded' && resultCount ? t('search.found', { count: resultCount }) : '';

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles */}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={onClosed}
        onMouseDown={(event) => {
          pressedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
        }}
        // Half a rem from each edge of a phone, not the browser's 1em + 3px: at 360px the input then has room for
        // the whole placeholder at 16px, the size below which phones zoom in on focus.
        className="mx-auto mt-[10vh] max-h-[80vh] w-[min(40rem,calc(100%-1rem))] max-w-none flex-col rounded-lg border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/50 open:flex"
      >
        {/* The dialog's 80vh includes its borders: its content shrinks to the room inside them, where a content box
            of its own 80vh would overflow by 2px and make the dialog a scrolling box, which Chromium puts in the Tab
            order. The list of results scrolls instead. */}
        <div className="flex min-h-0 flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
            <h2 id={titleId} className="font-serif text-lg font-bold">
              {t('search.title')}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={t('search.close')}
              className="rounded px-2 py-1 text-muted hover:text-ink"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <form method="get" action={searchPath(lang)} onSubmit={onSubmit} className="px-4 pt-3">
            <input
              ref={inputRef}
              type="text"
              inputMode="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onInputKeyDown}
              placeholder={t('search.placeholder')}
              aria-labelledby={titleId}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={options.length > 0}
              aria-controls={listId}
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              className="search-field w-full rounded-md border border-field bg-page px-3 py-2 text-base focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            />
          </form>
          <p role="status" className={`px-4 text-sm text-muted ${message ? 'py-2' : 'py-1'}`}>
            {message}
            {found && <span className="sr-only">{found}</span>}
          </p>
          <div
            id={listId}
            role="listbox"
            aria-label={t('search.results')}
            hidden={!options.length}
            // Focus stays in the combobox, which moves through the options; the scrolling list is no Tab stop.
            tabIndex={-1}
            className="overflow-y-auto px-2 pb-2"
          >
            {options.map((option, index) => (
              // An option holds no link (interactive content inside an option is invisible to screen readers);
              // a click chooses it, and pressing the mouse keeps focus in the input, as the combobox pattern wants.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox (arrows, Enter)
              <div
                key={option.url}
                id={optionId(index)}
                role="option"
                data-kind={
                  'also' in option
                    ? 'also'
                    : 'term' in option
                      ? 'term'
                      : 'regulation' in option
                        ? 'regulation'
                        : 'article'
                }
                tabIndex={-1}
                aria-selected={index === active}
                onMouseMove={() => setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                // The option Enter opens: framed as well as tinted, so that it shows by its shape and at 3:1 in
                // both themes, where a faint tint alone all but vanished.
                className="cursor-pointer rounded-md px-2 py-2 aria-selected:bg-accent/15 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-accent"
              >
                {'also' in option ? (
                  <span className="block font-semibold text-accent-ink">
                    {t('glossary.alsoSearch', { term: option.also })}
                  </span>
                ) : 'term' in option ? (
                  <TermSuggestionContent term={option.term} query={answered} />
                ) : 'regulation' in option ? (
                  <RegulationSuggestionContent regulation={option.regulation} query={answered} />
                ) : (
                  <SearchResultContent
                    hit={option.hit}
                    query={answered}
                    category={categoryNameBySlug(categories, option.hit.category ?? UNCATEGORIZED_SEGMENT, lang)}
                  />
                )}
              </div>
            ))}
          </div>
        </div>
      </dialog>
    </>
  );
}

type SearchOption = { url: string } & (
  | { also: string }
  | { term: TermSuggestion }
  | { regulation: RegulationSuggestion }
  | { hit: SearchResult }
);
