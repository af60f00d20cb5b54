import type { GlossaryListing } from '~/lib/glossary';
import { asRecord, isString, shapeError } from './rows.server';

/** How a glossary entry is read wherever one is listed or linked: the glossary's queries and a register entry's. */
export const GLOSSARY_LISTING_COLUMNS = 'slug,term_id,term_en,abbreviation';

export function toGlossaryListing(operation: string, value: unknown): GlossaryListing {
  const row = asRecord(value);
  if (!isString(row.slug) || !isString(row.term_id) || !isString(row.term_en)) throw shapeError(operation, row);
  return {
    slug: row.slug,
    term: { id: row.term_id, en: row.term_en },
    abbreviation: isString(row.abbreviation) && row.abbreviation !== '' ? row.abbreviation : null,
  };
}
