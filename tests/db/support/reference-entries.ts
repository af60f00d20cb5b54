// The register and the glossary as a reading of the sources meets them: copied from the freshly seeded database into
// a migration test's database (each row as the test says it stood before), and read back for comparison.
import type pg from 'pg';
import { inFreshSeed } from './migration-database.ts';

export type Row = Record<string, string | number | string[] | null>;

const REGULATION_COLUMNS = [
  'slug',
  'kind',
  'number',
  'year',
  'designation',
  'title_id',
  'title_en',
  'issued_on',
  'effective_on',
  'summary_id',
  'summary_en',
  'source_url',
  'source_name',
  'checked_on',
] as const;
const GLOSSARY_COLUMNS = [
  'slug',
  'term_id',
  'term_en',
  'aliases_id',
  'aliases_en',
  'definition_id',
  'definition_en',
  'source_url',
  'source_name',
  'checked_on',
] as const;

async function copy(
  fresh: pg.Client,
  client: pg.Client,
  table: string,
  columns: readonly string[],
  old: (row: Row) => Row,
) {
  const selected = columns.map((column) => (column.endsWith('_on') ? `${column}::text` : column)).join(', ');
  const { rows } = await fresh.query<Row>(`select ${selected} from public.${table} where slug not like 'test-%'`);
  const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ');
  for (const row of rows.map(old)) {
    await client.query(
      `insert into public.${table} (${columns.join(', ')}) values (${placeholders})`,
      columns.map((column) => row[column] ?? null),
    );
  }
}

/** Every register and glossary entry of a fresh seed, each as `regulation` and `term` say it stood before. */
export async function copyReferenceEntries(
  client: pg.Client,
  old: { regulation: (row: Row) => Row; term: (row: Row) => Row },
) {
  await inFreshSeed(async (fresh) => {
    await copy(fresh, client, 'regulations', REGULATION_COLUMNS, old.regulation);
    await copy(fresh, client, 'glossary_entries', GLOSSARY_COLUMNS, old.term);
  });
}

/**
 * The entries' texts, other names and sources, and the reference changes published on `day` in Jakarta (only those
 * about `subjects`, when given): what a reading changes.
 */
export async function referenceState(client: pg.Client, day: string, subjects?: string[]) {
  const rows = async (text: string, params: unknown[] = []) => (await client.query(text, params)).rows;
  return {
    regulations: await rows(
      `select slug, title_id, title_en, issued_on::text, summary_id, summary_en, source_url, source_name,
              checked_on::text
       from public.regulations where slug not like 'test-%' order by slug`,
    ),
    glossary: await rows(
      `select slug, aliases_id, aliases_en, definition_id, definition_en, source_url, source_name, checked_on::text
       from public.glossary_entries where slug not like 'test-%' order by slug`,
    ),
    changes: await rows(
      `select coalesce(r.slug, g.slug) as subject, c.published_at, c.what_was_wrong_id, c.what_is_right_id,
              c.what_was_wrong_en, c.what_is_right_en
       from public.reference_changes c left join public.regulations r on r.id = c.regulation_id
       left join public.glossary_entries g on g.id = c.glossary_entry_id
       where (c.published_at at time zone 'Asia/Jakarta')::date = $1::date
         and ($2::text[] is null or coalesce(r.slug, g.slug) = any($2))
       order by 1, 2`,
      [day, subjects ?? null],
    ),
  };
}
