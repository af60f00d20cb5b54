import { isLang, type Lang } from '~/i18n/config';
import { type CorrectionEntry, isCorrectionKind } from '~/lib/corrections';
import type { NewsClient } from '~/lib/supabase.server';
import { asRecord, assertPositiveInt, expectRows, isString, shapeError, textOrNull } from './rows.server';

/**
 * The list of corrections (/id/ralat, /en/corrections and their feeds): the `corrections` view, which unites article
 * corrections, reference changes and the revocations the register derives, one round trip a page.
 */

export const CORRECTIONS_PAGE_SIZE = 20;

const COLUMNS =
  'key,kind,published_at,lang,what_was_wrong_id,what_is_right_id,what_was_wrong_en,what_is_right_en,' +
  'subject_slug,subject_category,subject_name_id,subject_name_en,actor_slug,actor_name';

/** A page of the list, newest first; one extra row tells whether a next page exists, so no count is needed. */
export async function listCorrections(
  db: NewsClient,
  page: number,
  pageSize = CORRECTIONS_PAGE_SIZE,
): Promise<{ entries: CorrectionEntry[]; hasNext: boolean }> {
  assertPositiveInt('page', page);
  assertPositiveInt('pageSize', pageSize);
  const from = (page - 1) * pageSize;
  // Newest first; the key breaks ties, so a page never repeats or skips a row of the one before.
  const { data, error } = await db
    .from('corrections')
    .select(COLUMNS)
    .order('published_at', { ascending: false })
    .order('key', { ascending: false })
    .range(from, from + pageSize);
  const rows = expectRows('listCorrections', data, error).map(toEntry);
  return { entries: rows.slice(0, pageSize), hasNext: rows.length > pageSize };
}

/** When the list last changed (its newest entry's date), for the sitemaps; null while it is empty. */
export async function newestCorrectionDate(db: NewsClient): Promise<string | null> {
  const { data, error } = await db
    .from('corrections')
    .select('published_at')
    .order('published_at', { ascending: false })
    .limit(1);
  const [row] = expectRows('newestCorrectionDate', data, error).map(asRecord);
  if (row === undefined) return null;
  return isoTime('newestCorrectionDate', row);
}

function isoTime(operation: string, row: Record<string, unknown>): string {
  const time = isString(row.published_at) ? Date.parse(row.published_at) : Number.NaN;
  if (Number.isNaN(time)) throw shapeError(operation, row);
  return new Date(time).toISOString();
}

function toEntry(value: unknown): CorrectionEntry {
  const row = asRecord(value);
  const lang = row.lang === null ? null : isLang(row.lang) ? row.lang : undefined;
  if (!isString(row.key) || !isCorrectionKind(row.kind) || lang === undefined || !isString(row.subject_slug)) {
    throw shapeError('listCorrections', row);
  }
  const byLang = (prefix: string): Record<Lang, string | null> => ({
    id: textOrNull(row[`${prefix}_id`]),
    en: textOrNull(row[`${prefix}_en`]),
  });
  const entry: CorrectionEntry = {
    key: row.key,
    kind: row.kind,
    publishedAt: isoTime('listCorrections', row),
    lang,
    whatWasWrong: byLang('what_was_wrong'),
    whatIsRight: byLang('what_is_right'),
    subject: { slug: row.subject_slug, category: textOrNull(row.subject_category), name: byLang('subject_name') },
    actor: isString(row.actor_slug) && isString(row.actor_name) ? { slug: row.actor_slug, name: row.actor_name } : null,
  };
  // Only a revocation may go without words of its own (the page words it); every entry names what it concerns.
  const worded = entry.whatWasWrong.id ?? entry.whatWasWrong.en;
  const named = entry.subject.name.id ?? entry.subject.name.en;
  if (!named || (entry.kind === 'revocation' ? !entry.actor : !worded)) throw shapeError('listCorrections', row);
  return entry;
}
