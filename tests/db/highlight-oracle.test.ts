import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highlight } from '../../app/lib/search.ts';
import { seededRandom } from '../../scripts/lib/seeded-random.ts';
import { testBackend } from '../setup/backend.ts';

/**
 * The highlighter must mark what title search matched. Search matches where lower(title) holds lower(query) in
 * Postgres, so for thousands of generated titles and queries the highlighter marks something exactly when
 * Postgres finds the query, and every mark is the query once Postgres lower-cases both. The letters are the ones
 * whose case mappings differ between languages and libraries: dotted and dotless i, sharp s, final sigma, the
 * Kelvin and Ångström signs, title-case digraphs, combining marks and characters outside the basic plane.
 */

const PAIRS = 4000;
const random = seededRandom(23);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const LETTERS = [...'aAiIİıeEsSßẞσΣςkKKåÅÅǆǅǄüÜéÉ\u0301ñÑдДяЯ税🙂𐐀𐐨 -%_'];
const WORDS = ['Pajak', 'PPN', 'İstanbul', 'ΣΟΦΊΑ', 'Größe', 'STRASSE', 'Kelvin', 'Ǆungla', 'naïve', '🙂'];

function generatedText(): string {
  let text = '';
  const length = 1 + Math.floor(random() * 12);
  for (let index = 0; index < length; index++) text += random() < 0.2 ? pick(WORDS) : pick(LETTERS);
  return text;
}

const changeCase = (text: string) =>
  [...text].map((each) => (random() < 0.5 ? each.toUpperCase() : each.toLowerCase())).join('');

function generatedQuery(title: string): string {
  const codePoints = [...title];
  if (random() < 0.3) return changeCase(generatedText()).trim() || 'x';
  const start = Math.floor(random() * codePoints.length);
  const end = start + 1 + Math.floor(random() * (codePoints.length - start));
  const cut = codePoints.slice(start, end).join('');
  return (random() < 0.6 ? changeCase(cut) : cut).trim() || 'x';
}

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: testBackend().dbUrl });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

describe('highlight against Postgres lower()', () => {
  it('marks a match exactly when title search finds the query, and each mark is the query', async () => {
    const titles = Array.from({ length: PAIRS }, generatedText);
    const queries = titles.map(generatedQuery);
    const { rows } = await client.query<{ found: boolean; lowered_query: string; lowered_marks: string[] }>(
      `select strpos(lower(pair.title), lower(pair.query)) > 0 as found, lower(pair.query) as lowered_query,
              array(select lower(mark) from json_array_elements_text(pair.marks::json) as mark) as lowered_marks
         from unnest($1::text[], $2::text[], $3::text[]) with ordinality as pair(title, query, marks, position)
        order by pair.position`,
      [titles, queries, titles.map((title, index) => JSON.stringify(marksOf(title, queries[index] ?? '')))],
    );
    const disagreements = rows.flatMap((row, index) => {
      const marks = marksOf(titles[index] ?? '', queries[index] ?? '');
      const agrees = row.found === marks.length > 0 && row.lowered_marks.every((mark) => mark === row.lowered_query);
      return agrees ? [] : [{ title: titles[index], query: queries[index], found: row.found, marks }];
    });
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(rows.filter((row) => row.found).length).toBeGreaterThan(PAIRS / 2);
  });
});

function marksOf(title: string, query: string): string[] {
  const parts = highlight(title, query);
  expect(parts.map((part) => part.text).join('')).toBe(title);
  return parts.filter((part) => part.match).map((part) => part.text);
}
