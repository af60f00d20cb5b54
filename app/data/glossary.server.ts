import type { Lang } from '~/i18n/config';
import type { ArticleSummary } from '~/lib/articles';
import type { SetDeadline } from '~/lib/deadline-rules';
import { firstSentence, type GlossaryLink, type GlossaryListing, type GlossaryTerm } from '~/lib/glossary';
import type { RegulationLink } from '~/lib/regulations';
import { SOURCE_COLUMNS, type Source } from '~/lib/sources';
import type { NewsClient } from '~/lib/supabase.server';
import { toSummary } from './article-rows.server';
import { RULE_WHEN_COLUMNS, toRuleWhen } from './calendar-rules.server';
import { GLOSSARY_LISTING_COLUMNS, toGlossaryListing } from './glossary-rows.server';
import { cachedPerIsolate } from './isolate-cache.server';
import { entryLastModified, STATUS_DAYS_COLUMNS, statusDays, toRegulationLink } from './regulations.server';
import { asRecord, everyRow, expectRows, intOrNull, isString, shapeError, toSource } from './rows.server';

/** The queries behind the glossary, its entries and the terms articles explain; `search.server.ts` reads /search's suggestions. */

const LISTING = GLOSSARY_LISTING_COLUMNS;
const LATEST_ARTICLES = 6;

export type GlossaryEntry = GlossaryListing & {
  aliases: Record<Lang, string[]>;
  /** Markdown, 2–5 sentences. */
  definition: Record<Lang, string>;
  updatedAt: string;
  related: GlossaryLink[];
  regulations: RegulationLink[];
  /** The calendar's deadlines that name the term, in the calendar's order. */
  deadlines: SetDeadline[];
  /** Where the definition comes from and when it was checked against it. */
  source: Source;
};

/** Every entry, for the A–Z index; the glossary holds hundreds of entries, not millions. */
export async function listGlossary(db: NewsClient): Promise<GlossaryListing[]> {
  const rows = await everyRow('listGlossary', (from, to) =>
    db.from('glossary_entries').select(LISTING).order('id').range(from, to),
  );
  return rows.map((row) => toGlossaryListing('listGlossary', row));
}

/**
 * Every entry with when its page last changed, for the sitemaps: its updated_at (which the triggers move when a
 * linked term, regulation or deadline changes) or, if later, the day a regulation it lists changed status by date.
 */
export async function sitemapGlossary(
  db: NewsClient,
  now = new Date(),
): Promise<{ slug: string; lastModified: string }[]> {
  const rows = await everyRow('sitemapGlossary', (from, to) =>
    db
      .from('glossary_entries')
      .select(`slug,updated_at,regulations:glossary_regulations(regulation:regulations(${STATUS_DAYS_COLUMNS}))`)
      .order('id')
      .range(from, to),
  );
  return rows.map((row) => {
    if (!isString(row.slug) || !isString(row.updated_at)) throw shapeError('sitemapGlossary', row);
    const links = Array.isArray(row.regulations) ? row.regulations : [];
    const days = links.flatMap((link: unknown) => statusDays(asRecord(asRecord(link).regulation)));
    return { slug: row.slug, lastModified: entryLastModified(row.updated_at, days, now) };
  });
}

/** One entry with its related entries (both directions), regulations and the deadlines naming it, in one query. */
export async function getGlossaryEntry(db: NewsClient, slug: string): Promise<GlossaryEntry | null> {
  const { data, error } = await db
    .from('glossary_entries')
    .select(
      `${LISTING},aliases_id,aliases_en,definition_id,definition_en,${SOURCE_COLUMNS},updated_at,` +
        `relatedTo:glossary_related!entry_id(other:glossary_entries!related_id(${LISTING})),` +
        `relatedFrom:glossary_related!related_id(other:glossary_entries!entry_id(${LISTING})),` +
        'regulations:glossary_regulations(regulation:regulations(slug,designation,title_id,title_en,regulation_status)),' +
        `deadlines:calendar_rule_terms(rule:calendar_rules(${RULE_WHEN_COLUMNS},position,id))`,
    )
    .eq('slug', slug)
    .limit(1);
  const [row] = expectRows('getGlossaryEntry', data as Record<string, unknown>[] | null, error);
  if (!row) return null;
  if (!isString(row.definition_id) || !isString(row.definition_en) || !isString(row.updated_at)) {
    throw shapeError('getGlossaryEntry', row);
  }
  const others = (value: unknown) =>
    (Array.isArray(value) ? value : []).map((link: unknown) =>
      toGlossaryListing('getGlossaryEntry', asRecord(link).other),
    );
  return {
    ...toGlossaryListing('getGlossaryEntry', row),
    aliases: { id: strings(row.aliases_id), en: strings(row.aliases_en) },
    definition: { id: row.definition_id, en: row.definition_en },
    updatedAt: row.updated_at,
    related: [...others(row.relatedTo), ...others(row.relatedFrom)],
    regulations: (Array.isArray(row.regulations) ? row.regulations : []).map((link: unknown) =>
      toRegulationLink('getGlossaryEntry', asRecord(link).regulation),
    ),
    deadlines: inCalendarOrder(Array.isArray(row.deadlines) ? row.deadlines : []).map((rule) =>
      toRuleWhen('getGlossaryEntry deadlines', rule),
    ),
    source: toSource('getGlossaryEntry', row),
  };
}

/** The latest published articles in `lang` whose titles name the entry (its term, abbreviation or an alias). */
export async function articlesForTerm(db: NewsClient, slug: string, lang: Lang): Promise<ArticleSummary[]> {
  const args = { entry_slug: slug, article_lang: lang, max_results: LATEST_ARTICLES };
  const { data, error } = await db.rpc('articles_for_term', args);
  return expectRows<Record<string, unknown>>('articlesForTerm', data, error).map((row) =>
    toSummary('articlesForTerm', row),
  );
}

/**
 * Every term with what an article needs to explain it, read at most once a minute per isolate. The same array
 * comes back until then, which is what lets the body renderer reuse the matcher it built for it.
 */
export const cachedGlossaryTerms = cachedPerIsolate(glossaryTerms);

async function glossaryTerms(db: NewsClient): Promise<GlossaryTerm[]> {
  const rows = await everyRow('glossaryTerms', (from, to) =>
    db
      .from('glossary_entries')
      .select(`${LISTING},aliases_id,aliases_en,definition_id,definition_en`)
      .order('id')
      .range(from, to),
  );
  return rows.map((row) => toTerm('glossaryTerms', row));
}

/** The rules behind the links, as the calendar lists them (position, then id): a join table cannot order by them. */
function inCalendarOrder(links: unknown[]): Record<string, unknown>[] {
  const rules = links.map((link) => asRecord(asRecord(link).rule));
  const order = (rule: Record<string, unknown>) => [intOrNull(rule.position) ?? 0, intOrNull(rule.id) ?? 0];
  return rules.sort((a, b) => {
    const [positionA = 0, idA = 0] = order(a);
    const [positionB = 0, idB = 0] = order(b);
    return positionA - positionB || idA - idB;
  });
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter(isString) : [];
}

export function toTerm(operation: string, value: unknown): GlossaryTerm {
  const row = asRecord(value);
  if (!isString(row.definition_id) || !isString(row.definition_en)) throw shapeError(operation, row);
  return {
    ...toGlossaryListing(operation, row),
    aliases: { id: strings(row.aliases_id), en: strings(row.aliases_en) },
    shortDefinition: { id: firstSentence(row.definition_id), en: firstSentence(row.definition_en) },
  };
}
