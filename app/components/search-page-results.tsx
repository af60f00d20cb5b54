import type { ReactNode } from 'react';
import { Link } from '~/components/link';
import type { Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { categoryNameBySlug } from '~/lib/categories';
import { useLangLayoutData } from '~/lib/layout-data';
import {
  type RegulationSuggestion,
  resultPath,
  type SearchHit,
  type SearchPageSummary,
  type TermSuggestion,
} from '~/lib/search';
import { UNCATEGORIZED_SEGMENT } from '~/lib/urls';
import { RegulationSuggestionContent, SearchResultContent, TermSuggestionContent } from './search-result';

/** Glossary or register suggestions above the articles, one link each; nothing when there are none. */
function SuggestionList({
  label,
  items,
}: {
  label: string;
  items: { key: string; url: string; content: ReactNode }[];
}) {
  if (items.length === 0) return null;
  return (
    <ol aria-label={label} className="mt-6 divide-y divide-line border-b border-line">
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.url} className="block py-4 no-underline hover:text-accent-ink">
            {item.content}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** A result on the search page: the article with its publication date, as the listings show it. */
export type SearchPageHit = SearchHit & { publishedAt: string; dateLabel: string };

/**
 * The search page's answer: glossary and register suggestions, then which articles the page shows and whether more
 * follow, then the articles, numbered from `start` (21 on the second page). `results` is null before a search.
 */
export function SearchPageResults({
  lang,
  query,
  start,
  results,
  summary,
  regulations,
  terms,
}: {
  lang: Lang;
  query: string;
  start: number;
  results: SearchPageHit[] | null;
  summary: SearchPageSummary | null;
  regulations: RegulationSuggestion[];
  terms: TermSuggestion[];
}) {
  const categories = useLangLayoutData()?.categories ?? [];
  const { t } = useTranslation();
  return (
    <>
      <SuggestionList
        label={t('glossary.title')}
        items={terms.map((term) => ({
          key: term.slug,
          url: term.url,
          content: <TermSuggestionContent term={term} query={query} />,
        }))}
      />
      <SuggestionList
        label={t('regulations.title')}
        items={regulations.map((regulation) => ({
          key: regulation.slug,
          url: regulation.url,
          content: <RegulationSuggestionContent regulation={regulation} query={query} />,
        }))}
      />
      {results && results.length === 0 && regulations.length === 0 && terms.length === 0 ? (
        <p className="mt-6 text-muted">{t('search.empty')}</p>
      ) : null}
      {summary ? (
        <p id="search-page-summary" className="mt-6 text-sm text-muted">
          {t(`search.${summary.key}`, summary.values)}
        </p>
      ) : null}
      {results && results.length > 0 ? (
        <ol
          aria-label={t('search.results')}
          aria-describedby={summary ? 'search-page-summary' : undefined}
          start={start}
          className="mt-2 divide-y divide-line"
        >
          {results.map((hit) => (
            <li key={hit.slug}>
              <Link to={resultPath(lang, hit)} className="block py-4 no-underline hover:text-accent-ink">
                <SearchResultContent
                  hit={hit}
                  query={query}
                  category={categoryNameBySlug(categories, hit.category ?? UNCATEGORIZED_SEGMENT, lang)}
                  date={{ iso: hit.publishedAt, label: hit.dateLabel }}
                />
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
