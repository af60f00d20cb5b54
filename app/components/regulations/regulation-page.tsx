import { type Lang, langWhereOther } from '~/i18n/config';
import type { RegulationPageStrings } from '~/i18n/strings/regulation-pages';
import { useTranslation } from '~/i18n/translate';
import type { ArticleCardData } from '~/lib/cards';
import type { DateLabel } from '~/lib/dates';
import type { SetDeadlinesView } from '~/lib/deadline-rules';
import type { GlossaryLinkView } from '~/lib/glossary';
import { keepTogether } from '~/lib/keep-together';
import type { RegulationKind, RegulationRef, RegulationRelations, RegulationStatus } from '~/lib/regulations';
import type { SourceView } from '~/lib/sources';
import { homePath, regulationsPath } from '~/lib/urls';
import { Breadcrumbs } from '../breadcrumbs';
import { SetDeadlines } from '../calendar/set-deadlines';
import { TermLinks } from '../glossary/term-links';
import { NewsSection } from '../news-section';
import { SourceLine } from '../source-line';
import { RegulationLink } from './regulation-link';
import { StatusBadge } from './status-badge';

/** A regulation a relation names; one revoking this regulation says from when (null: not recorded). */
export type RelatedView = RegulationRef & { revokedFrom?: DateLabel | null };

export type RegulationView = {
  lang: Lang;
  labels: RegulationPageStrings;
  designation: string;
  kind: RegulationKind;
  title: string | null;
  /** The language `title` is in: an English page shows the official Indonesian title when no translation exists. */
  titleLang: Lang;
  status: RegulationStatus;
  issuedOn: string | null;
  issuedLabel: string | null;
  effectiveOn: string | null;
  effectiveLabel: string | null;
  /** Only for a revoked regulation: the day it stopped being in force (null: not recorded). */
  revokedFrom?: DateLabel | null;
  /** Sanitised HTML rendered on the server, and the language it is written in. */
  summaryHtml: string | null;
  summaryLang: Lang;
  /** Where the entry's facts come from and when they were checked against it. */
  source: SourceView;
  relations: { kind: keyof RegulationRelations; regulations: RelatedView[] }[];
  citing: ArticleCardData[];
  deadlines: SetDeadlinesView | null;
  /** The glossary terms it governs, A to Z. */
  terms: GlossaryLinkView[];
};

/** One register entry: what it is, whether it is in force, how it relates to others, and the news citing it. */
export function RegulationPage({ view }: { view: RegulationView }) {
  const { t } = useTranslation();
  const { labels } = view;
  const date = (iso: string | null, label: string | null) =>
    iso && label ? <time dateTime={iso}>{label}</time> : <span className="text-muted">{labels.unknownDate}</span>;
  const dated = (value: DateLabel | null | undefined) => date(value?.iso ?? null, value?.label ?? null);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: homePath(view.lang) },
          { label: t('regulations.title'), to: regulationsPath(view.lang) },
          { label: view.designation, lang: langWhereOther('id', view.lang) },
        ]}
      />
      <article className="mt-6">
        <header>
          <p className="flex flex-wrap items-center gap-3 text-sm font-semibold uppercase tracking-wider text-accent-ink">
            {labels.kinds[view.kind]}
            <StatusBadge status={view.status} />
          </p>
          <h1
            className="mt-2 font-serif text-3xl font-bold leading-tight text-balance sm:text-4xl"
            lang={langWhereOther('id', view.lang)}
          >
            {keepTogether(view.designation)}
          </h1>
          {view.title && (
            <p className="mt-3 text-lg">
              {view.titleLang !== view.lang && <span className="text-muted">{labels.titleMissing} </span>}
              <span lang={langWhereOther(view.titleLang, view.lang)}>{keepTogether(view.title)}</span>
            </p>
          )}
          <dl className="regulation-facts">
            <div>
              <dt>{labels.issued}</dt>
              <dd>{date(view.issuedOn, view.issuedLabel)}</dd>
            </div>
            <div>
              <dt>{labels.effective}</dt>
              <dd>{date(view.effectiveOn, view.effectiveLabel)}</dd>
            </div>
            {view.revokedFrom !== undefined && (
              <div>
                <dt>{labels.revokedFrom}</dt>
                <dd>{dated(view.revokedFrom)}</dd>
              </div>
            )}
          </dl>
          <SourceLine source={view.source} className="mt-3" />
        </header>
        {view.summaryHtml && (
          <section aria-labelledby="summary-heading" className="mt-8">
            <h2 id="summary-heading" className="section-heading">
              {labels.summary}
            </h2>
            <div
              className="article-body prose"
              lang={langWhereOther(view.summaryLang, view.lang)}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server by markdown-it with raw HTML disabled (lib/markdown.server.ts)
              dangerouslySetInnerHTML={{ __html: view.summaryHtml }}
            />
          </section>
        )}
        {view.relations.length > 0 && (
          <section aria-labelledby="relations-heading" className="mt-8">
            <h2 id="relations-heading" className="section-heading">
              {labels.relations}
            </h2>
            <dl className="space-y-4">
              {view.relations.map((relation) => (
                <div key={relation.kind}>
                  <dt className="font-semibold">{labels[relation.kind]}</dt>
                  {relation.regulations.map((other) => (
                    <dd key={other.href} className="mt-1">
                      <RegulationLink regulation={other} />
                      {other.revokedFrom !== undefined && (
                        <span className="mt-0.5 block text-sm">
                          {labels.revokedFrom} {dated(other.revokedFrom)}
                        </span>
                      )}
                    </dd>
                  ))}
                </div>
              ))}
            </dl>
          </section>
        )}
        {view.deadlines && <SetDeadlines id="deadlines-heading" heading={labels.deadlines} view={view.deadlines} />}
        {view.terms.length > 0 && (
          <section aria-labelledby="terms-heading" className="mt-8">
            <h2 id="terms-heading" className="section-heading">
              {labels.terms}
            </h2>
            <TermLinks terms={view.terms} />
          </section>
        )}
      </article>
      <NewsSection id="citing-heading" heading={labels.citedBy} empty={labels.notCited} articles={view.citing} />
    </main>
  );
}
