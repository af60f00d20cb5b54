import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { findCitations } from '~/lib/citations';
import { testBackend } from '../setup/backend.ts';
import { sql } from '../setup/db.ts';
import { setUpCitedRegulations } from './support/cited-regulations.ts';

/**
 * The SQL parser behind article_citations must agree with the TypeScript one that links citations in the page,
 * and read any body in one pass. Rows here are named test-cit-* and removed afterwards.
 */

const backend = testBackend();

setUpCitedRegulations();

/** The names the database knows and the keys it reads from `bodies`, in one statement so both see one state. */
async function databaseKeys(bodies: string[]) {
  const [row] = await sql<{ names: [string, string][]; keys: string[][] }>(
    `select
       (select coalesce(json_agg(json_build_array(upper(n.name), r.cite_key)), '[]')
        from public.regulation_names n join public.regulations r on r.id = n.regulation_id) as names,
       (select coalesce(json_agg(public.citation_keys(b.body) order by b.i), '[]')
        from unnest($1::text[]) with ordinality as b (body, i)) as keys`,
    [bodies],
  );
  return { names: new Map(row?.names ?? []), keys: row?.keys ?? [] };
}

const typescriptKeys = (body: string, names: ReadonlyMap<string, string>) =>
  [...new Set(findCitations(body, names).map((citation) => citation.key))].sort();

/** Text mixing every form, near misses and separators, from a fixed seed so a failure can be replayed. */
function generatedBodies(count: number): string[] {
  let seed = 20261123;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const space = () => pick([' ', ' ', ' ', '  ', '   ', '    ', '\t', '\u00a0', '\n', '']);
  const number = () => pick(['1', '58', '168', '02', '007', '0', '0000', '12345', '123456', '901']);
  const year = () => pick(['2023', '2021', '2031', '1945', '1944', '2100', '2101', '20234', '202']);
  const kinds = [
    'PMK',
    'pmk',
    'PP',
    'UU',
    'KMK',
    'Perpu',
    'Perppu',
    'Perpres',
    'Peraturan Pemerintah',
    'Undang-Undang',
    'Peraturan Pemerintah Pengganti Undang-Undang',
    'Undang Undang',
    'Peraturan Menteri Keuangan',
    'Law',
    'Keputusan Menteri Keuangan',
    'Peraturan Presiden',
    'Government Regulation',
    'Presidential Regulation',
    'Government Regulation in Lieu of Law',
    'Minister of Finance Regulation',
    'Finance Minister Regulation',
    'MoF Regulation',
    'MoF Decree',
    'Regulation of the Minister of Finance',
    'PPh',
    'XPMK',
    'UUD',
    'RUU',
    'Nomor',
  ];
  const numberWord = () => pick(['', `Nomor${space()}`, `No.${space()}`, 'No. ', 'Number ', `No${space()}`]);
  const fragment = (): string => {
    const roll = random();
    if (roll < 0.3) {
      const separator = pick(['/', `${space()}Tahun${space()}`, ' of ', ' of year ', ' year ', '-', '/ ']);
      return `${pick(kinds)}${pick([space(), '-'])}${numberWord()}${number()}${separator}${year()}`;
    }
    if (roll < 0.45) {
      const prefix = pick(['', `${pick(kinds)}${space()}${numberWord()}`, `${pick(kinds)}-`]);
      return `${prefix}${number()}/${pick(['PMK', 'KMK', 'pmk', 'PJ', 'BC'])}.${pick(['03', '010', '1', '0100'])}/${year()}`;
    }
    if (roll < 0.6) {
      const issuer = pick([
        '',
        'Peraturan Dirjen Pajak ',
        'PER Dirjen Pajak ',
        'Director General of Taxes Regulation ',
        'Surat Edaran Dirjen Pajak ',
        'DGT Circular Letter ',
        'Peraturan Direktur Jenderal Pajak ',
      ]);
      return `${issuer}${numberWord()}${pick(['PER', 'SE', 'per', 'S'])}-${number()}/${pick(['PJ', 'PJ.03', 'BC', 'pj'])}/${year()}`;
    }
    if (roll < 0.8) {
      const name = pick([
        'Testcita',
        'testcita',
        'Testcita Dua',
        'Testcita  Dua',
        'Testcita Tiga',
        'Testcita Dua Nama Lengkap',
        'Testcita Dua Nama',
        'testcita dua\u00a0nama  lengkap',
        'Testcita Dua Nama\nLengkap',
        'Testcita Dua Nama LengkapX',
        'HPP',
        'KUP',
        'Bea Meterai',
        'PPh',
        'Tidakada',
        'TestcitaX',
        'Testcita2',
      ]);
      return `${pick(['UU', 'Undang-Undang', 'uu', 'the', 'UUD', ''])}${space()}${name}${pick(['', `${space()}Law`, ' law', ' Lawyer', ' dan', ','])}`;
    }
    return pick([
      'wajib pajak',
      '168/2023',
      '2023/2024',
      'https://jdih.kemenkeu.go.id/pmk/168/2023/',
      'é',
      'x',
      '(',
      ')',
      '[',
      '](https://x.test/PMK-1/PMK.03/2023)',
      '`',
      '.',
      ',',
      '_',
      '-',
      '/',
      'PMK',
      '1/',
      'Tahun',
    ]);
  };
  return Array.from({ length: count }, () => {
    const parts = Array.from(
      { length: 1 + Math.floor(random() * 6) },
      () => fragment() + pick([' ', '', ', ', '\n', ' dan ', '(', ')', '.', '-', '/', 'x', '**']),
    );
    return parts.join('');
  });
}

describe('the SQL parser agrees with the TypeScript one', () => {
  it('on every seed article', async () => {
    const bodies = (
      await sql<{ body: string }>("select body from public.articles where slug not like 'test-%' order by id")
    ).map((row) => row.body);
    const { names, keys } = await databaseKeys(bodies);
    expect(bodies.length).toBeGreaterThan(60);
    // The seed cites regulations in several forms: the comparison below is not between empty sets.
    expect(new Set(keys.flat()).size).toBeGreaterThanOrEqual(8);
    bodies.forEach((body, i) => {
      expect(typescriptKeys(body, names), body.slice(0, 80)).toEqual(keys[i]);
    });
  });

  it('on generated text mixing every form with near misses', async () => {
    const bodies = generatedBodies(600);
    const { names, keys } = await databaseKeys(bodies);
    expect(names.get('TESTCITA DUA')).toBe('uu/903/2031');
    expect(names.get('TESTCITA DUA NAMA LENGKAP')).toBe('uu/904/2031');
    expect(keys.filter((each) => each.length > 0).length).toBeGreaterThan(150);
    expect(new Set(keys.flat()).size).toBeGreaterThan(50);
    bodies.forEach((body, i) => {
      expect(typescriptKeys(body, names), JSON.stringify(body)).toEqual(keys[i]);
    });
  });
});

describe('the parser in the database', () => {
  it('writes 1 MB hostile bodies well within a statement timeout', async () => {
    const client = new pg.Client({ connectionString: backend.dbUrl });
    await client.connect();
    try {
      // A backtracking parser would take minutes on these; each must cost about one pass over the text.
      await client.query("set statement_timeout = '10s'");
      const size = 1_000_000;
      const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length));
      const hostile = [
        fill('PMK '),
        fill('1/'),
        fill('Nomor 1 Tahun '),
        fill('PMK Nomor 12 Tahun '),
        fill('Peraturan Pemerintah Pengganti Undang-Undang Nomor 1 Tahun 20 '),
        fill('UU Testcita_'),
        fill('9'),
        fill(' '),
      ];
      for (const [index, body] of hostile.entries()) {
        const slug = `test-cit-hostile-${index}`;
        await client.query("insert into public.articles (slug, title, lang, body) values ($1, $1, 'id', $2)", [
          slug,
          body,
        ]);
        await client.query("update public.articles set body = body || ' PMK 901/2031' where slug = $1", [slug]);
      }
      // Citations back to back, every one different: the costliest text there is, per byte.
      const dense = Array.from({ length: 20_000 }, (_, i) => `PP ${i + 1}/2023`).join(' ');
      await client.query(
        "insert into public.articles (slug, title, lang, body) values ('test-cit-dense', 'x', 'id', $1)",
        [dense],
      );
      const { rows } = await client.query<{ n: string }>(
        "select count(*) as n from public.article_citations c join public.articles a on a.id = c.article_id where a.slug = 'test-cit-dense'",
      );
      expect(Number(rows[0]?.n)).toBe(20_000);
    } finally {
      await client.end();
    }
    const keys = await sql<{ slug: string; keys: string[] }>(
      `select a.slug, array(select c.cite_key from public.article_citations c where c.article_id = a.id) as keys
       from public.articles a where a.slug like 'test-cit-hostile-%' order by a.slug`,
    );
    expect(keys.map((row) => row.keys)).toEqual(Array.from({ length: 8 }, () => ['pmk/901/2031']));
  }, 120_000);
});
