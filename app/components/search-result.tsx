import { langWhereOther, otherLang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { sameTerm } from '~/lib/glossary';
import { keepTogether } from '~/lib/keep-together';
import { highlight, type RegulationSuggestion, type TermSuggestion } from '~/lib/search';
import { StatusBadge } from './regulations/status-badge';

/**
 * `text` with every literal, case-insensitive occurrence of `query` wrapped in <mark>, and its designations kept
 * whole on a line. The marks are found in the text as stored (a query's plain space finds "PPh 21"), then cut from
 * the displayed text at the same offsets: keepTogether changes one character for one.
 */
function Highlighted({ text, query }: { text: string; query: string }) {
  const shown = keepTogether(text);
  let at = 0;
  return (
    <>
      {highlight(text, query).map((part, index) => {
        const piece = shown.slice(at, at + part.text.length);
        at += part.text.length;
        return part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are derived from a fixed string, in order
          <mark key={index} className="rounded-sm bg-accent/20 px-0.5 text-inherit">
            {piece}
          </mark>
        ) : (
          piece
        );
      })}
    </>
  );
}

/**
 * One search result's body: category, title and excerpt, with the query highlighted, and on the search page the
 * publication date beside the category, as the listings' cards show it. Inline elements only.
 */
export function SearchResultContent({
  hit,
  query,
  category,
  date,
}: {
  hit: { title: string; excerpt: string };
  query: string;
  category: string | null;
  /** ISO 8601 for <time datetime>, and the label the listings show (lib/dates.ts formatDate). */
  date?: { iso: string; label: string };
}) {
  return (
    <>
      {category || date ? (
        <span className="block text-xs font-semibold uppercase tracking-wide text-accent-ink">
          {category}
          {category && date ? ' · ' : null}
          {date ? <time dateTime={date.iso}>{date.label}</time> : null}
        </span>
      ) : null}
      <span className="block font-serif text-base font-bold leading-snug">
        <Highlighted text={hit.title} query={query} />
      </span>
      {hit.excerpt ? (
        <span className="mt-1 line-clamp-2 block text-sm text-muted">
          <Highlighted text={hit.excerpt} query={query} />
        </span>
      ) : null}
    </>
  );
}

/** A regulation the search suggests: its designation (highlighted), status and title. Inline elements only. */
export function RegulationSuggestionContent({
  regulation,
  query,
}: {
  regulation: RegulationSuggestion;
  query: string;
}) {
  const { t, lang } = useTranslation();
  return (
    <>
      <span className="block text-xs font-semibold uppercase tracking-wide text-accent-ink">
        {t('regulations.title')} <StatusBadge status={regulation.status} />
      </span>
      <span className="block font-serif text-base font-bold leading-snug" lang={langWhereOther('id', lang)}>
        <Highlighted text={regulation.designation} query={query} />
      </span>
      {regulation.title ? (
        <span className="mt-1 line-clamp-2 block text-sm text-muted" lang={langWhereOther(regulation.titleLang, lang)}>
          <Highlighted text={regulation.title} query={query} />
        </span>
      ) : null}
    </>
  );
}

/** A glossary term the search suggests: the term (and its abbreviation), the other language's term, the gist. */
export function TermSuggestionContent({ term, query }: { term: TermSuggestion; query: string }) {
  const { t, lang } = useTranslation();
  return (
    <>
      <span className="block text-xs font-semibold uppercase tracking-wide text-accent-ink">{t('glossary.term')}</span>
      <span className="block font-serif text-base font-bold leading-snug">
        <Highlighted text={term.term} query={query} />
        {term.abbreviation && term.abbreviation !== term.term ? (
          <span className="font-sans text-sm font-normal text-muted"> · {term.abbreviation}</span>
        ) : null}
        {sameTerm(term.term, term.otherTerm) ? null : (
          <span className="font-sans text-sm font-normal text-muted">
            {' · '}
            <span lang={otherLang(lang)}>{term.otherTerm}</span>
          </span>
        )}
      </span>
      <span className="mt-1 line-clamp-2 block text-sm text-muted">{term.definition}</span>
    </>
  );
}
