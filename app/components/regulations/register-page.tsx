import { Form, Link } from '~/components/link';
import { type Lang, langWhereOther } from '~/i18n/config';
import type { RegulationPageStrings } from '~/i18n/strings/regulation-pages';
import { useTranslation } from '~/i18n/translate';
import type { DateLabel } from '~/lib/dates';
import { keepTogether } from '~/lib/keep-together';
import {
  REGULATION_KINDS,
  REGULATION_STATUSES,
  type RegisterFilter,
  type RegulationKind,
  type RegulationStatus,
} from '~/lib/regulations';
import type { SourceView } from '~/lib/sources';
import { homePath, regulationsPath } from '~/lib/urls';
import { Breadcrumbs } from '../breadcrumbs';
import { Pagination } from '../pagination';
import { SourceLine } from '../source-line';
import { StatusBadge } from './status-badge';

export type RegisterRow = {
  href: string;
  designation: string;
  title: string | null;
  titleLang: Lang;
  kind: RegulationKind;
  status: RegulationStatus;
  /** ISO date and its label in the page's language, when known. */
  effectiveOn: string | null;
  effectiveLabel: string | null;
  /** Only for a revoked regulation whose date is known: the day it stopped being in force. */
  revokedFrom?: DateLabel | null;
  source: SourceView;
};

export type RegisterView = {
  lang: Lang;
  labels: RegulationPageStrings;
  filter: RegisterFilter;
  page: number;
  rows: RegisterRow[];
  previous: string | null;
  next: string | null;
};

/** The regulation register: filters that work as a plain GET form, then the entries newest first. */
export function RegisterPage({ view }: { view: RegisterView }) {
  const { t } = useTranslation();
  const { lang, labels, filter, page, rows, previous, next } = view;
  const filtered = Boolean(filter.kind || filter.year || filter.status);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs items={[{ label: t('nav.home'), to: homePath(lang) }, { label: t('regulations.title') }]} />
      <h1 className="mt-4 font-serif text-4xl font-bold">
        {t('regulations.title')}
        {page > 1 && <span className="ml-3 text-xl font-normal text-muted">{t('listing.page', { page })}</span>}
      </h1>
      <p className="mt-3 text-muted">{labels.intro}</p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-accent-ink underline">{labels.statusLegend}</summary>
        <dl className="mt-3 space-y-2">
          {REGULATION_STATUSES.map((status) => (
            <div key={status} className="flex flex-wrap items-baseline gap-x-3">
              <dt>
                <StatusBadge status={status} />
              </dt>
              <dd className="text-muted">{labels.statusMeanings[status]}</dd>
            </div>
          ))}
        </dl>
      </details>
      <Form method="get" action={regulationsPath(lang)} className="register-filters" aria-label={labels.filters}>
        <label>
          <span>{labels.kind}</span>
          <select name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">{labels.any}</option>
            {REGULATION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {labels.kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{labels.year}</span>
          <input type="number" name="year" inputMode="numeric" min={1945} max={2100} defaultValue={filter.year ?? ''} />
        </label>
        <label>
          <span>{labels.statusFilter}</span>
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">{labels.any}</option>
            {REGULATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`regulations.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="pill-button">
          {labels.apply}
        </button>
        {filtered && (
          <Link to={regulationsPath(lang)} className="text-sm text-accent-ink underline">
            {labels.reset}
          </Link>
        )}
      </Form>
      {rows.length === 0 ? (
        <p className="mt-10 text-muted">{labels.empty}</p>
      ) : (
        <ol aria-label={t('regulations.title')} className="mt-8 divide-y divide-line border-y border-line">
          {rows.map((row) => (
            <li key={row.href} className="py-4">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <span>{labels.kinds[row.kind]}</span>
                <StatusBadge status={row.status} />
                {row.effectiveOn && row.effectiveLabel && (
                  <span>
                    {labels.effective} <time dateTime={row.effectiveOn}>{row.effectiveLabel}</time>
                  </span>
                )}
                {row.revokedFrom && (
                  <span>
                    {labels.revokedFrom} <time dateTime={row.revokedFrom.iso}>{row.revokedFrom.label}</time>
                  </span>
                )}
              </p>
              <h2 className="mt-1 font-serif text-xl font-bold">
                <Link to={row.href} className="card-link" lang={langWhereOther('id', lang)}>
                  {keepTogether(row.designation)}
                </Link>
              </h2>
              {row.title && (
                <p className="mt-1 text-muted">
                  {row.titleLang !== lang && `${t('regulations.untranslatedTitle')} `}
                  <span lang={langWhereOther(row.titleLang, lang)}>{keepTogether(row.title)}</span>
                </p>
              )}
              <SourceLine source={row.source} className="mt-1" />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} previous={previous} next={next} />
    </main>
  );
}
