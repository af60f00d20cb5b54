import type { Lang } from '~/i18n/config';
import type { ArticleSummary } from '~/lib/articles';
import type { SetDeadline } from '~/lib/deadline-rules';
import type { GlossaryLink } from '~/lib/glossary';
import {
  isRegulationKind,
  isRegulationStatus,
  RELATION_KINDS,
  type RegisterFilter,
  type RegulationLink,
  type RegulationRelations,
  type RegulationSummary,
  type RelatedRegulation,
  revokedFrom,
} from '~/lib/regulations';
import { SOURCE_COLUMNS, type Source } from '~/lib/sources';
import type { NewsClient } from '~/lib/supabase.server';
import { SUMMARY_COLUMNS, toSummary } from './article-rows.server';
import { RULE_WHEN_COLUMNS, toRuleWhen } from './calendar-rules.server';
import { GLOSSARY_LISTING_COLUMNS, toGlossaryListing } from './glossary-rows.server';
import { asRecord, everyRow, expectRows, isString, shapeError, textOrNull, toSource } from './rows.server';

/** The queries behind the regulation register and its entries; `search.server.ts` reads /search's suggestions. */

export const REGISTER_PAGE_SIZE = 20;
export const CITING_ARTICLES = 20;

const SUMMARY = 'slug,kind,number,year,designation,title_id,title_en,issued_on,effective_on,regulation_status';
/** A register row or entry: its summary and where it comes from. */
const ENTRY = `${SUMMARY},${SOURCE_COLUMNS}`;
const LINK = 'slug,designation,title_id,title_en,regulation_status';
const RELATED = `${LINK},effective_on`;

/**
 * A register row or entry, with its source and when it was checked: a revoked one also says from when it is
 * revoked (revokedFrom), null when no revoker's date is known; the field is absent for any other status.
 */
export type RegisterEntry = RegulationSummary & { source: Source; revokedFrom?: string | null };

function toRegisterEntry(operation: string, row: unknown, revokers: RelatedRegulation[]): RegisterEntry {
  const summary = { ...toRegulationSummary(operation, row), source: toSource(operation, asRecord(row)) };
  return summary.status === 'revoked' ? { ...summary, revokedFrom: revokedFrom(revokers) } : summary;
}

export type RegulationDetail = RegisterEntry & {
  summaryId: string | null;
  summaryEn: string | null;
  updatedAt: string;
  relations: RegulationRelations;
  /** The newest articles in the page's language that cite it. */
  citing: ArticleSummary[];
  /** The tax calendar's rules it is the legal basis of, in the calendar's order. */
  deadlines: SetDeadline[];
  /** The glossary terms it governs. */
  terms: GlossaryLink[];
};

/** What an article page embeds of each regulation its body cites (cited_regulations, a computed relationship). */
export const CITED_COLUMNS = `cite_key,${LINK},names:regulation_names(name)`;

export type CitedRegulationRow = RegulationLink & { citeKey: string; names: string[] };

export function toCitedRegulationRow(operation: string, value: unknown): CitedRegulationRow {
  const row = asRecord(value);
  if (!isString(row.cite_key)) throw shapeError(operation, row);
  const names = (Array.isArray(row.names) ? row.names : []).flatMap((entry: unknown) => {
    const name = asRecord(entry).name;
    return isString(name) ? [name.toUpperCase()] : [];
  });
  return { ...toRegulationLink(operation, row), citeKey: row.cite_key, names };
}

/**
 * The register's order: newest year first; within a year kind by kind, laws first (kind_rank), each newest number
 * first, since numbers run in order of issue only within a kind and most issue dates are unknown. Indexes serve it
 * (migration 20261201001100, tests/db/register-plan.test.ts).
 */
export const REGISTER_ORDER: readonly (readonly [string, { ascending: boolean }])[] = [
  ['year', { ascending: false }],
  ['kind_rank', { ascending: true }],
  ['number', { ascending: false }],
  ['id', { ascending: false }],
];

/**
 * A page of the register in REGISTER_ORDER; one extra row tells whether a next page exists. The regulations
 * revoking each row come embedded (by regulation_relations_target), so a revoked row says from when.
 */
export async function listRegulations(
  db: NewsClient,
  filter: RegisterFilter,
  page: number,
): Promise<{ regulations: RegisterEntry[]; hasNext: boolean }> {
  const from = (page - 1) * REGISTER_PAGE_SIZE;
  let query = db
    .from('regulations')
    .select(`${ENTRY},revokers:regulation_relations!target_id(kind,other:regulations!regulation_id(${RELATED}))`)
    .eq('revokers.kind', 'revokes');
  if (filter.kind) query = query.eq('kind', filter.kind);
  if (filter.year) query = query.eq('year', filter.year);
  if (filter.status) query = query.eq('regulation_status', filter.status);
  for (const [column, options] of REGISTER_ORDER) query = query.order(column, options);
  const { data, error } = await query.range(from, from + REGISTER_PAGE_SIZE);
  const rows = expectRows('listRegulations', data, error).map((row) =>
    toRegisterEntry('listRegulations', row, relationLinks('listRegulations', asRecord(row).revokers, 'revokes')),
  );
  return { regulations: rows.slice(0, REGISTER_PAGE_SIZE), hasNext: rows.length > REGISTER_PAGE_SIZE };
}

/**
 * One round trip for a register entry: the regulation, both directions of its relations, the newest articles
 * in `lang` that cite it (through the citing_articles computed relationship and its index), the calendar
 * rules it sets and the glossary terms it governs.
 */
export async function getRegulation(db: NewsClient, slug: string, lang: Lang): Promise<RegulationDetail | null> {
  const { data, error } = await db
    .from('regulations')
    .select(
      `${ENTRY},summary_id,summary_en,updated_at,` +
        `acts:regulation_relations!regulation_id(kind,other:regulations!target_id(${RELATED})),` +
        `actedOn:regulation_relations!target_id(kind,other:regulations!regulation_id(${RELATED})),` +
        `citing:citing_articles(published_at,article:articles(${SUMMARY_COLUMNS})),` +
        `deadlines:calendar_rules(${RULE_WHEN_COLUMNS}),` +
        `terms:glossary_regulations(entry:glossary_entries(${GLOSSARY_LISTING_COLUMNS}))`,
    )
    .eq('slug', slug)
    .eq('citing.lang', lang)
    .not('citing.published_at', 'is', null)
    .order('published_at', { referencedTable: 'citing', ascending: false })
    .order('article_id', { referencedTable: 'citing', ascending: false })
    .limit(CITING_ARTICLES, { referencedTable: 'citing' })
    .order('position', { referencedTable: 'deadlines' })
    .order('id', { referencedTable: 'deadlines' })
    .limit(1);
  const [row] = expectRows('getRegulation', data as Record<string, unknown>[] | null, error);
  if (!row) return null;
  if (!isString(row.updated_at)) throw shapeError('getRegulation', row);
  const relations = Object.fromEntries(
    RELATION_KINDS.flatMap((kind) => [
      [kind, relationLinks('getRegulation', row.acts, kind)],
      [`${kind}By`, relationLinks('getRegulation', row.actedOn, kind)],
    ]),
  ) as RegulationRelations;
  const citing = (Array.isArray(row.citing) ? row.citing : []).flatMap((citation: unknown) => {
    const article = asRecord(citation).article;
    return article ? [toSummary('getRegulation', article)] : [];
  });
  return {
    ...toRegisterEntry('getRegulation', row, relations.revokesBy),
    summaryId: textOrNull(row.summary_id),
    summaryEn: textOrNull(row.summary_en),
    updatedAt: row.updated_at,
    relations,
    citing,
    deadlines: (Array.isArray(row.deadlines) ? row.deadlines : []).map((rule) =>
      toRuleWhen('getRegulation deadlines', rule),
    ),
    terms: (Array.isArray(row.terms) ? row.terms : []).map((link: unknown) =>
      toGlossaryListing('getRegulation terms', asRecord(link).entry),
    ),
  };
}

/** Every register entry with when it last changed, for the sitemaps (the register holds hundreds, not millions). */
export async function sitemapRegulations(
  db: NewsClient,
  now = new Date(),
): Promise<{ slug: string; lastModified: string }[]> {
  const rows = await everyRow('sitemapRegulations', (from, to) =>
    db.from('regulations').select(`slug,updated_at,${PAGE_STATUS_DAYS_COLUMNS}`).order('id').range(from, to),
  );
  return rows.map((row) => {
    if (!isString(row.slug) || !isString(row.updated_at)) throw shapeError('sitemapRegulations', row);
    return { slug: row.slug, lastModified: entryLastModified(row.updated_at, pageStatusDays(row), now) };
  });
}

/** What statusDays reads of a regulation: its date in force and those of the regulations amending or revoking it. */
export const STATUS_DAYS_COLUMNS =
  'effective_on,actedOn:regulation_relations!target_id(kind,by:regulations!regulation_id(effective_on))';

/**
 * The days on which a regulation's status changes by the calendar alone, with no row edited: its own date in
 * force, and those of the regulations that amend or revoke it. Edits of its relations and deadlines move
 * updated_at. A page showing the status (its entry, a glossary term's) changes on those days too.
 */
export function statusDays(row: Record<string, unknown>): string[] {
  const actedOn = (Array.isArray(row.actedOn) ? row.actedOn : []).map(asRecord);
  const acting = actedOn.filter((relation) => relation.kind === 'amends' || relation.kind === 'revokes');
  return [row.effective_on, ...acting.map((relation) => asRecord(relation.by).effective_on)].filter(isString);
}

/**
 * What pageStatusDays reads: the regulation's status days and those of every regulation its page lists with a
 * status (the ones it acts on, and the ones acting on it, whose embed statusDays reads as well).
 */
const PAGE_STATUS_DAYS_COLUMNS =
  'effective_on,' +
  `actedOn:regulation_relations!target_id(kind,by:regulations!regulation_id(${STATUS_DAYS_COLUMNS})),` +
  `acts:regulation_relations!regulation_id(other:regulations!target_id(${STATUS_DAYS_COLUMNS}))`;

/** The days on which a register entry's page changes with no row edited: its status's, and its relations'. */
function pageStatusDays(row: Record<string, unknown>): string[] {
  const related = [
    ...(Array.isArray(row.actedOn) ? row.actedOn : []).map((relation: unknown) => asRecord(relation).by),
    ...(Array.isArray(row.acts) ? row.acts : []).map((relation: unknown) => asRecord(relation).other),
  ];
  return [...statusDays(row), ...related.flatMap((other) => statusDays(asRecord(other)))];
}

/** The later of the row's last edit and the last status change already reached (a day starts in Jakarta). */
export function entryLastModified(updatedAt: string, days: string[], now: Date): string {
  const reached = days.map((day) => Date.parse(`${day}T00:00:00+07:00`)).filter((time) => time <= now.getTime());
  return new Date(Math.max(Date.parse(updatedAt), ...reached)).toISOString();
}

export function toRegulationLink(operation: string, value: unknown): RegulationLink {
  const row = asRecord(value);
  if (!isString(row.slug) || !isString(row.designation) || !isRegulationStatus(row.regulation_status)) {
    throw shapeError(operation, row);
  }
  return {
    slug: row.slug,
    designation: row.designation,
    titleId: textOrNull(row.title_id),
    titleEn: textOrNull(row.title_en),
    status: row.regulation_status,
  };
}

export function toRegulationSummary(operation: string, value: unknown): RegulationSummary {
  const row = asRecord(value);
  const link = toRegulationLink(operation, row);
  if (!isRegulationKind(row.kind) || typeof row.number !== 'number' || typeof row.year !== 'number') {
    throw shapeError(operation, row);
  }
  return {
    ...link,
    kind: row.kind,
    number: row.number,
    year: row.year,
    issuedOn: textOrNull(row.issued_on),
    effectiveOn: textOrNull(row.effective_on),
  };
}

function relationLinks(operation: string, value: unknown, kind: string): RelatedRegulation[] {
  return (Array.isArray(value) ? value : [])
    .filter((relation) => asRecord(relation).kind === kind)
    .map((relation) => {
      const other = asRecord(asRecord(relation).other);
      return { ...toRegulationLink(operation, other), effectiveOn: textOrNull(other.effective_on) };
    });
}
