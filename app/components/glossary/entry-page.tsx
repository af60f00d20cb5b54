import type { Lang } from '~/i18n/config';
import type { GlossaryPageStrings } from '~/i18n/strings/glossary-pages';
import { useTranslation } from '~/i18n/translate';
import type { ArticleCardData } from '~/lib/cards';
import type { SetDeadlinesView } from '~/lib/deadline-rules';
import type { GlossaryLinkView } from '~/lib/glossary';
import { keepTogether } from '~/lib/keep-together';
import type { RegulationRef } from '~/lib/regulations';
import type { SourceView } from '~/lib/sources';
import { glossaryPath, homePath } from '~/lib/urls';
import { Breadcrumbs } from '../breadcrumbs';
import { SetDeadlines } from '../calendar/set-deadlines';
import { NewsSection } from '../news-section';
import { RegulationLink } from '../regulations/regulation-link';
import { SourceLine } from '../source-line';
import { TermLinks } from './term-links';

export type GlossaryEntryView = {
  lang: Lang;
  labels: GlossaryPageStrings;
  abbreviation: string | null;
  /** The page's language first, then the other: term, aliases and the definition rendered on the server. */
  sides: { lang: Lang; term: string; aliases: string[]; definitionHtml: string }[];
  related: GlossaryLinkView[];
  regulations: RegulationRef[];
  /** The calendar's deadlines that name the term, where each rule puts its date. */
  deadlines: SetDeadlinesView | null;
  latest: ArticleCardData[];
  /** Where the definitions come from and when they were checked against it. */
  source: SourceView;
};

/** One glossary entry: both languages side by side, what it relates to, and the news naming it. */
export function GlossaryEntryPage({ view }: { view: GlossaryEntryView }) {
  const { t } = useTranslation();
  const { lang, labels } = view;
  const [own] = view.sides;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: homePath(lang) },
          { label: t('glossary.title'), to: glossaryPath(lang) },
          { label: own?.term ?? '' },
        ]}
      />
      <h1 className="mt-4 font-serif text-4xl font-bold">
        {own?.term && keepTogether(own.term)}
        {view.abbreviation && view.abbreviation !== own?.term && (
          <>
            {' '}
            <span className="ml-2 text-2xl font-normal text-muted">({keepTogether(view.abbreviation)})</span>
          </>
        )}
      </h1>
      <div className="glossary-sides">
        {view.sides.map((side) => (
          // Named by its label, not its term: "Coretax" is the term in both languages, and two regions of one
          // name cannot be told apart.
          <section
            key={side.lang}
            lang={side.lang === lang ? undefined : side.lang}
            aria-labelledby={`side-${side.lang}`}
          >
            {/* The label is the page's words ("In Indonesian"), inside the other language's section. */}
            <p
              id={`side-${side.lang}`}
              className="text-xs font-semibold uppercase tracking-wider text-accent-ink"
              lang={side.lang === lang ? undefined : lang}
            >
              {side.lang === lang ? labels.definition : labels.otherLanguage}
            </p>
            {side.lang !== lang && <p className="mt-1 font-serif text-2xl font-bold">{keepTogether(side.term)}</p>}
            {side.aliases.length > 0 && (
              <p className="mt-1 text-sm text-muted">
                {/* Labelled on both sides, in the page's words like the heading above; the synonyms keep the
                    section's language. */}
                <span lang={side.lang === lang ? undefined : lang}>{labels.aliases}</span> {side.aliases.join(', ')}
              </p>
            )}
            <div
              className="article-body prose mt-3"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server by markdown-it with raw HTML disabled (lib/markdown.server.ts)
              dangerouslySetInnerHTML={{ __html: side.definitionHtml }}
            />
          </section>
        ))}
      </div>
      <SourceLine source={view.source} className="mt-4" />
      {(view.related.length > 0 || view.regulations.length > 0) && (
        <div className="mt-10 grid gap-8 sm:grid-cols-2">
          {view.related.length > 0 && (
            <section aria-labelledby="related-terms">
              <h2 id="related-terms" className="section-heading">
                {labels.related}
              </h2>
              <TermLinks terms={view.related} />
            </section>
          )}
          {view.regulations.length > 0 && (
            <section aria-labelledby="related-regulations">
              <h2 id="related-regulations" className="section-heading">
                {labels.regulations}
              </h2>
              <ul className="space-y-2">
                {view.regulations.map((regulation) => (
                  <li key={regulation.href}>
                    <RegulationLink regulation={regulation} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
      {view.deadlines && <SetDeadlines id="term-deadlines" heading={labels.deadlines} view={view.deadlines} />}
      <NewsSection id="term-news" heading={labels.latest} empty={labels.noArticles} articles={view.latest} />
    </main>
  );
}
