import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../scripts/lib/seeded-random.ts';
import { testBackend } from '../setup/backend.ts';

/**
 * The oracle for the suggestions every search makes: public.search_regulations and public.search_glossary,
 * called as anon, must answer exactly what the plain ILIKE queries they were first written as answer (the SQL
 * below, as in migrations 20261123000000 and 20261124000000), for random texts over the seed plus a few
 * hundred generated regulations, short names and glossary entries: pieces of designations, titles and names
 * cut anywhere, the spellings of kind/number/year, texts that match nothing, `%`, `_`, `\`, mixed case,
 * non-ASCII, spaces around the text. One REPEATABLE READ transaction, rolled back at the end.
 */

const REGULATIONS = 300;
const TERMS = 300;
const QUERIES = 1500;

let client: pg.Client;

const random = seededRandom(23);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const KINDS = ['uu', 'perpu', 'pp', 'perpres', 'pmk', 'kmk', 'per-djp', 'se-djp', 'perda'];
const WORDS = [
  'Pajak',
  'Penghasilan',
  'Pertambahan Nilai',
  'Tax',
  'Income',
  'Bea Meterai',
  'tata cara',
  'PPh 21',
  'Größe',
  'ÉTÉ',
  'İstanbul',
  'ΣΟΦΊΑ',
  '日本の税',
  '12%',
  'a_b',
  'C:\\pajak',
  'Nomor 7',
  'Tahun 2021',
  'naïve',
  '🙂',
];
const SPECIAL = ['%', '_', '\\', '%%', '\\%', '_%', 'a%', '%a', '\\\\', '12%', 'a_b', '%_\\'];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];

const cased = (text: string) => {
  const shape = random();
  return shape < 0.2 ? text.toUpperCase() : shape < 0.4 ? text.toLowerCase() : text;
};
const phrase = (min: number, max: number) => Array.from({ length: int(min, max) }, () => cased(pick(WORDS))).join(' ');
const letters = (min: number, max: number) => Array.from({ length: int(min, max) }, () => pick(LETTERS)).join('');
const arrayLiteral = (items: string[]) => `{${items.map((item) => JSON.stringify(item)).join(',')}}`;

beforeAll(async () => {
  client = new pg.Client({ connectionString: testBackend().dbUrl });
  await client.connect();
  await client.query('begin isolation level repeatable read');

  const regulations = Array.from({ length: REGULATIONS }, (_, i) => {
    const kind = pick(KINDS);
    const number = int(1, 400);
    const year = int(1990, 2030);
    const designation = pick([
      `${number}/PMK.0${int(1, 9)}/${year}`,
      `PER-${number}/PJ/${year}`,
      `SE-${number}/PJ/${year}`,
      `${kind.toUpperCase()} ${number} ${cased(pick(WORDS))}`,
    ]);
    const titleId = random() < 0.2 ? null : phrase(1, 5);
    const titleEn = random() < 0.4 ? null : phrase(1, 5);
    return [`oracle-reg-${i}`, kind, number, year, designation, titleId, titleEn];
  });
  await client.query(
    `insert into public.regulations (slug, kind, number, year, designation, title_id, title_en)
     select * from unnest($1::text[], $2::text[], $3::int[], $4::smallint[], $5::text[], $6::text[], $7::text[])
     on conflict do nothing`,
    Array.from({ length: 7 }, (_, column) => regulations.map((row) => row[column])),
  );
  await client.query(
    `insert into public.regulation_names (name, regulation_id)
     select n.name, r.id
     from unnest($1::text[], $2::int[]) as n(name, i)
     join public.regulations as r on r.slug = 'oracle-reg-' || n.i
     on conflict do nothing`,
    [
      Array.from({ length: 80 }, () => (random() < 0.5 ? letters(2, 8) : `${letters(2, 6)} ${letters(2, 6)}`)),
      Array.from({ length: 80 }, () => int(0, REGULATIONS - 1)),
    ],
  );

  const name = () => (random() < 0.3 ? letters(2, 6) : phrase(1, 3));
  const names = () => arrayLiteral(Array.from({ length: int(0, 3) }, name));
  const terms = Array.from({ length: TERMS }, (_, i) => [
    `oracle-term-${i}`,
    name(),
    name(),
    random() < 0.5 ? null : letters(2, 8),
    names(),
    names(),
  ]);
  await client.query(
    `insert into public.glossary_entries
       (slug, term_id, term_en, abbreviation, aliases_id, aliases_en, definition_id, definition_en)
     select slug, term_id, term_en, abbreviation, aliases_id::text[], aliases_en::text[], 'Definisi.', 'Definition.'
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       as t(slug, term_id, term_en, abbreviation, aliases_id, aliases_en)`,
    Array.from({ length: 6 }, (_, column) => terms.map((row) => row[column])),
  );
});

afterAll(async () => {
  if (!client) return;
  await client.query('rollback');
  await client.end();
});

/** Random texts cut from every field the two searches read, or made to match nothing. */
async function texts(count: number): Promise<string[]> {
  const { rows } = await client.query<{ field: string }>(
    `select field from (
       select unnest(array[designation, title_id, title_en, number || '/' || year,
         upper(split_part(kind, '-', 1)) || ' ' || number || '/' || year,
         upper(split_part(kind, '-', 1)) || ' Nomor ' || number || ' Tahun ' || year]) as field
       from public.regulations
       union all select name from public.regulation_names
       union all select unnest(array[term_id, term_en, abbreviation] || aliases_id || aliases_en)
       from public.glossary_entries
     ) as fields where field is not null`,
  );
  const fields = rows.map((row) => row.field);
  const out: string[] = [];
  while (out.length < count) {
    const kind = random();
    const source = [...pick(fields)];
    let text: string;
    if (kind < 0.15) text = source.join('');
    else if (kind < 0.6) {
      const start = int(0, source.length - 1);
      text = source.slice(start, start + int(1, 14)).join('');
    } else if (kind < 0.75) text = letters(3, 7);
    else if (kind < 0.85) text = pick(SPECIAL);
    else text = `${pick(['', ' ', '  '])}${source.slice(0, int(1, 6)).join('')}${pick(['', ' ', '  '])}`;
    text = cased(text);
    // Both functions answer nothing for a text that is blank once spaces are trimmed (btrim trims spaces only).
    if (text.replace(/^ +| +$/g, '') !== '') out.push(text);
  }
  return out;
}

/** btrim(text) as a LIKE pattern: only spaces are trimmed, and %, _ and \ stand for themselves. */
const literal = (text: string) => text.replace(/^ +| +$/g, '').replace(/[\\%_]/g, '\\$&');

async function expectedRegulations(queries: string[]): Promise<string[][]> {
  const { rows } = await client.query<{ hits: string[] }>(
    `select array(
       select r.slug || ' ' || public.regulation_status(r) from public.regulations as r
       where r.designation ilike ask.pattern
         or (r.number || '/' || r.year) ilike ask.pattern
         or (upper(split_part(r.kind, '-', 1)) || ' ' || r.number || '/' || r.year) ilike ask.pattern
         or (upper(split_part(r.kind, '-', 1)) || ' nomor ' || r.number || ' tahun ' || r.year) ilike ask.pattern
         or r.title_id ilike ask.pattern
         or r.title_en ilike ask.pattern
         or exists (select 1 from public.regulation_names n where n.regulation_id = r.id and n.name ilike ask.pattern)
       order by r.year desc, r.number desc, r.id desc
       limit 5
     ) as hits
     from unnest($1::text[]) with ordinality as ask(pattern, n) order by ask.n`,
    [queries.map((query) => `%${literal(query)}%`)],
  );
  return rows.map((row) => row.hits);
}

async function expectedTerms(queries: string[]): Promise<string[][]> {
  const { rows } = await client.query<{ hits: string[] }>(
    `select array(
       select g.slug from public.glossary_entries as g
       cross join lateral (
         select min(case when name ilike ask.literal then 0 when name ilike ask.literal || '%' then 1 else 2 end) as rank
         from unnest(array[g.term_id, g.term_en, g.abbreviation] || g.aliases_id || g.aliases_en) as name
         where name ilike '%' || ask.literal || '%'
       ) as best
       where best.rank is not null
       order by best.rank, lower(g.term_id) collate "C", g.id
       limit 5
     ) as hits
     from unnest($1::text[]) with ordinality as ask(literal, n) order by ask.n`,
    [queries.map(literal)],
  );
  return rows.map((row) => row.hits);
}

/** What anon gets from the two functions, as PostgREST would call them. */
async function actual(queries: string[]): Promise<{ regulations: string[][]; terms: string[][] }> {
  await client.query('savepoint as_anon');
  try {
    await client.query('set local role anon');
    const { rows } = await client.query<{ regulations: string[]; terms: string[] }>(
      `select array(select r.slug || ' ' || r.status from public.search_regulations(ask.q) as r) as regulations,
              array(select g.slug from public.search_glossary(ask.q) as g) as terms
       from unnest($1::text[]) with ordinality as ask(q, n) order by ask.n`,
      [queries],
    );
    return { regulations: rows.map((row) => row.regulations), terms: rows.map((row) => row.terms) };
  } finally {
    await client.query('rollback to savepoint as_anon');
  }
}

describe('search suggestions against a plain ILIKE', () => {
  it(`answer ${QUERIES} random texts exactly as the ILIKE queries do`, { timeout: 120_000 }, async () => {
    const queries = await texts(QUERIES);
    const regulations = await expectedRegulations(queries);
    const terms = await expectedTerms(queries);
    const got = await actual(queries);
    const differences = queries.flatMap((q, i) => [
      ...(JSON.stringify(regulations[i]) === JSON.stringify(got.regulations[i])
        ? []
        : [{ q, search: 'regulations', expected: regulations[i], actual: got.regulations[i] }]),
      ...(JSON.stringify(terms[i]) === JSON.stringify(got.terms[i])
        ? []
        : [{ q, search: 'glossary', expected: terms[i], actual: got.terms[i] }]),
    ]);
    expect(differences.slice(0, 5)).toEqual([]);
    // Both kinds of answer were exercised, not only empty ones.
    const withHits = (answers: string[][]) => answers.filter((hits) => hits.length > 0).length;
    expect(withHits(regulations)).toBeGreaterThan(QUERIES / 4);
    expect(withHits(terms)).toBeGreaterThan(QUERIES / 4);
    expect(QUERIES - withHits(regulations)).toBeGreaterThan(QUERIES / 20);
    expect(QUERIES - withHits(terms)).toBeGreaterThan(QUERIES / 20);
  });
});
