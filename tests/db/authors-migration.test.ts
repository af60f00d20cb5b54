import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationDatabase } from './support/migration-database.ts';

/**
 * The authors migration on a database that already holds articles with free-text bylines, as `supabase db push`
 * meets a hosted project: a throwaway database in the test cluster gets the migrations before it, articles with
 * every kind of name, then the migration itself. No name may be lost.
 */

const AUTHORS_MIGRATION = '20261126000000_authors.sql';
const DATABASE = `newstax_authors_migration_${process.pid}`;

const LONG_NAME = Array.from({ length: 40 }, () => 'Panjang').join(' ');

// slug, name as written (null: no byline), published (false: a draft, whose byline counts as much).
const BYLINES: [string, string | null, boolean][] = [
  ['a-rina-1', 'Rina Hapsari', true],
  ['a-rina-2', 'Rina Hapsari', true],
  ['a-rina-lower', 'rina hapsari', true],
  ['a-rina-spaces', '  Rina   Hapsari ', true],
  ['a-rina-nbsp', 'Rina\u00a0Hapsari', false],
  ['a-rina-hyphen', 'Rina-Hapsari', true],
  ['a-omer', 'Ömer Çelik', true],
  ['a-nguyen', 'Nguyễn Văn An', true],
  ['a-li', '李明', true],
  ['a-wang', '王芳', true],
  ['a-quotes', "D'Angelo O'Neil", true],
  ['a-tab', 'Fajar\tNugroho', true],
  ['a-fajar', 'Fajar Nugroho', true],
  ['a-long', LONG_NAME, true],
  ['a-null', null, true],
  ['a-empty', '', true],
  ['a-blank', ' \t ', true],
];

/** The migration's rule for one person: white space (non-breaking too) collapsed and trimmed, case ignored. */
const personKey = (name: string) =>
  name
    .replace(/[\s\u00a0\u2007\u202f]+/g, ' ')
    .trim()
    .toLowerCase();

let database: MigrationDatabase;
let client: pg.Client;
let before: { slug: string; author: string | null; updated_at: Date }[] = [];

beforeAll(async () => {
  database = await databaseBefore(DATABASE, AUTHORS_MIGRATION);
  client = database.client;
  for (const [slug, author, published] of BYLINES) {
    await client.query(
      `insert into public.articles (slug, title, lang, author, published_at, updated_at)
       values ($1, $1, 'id', $2, case when $3 then now() - interval '2 days' end, now() - interval '1 day')`,
      [slug, author, published],
    );
  }
  before = (await client.query('select slug, author, updated_at from public.articles order by slug')).rows;
  await database.apply(AUTHORS_MIGRATION);
}, 60_000);

afterAll(async () => {
  await database?.drop();
});

describe('moving free-text bylines into authors', () => {
  it('gives every article that had a name an author of that name, up to white space and case', async () => {
    const after = await client.query<{ slug: string; name: string | null }>(
      `select a.slug, au.name from public.articles a left join public.authors au on au.id = a.author_id order by a.slug`,
    );
    expect(after.rows.map((row) => row.slug)).toEqual(before.map((row) => row.slug));
    for (const row of before) {
      const moved = after.rows.find((each) => each.slug === row.slug);
      const written = row.author === null ? '' : personKey(row.author);
      if (written === '') expect(moved?.name, row.slug).toBeNull();
      else expect(personKey(moved?.name ?? ''), row.slug).toBe(written);
    }
  });

  it('makes one author per person, spelled as most of their articles spell them, with a slug each', async () => {
    const authors = await client.query<{ slug: string; name: string }>(
      'select slug, name from public.authors order by slug',
    );
    const people = new Set(before.flatMap((row) => (row.author?.trim() ? [personKey(row.author)] : [])));
    expect(authors.rows).toHaveLength(people.size);
    expect(authors.rows).toEqual(
      [
        { slug: 'd-angelo-o-neil', name: "D'Angelo O'Neil" },
        { slug: 'fajar-nugroho', name: 'Fajar Nugroho' },
        { slug: 'nguyen-van-an', name: 'Nguyễn Văn An' },
        { slug: 'omer-celik', name: 'Ömer Çelik' },
        // A slug stops at 80 characters, never on a hyphen; the name is kept whole.
        { slug: Array.from({ length: 10 }, () => 'panjang').join('-'), name: LONG_NAME },
        // Names in a script without Latin letters still get a page; the hyphenated Rina is another person.
        { slug: 'penulis', name: '李明' },
        { slug: 'penulis-2', name: '王芳' },
        { slug: 'rina-hapsari', name: 'Rina Hapsari' },
        { slug: 'rina-hapsari-2', name: 'Rina-Hapsari' },
      ].sort((a, b) => a.slug.localeCompare(b.slug)),
    );
  });

  it('keeps every updated_at: moving the byline is not an edit', async () => {
    const after = await client.query<{ slug: string; updated_at: Date }>(
      'select slug, updated_at from public.articles order by slug',
    );
    expect(after.rows.map((row) => [row.slug, row.updated_at.toISOString()])).toEqual(
      before.map((row) => [row.slug, row.updated_at.toISOString()]),
    );
  });

  it('drops the text column, and serves the name under its old name to readers that ask for it', async () => {
    const columns = await client.query(
      "select 1 from information_schema.columns where table_schema = 'public' and table_name = 'articles' and column_name = 'author'",
    );
    expect(columns.rows).toEqual([]);
    const names = await client.query<{ slug: string; author: string | null }>(
      'select a.slug, public.author(a) as author from public.articles a order by a.slug',
    );
    const authors = await client.query<{ slug: string; name: string | null }>(
      'select a.slug, au.name from public.articles a left join public.authors au on au.id = a.author_id order by a.slug',
    );
    expect(names.rows.map((row) => [row.slug, row.author])).toEqual(authors.rows.map((row) => [row.slug, row.name]));
  });
});
