import { describe, expect, it } from 'vitest';
import { rolledBackTransactions } from './support/rolled-back.ts';

/**
 * Postgres takes dates the site cannot read: 'infinity', '-infinity', years BC and years past 9999 (a typo of
 * "20245" for 2025 in Studio, an import's placeholder). PostgREST writes them as "infinity", "0044-03-15 BC" or
 * "20245-01-01", which JavaScript's Date cannot parse: such a date on a published article, an entry or an author
 * turned the pages, feeds and sitemaps that show it into 500s and 503s. Every date and time column in public
 * now refuses them, whatever tool writes.
 */

const { client, inRolledBackTransaction } = rolledBackTransactions();

const UNREADABLE = ['infinity', '-infinity', '0044-03-15 BC', '20245-01-01'];

type Column = { table: string; column: string; type: 'date' | 'timestamp with time zone' };

async function dateColumns(): Promise<Column[]> {
  const { rows } = await client().query<Column>(
    `select c.table_name as table, c.column_name as column, c.data_type as type
     from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
     order by 1, 2`,
  );
  return rows;
}

/** Writes `value` into one existing row's column and answers the error code, or null when the write went through. */
async function writeOne({ table, column, type }: Column, value: string): Promise<string | null> {
  let code: string | null = null;
  await inRolledBackTransaction(async () => {
    const { rowCount } = await client().query(`select 1 from public.${table} limit 1`);
    expect(rowCount, `${table} has a row to write`).toBe(1);
    try {
      await client().query(
        `update public.${table} set ${column} = $1::${type === 'date' ? 'date' : 'timestamptz'}
         where ctid = (select ctid from public.${table} limit 1)`,
        [value],
      );
    } catch (error) {
      code = (error as { code?: string }).code ?? 'unknown';
    }
  });
  return code;
}

describe('dates the site cannot read', () => {
  it('are refused in every date and time column, whatever writes them', async () => {
    const columns = await dateColumns();
    // The columns pages, feeds and sitemaps read, at least.
    expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining([
        'articles.published_at',
        'articles.updated_at',
        'articles.revised_at',
        'categories.created_at',
        'regulations.issued_on',
        'regulations.effective_on',
        'regulations.updated_at',
        'glossary_entries.updated_at',
        'authors.updated_at',
        'calendar_rules.updated_at',
        'calendar_holidays.holiday_on',
        'calendar_holiday_years.updated_at',
        'kurs_weeks.valid_from',
        'kurs_weeks.updated_at',
      ]),
    );
    expect(columns.filter((c) => c.type !== 'date' && c.type !== 'timestamp with time zone')).toEqual([]);
    const accepted: string[] = [];
    for (const column of columns) {
      if (column.table === 'article_citations') continue; // a copy of articles.published_at, written by triggers
      for (const value of UNREADABLE) {
        const code = await writeOne(column, value);
        if (code !== '23514') accepted.push(`${column.table}.${column.column} = ${value}: ${code ?? 'accepted'}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('still takes any date from year 1 to 9999', async () => {
    const columns = await dateColumns();
    const refused: string[] = [];
    for (const column of columns) {
      if (column.table === 'article_citations') continue;
      // A kurs pajak week starts on a Wednesday its KMK's year names, lasts seven days and is checked after it
      // is published: its own rules refuse most dates (tests/db/kurs.test.ts).
      if (column.table === 'kurs_weeks' && ['valid_from', 'valid_to', 'checked_on'].includes(column.column)) continue;
      for (const value of ['0001-01-02', '1945-08-17', '9999-12-29']) {
        const code = await writeOne(column, value);
        // A date a row's own rules refuse (a scheduled article's citations, a holiday year's range) is not ours.
        if (code === '23514') refused.push(`${column.table}.${column.column} = ${value}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
