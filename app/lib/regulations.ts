import type { Lang } from '~/i18n/config';
import { regulationPath } from './urls';

/** What a reader sees of a regulation's legal force; derived in the database from dates and relations. */
export const REGULATION_STATUSES = ['in_force', 'amended', 'revoked', 'not_yet_in_force'] as const;
export type RegulationStatus = (typeof REGULATION_STATUSES)[number];

export function isRegulationStatus(value: unknown): value is RegulationStatus {
  return (REGULATION_STATUSES as readonly unknown[]).includes(value);
}

/** Kinds of regulation, as the register stores them (the prefix of a citation key). */
export const REGULATION_KINDS = ['uu', 'perpu', 'pp', 'perpres', 'pmk', 'kmk', 'per-djp', 'se-djp', 'perda'] as const;
export type RegulationKind = (typeof REGULATION_KINDS)[number];

export function isRegulationKind(value: unknown): value is RegulationKind {
  return (REGULATION_KINDS as readonly unknown[]).includes(value);
}

/**
 * How a citation names a regulation: `{kind}/{number}/{year}`, e.g. `pmk/168/2023` or `per-djp/2/2024`. The
 * database derives the same key for every register entry (regulations.cite_key).
 */
export function citeKey(kind: RegulationKind, number: number, year: number): string {
  return `${kind}/${number}/${year}`;
}

/** A regulation an article cites that the register holds: enough to link it and show its status. */
export type CitedRegulation = {
  citeKey: string;
  slug: string;
  designation: string;
  /** The title in the page's language (the Indonesian one when no translation is known), if recorded. */
  title: string | null;
  /** The language of `title`, or of the (Indonesian) designation shown when there is none: regulationTitleLang. */
  titleLang: Lang;
  status: RegulationStatus;
  /** Names writers cite it by after "UU" or before "Law" ("HPP", "TAX HARMONISATION"), upper-cased. */
  names: string[];
};

/** A register entry as lists show it. Unknown facts are null: the page says they are not yet recorded. */
export type RegulationSummary = {
  slug: string;
  kind: RegulationKind;
  number: number;
  year: number;
  designation: string;
  titleId: string | null;
  titleEn: string | null;
  /** ISO dates (YYYY-MM-DD). */
  issuedOn: string | null;
  effectiveOn: string | null;
  status: RegulationStatus;
};

/** Another regulation as a relation names it. */
export type RegulationLink = Pick<RegulationSummary, 'slug' | 'designation' | 'titleId' | 'titleEn' | 'status'>;

export const RELATION_KINDS = ['revokes', 'amends', 'implements'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** Another regulation in a relation, with the date it takes effect (when its own acts on this one take effect). */
export type RelatedRegulation = RegulationLink & { effectiveOn: string | null };

/** Both directions of each relation: what this one does to others, and what others do to it. */
export type RegulationRelations = Record<RelationKind | `${RelationKind}By`, RelatedRegulation[]>;

/**
 * The day a revoked regulation stopped being in force: the earliest known date in force of the regulations
 * revoking it that have taken effect (as regulation_status() counts them, a revoker not yet in force does not
 * revoke). Null when none of their dates is recorded. A revocation takes effect with the regulation that makes
 * it; amendments are not dated so, as an amending law's provisions often take effect on dates of their own.
 */
export function revokedFrom(revokers: readonly RelatedRegulation[]): string | null {
  const dates = revokers
    .filter((revoker) => revoker.status !== 'not_yet_in_force')
    .flatMap((revoker) => (revoker.effectiveOn ? [revoker.effectiveOn] : []));
  // ISO dates sort as text.
  return dates.sort()[0] ?? null;
}

/** The title in the page's language; English pages fall back to the official Indonesian title. */
export function regulationTitle(regulation: Pick<RegulationSummary, 'titleId' | 'titleEn'>, lang: Lang): string | null {
  return lang === 'en' ? (regulation.titleEn ?? regulation.titleId) : regulation.titleId;
}

/**
 * The language `regulationTitle` is written in, for a `lang` attribute where it differs from the page's: the
 * official Indonesian whenever no English title is recorded (docs/api.md), also when there is no title at all.
 */
export function regulationTitleLang(regulation: Pick<RegulationSummary, 'titleId' | 'titleEn'>, lang: Lang): Lang {
  return lang === 'en' && regulation.titleEn === null ? 'id' : lang;
}

/** A regulation's title in `lang`, and the language that title is written in. */
export function titleIn(
  regulation: Pick<RegulationSummary, 'titleId' | 'titleEn'>,
  lang: Lang,
): { title: string | null; titleLang: Lang } {
  return { title: regulationTitle(regulation, lang), titleLang: regulationTitleLang(regulation, lang) };
}

/** The register's filters, from its query string. */
export type RegisterFilter = { kind?: RegulationKind; year?: number; status?: RegulationStatus };

export const REGISTER_FILTER_PARAMS = ['kind', 'year', 'status'] as const;

/**
 * The register's filters from its query string. An empty value (the GET form's "all") means no filter; a value
 * that is not one of the known ones, or a repeated parameter, is malformed: null, and the page answers 400.
 */
export function parseRegisterFilter(params: URLSearchParams): RegisterFilter | null {
  const filter: RegisterFilter = {};
  for (const name of REGISTER_FILTER_PARAMS) {
    const values = params.getAll(name);
    if (values.length > 1) return null;
    const value = values[0] ?? '';
    if (value === '') continue;
    if (name === 'kind') {
      if (!isRegulationKind(value)) return null;
      filter.kind = value;
    } else if (name === 'status') {
      if (!isRegulationStatus(value)) return null;
      filter.status = value;
    } else {
      if (!/^(19[4-9][0-9]|20[0-9][0-9]|2100)$/.test(value) || Number(value) < 1945) return null;
      filter.year = Number(value);
    }
  }
  return filter;
}

/** The query string for a filter and page, in a steady order (page 1 is the bare URL). */
export function registerQuery(filter: RegisterFilter, page = 1): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.year) query.set('year', String(filter.year));
  if (filter.status) query.set('status', filter.status);
  if (page > 1) query.set('page', String(page));
  return query;
}

/** A regulation as another page links it: its page in `lang`, designation, title (and its language) and status. */
export type RegulationRef = {
  href: string;
  designation: string;
  title: string | null;
  titleLang: Lang;
  status: RegulationStatus;
};

export function toRegulationRef(regulation: RegulationLink, lang: Lang): RegulationRef {
  return {
    href: regulationPath(lang, regulation.slug),
    designation: regulation.designation,
    ...titleIn(regulation, lang),
    status: regulation.status,
  };
}
