import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type MigrationDatabase, migratedScenarios } from './support/migration-database.ts';

/**
 * Laws' full names on databases seeded before them: one with the seed's laws and articles that write the names
 * out, one where an editor had already used two of the names, and one with an empty register.
 */

const MIGRATION = '20261201000800_full_law_names.sql';

const LAWS = [
  ['uu-6-1983', 6, 1983, 'KUP'],
  ['uu-7-1983', 7, 1983, 'PPh'],
  ['uu-7-2021', 7, 2021, 'HPP'],
  ['uu-1-2022', 1, 2022, 'HKPD'],
] as const;

const ARTICLES = {
  'full-id': ['id', 'Sejak UU Harmonisasi Peraturan Perpajakan (HPP) berlaku, tarif PPN naik.'],
  'full-en': ['en', 'As mandated by the Tax Harmonisation Law and Article 7 of the General Tax Provisions Law.'],
  'income-tax': ['en', 'The Article 17 rates of the Income Tax Law apply in December.'],
  hkpd: ['id', '[UU Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah (HKPD)](https://x.test/)'],
  short: ['id', 'UU HPP dan PMK 168/2023.'],
  plain: ['id', 'Harmonisasi peraturan perpajakan dibahas; the law alone is no citation.'],
} as const;

async function seedOld(client: pg.Client, edited: boolean) {
  for (const [slug, number, year, name] of LAWS) {
    const { rows } = await client.query<{ id: string }>(
      `insert into public.regulations (slug, kind, number, year, designation) values ($1, 'uu', $2, $3, $1) returning id`,
      [slug, number, year],
    );
    await client.query('insert into public.regulation_names (name, regulation_id) values ($1, $2)', [
      name,
      rows[0]?.id,
    ]);
  }
  if (edited) {
    // An editor's own choices: "Income Tax" for the HPP Law, and the American spelling in another case.
    await client.query(
      `insert into public.regulation_names (name, regulation_id)
       select name, (select id from public.regulations where slug = 'uu-7-2021')
       from unnest(array['Income Tax', 'TAX HARMONIZATION']) as name`,
    );
  }
  for (const [slug, [lang, body]] of Object.entries(ARTICLES)) {
    await client.query(
      `insert into public.articles (slug, title, lang, body, published_at) values ($1, $1, $2, $3, now())`,
      [slug, lang, body],
    );
  }
}

type State = { names: string[]; citations: Record<string, string[]> };

async function state(client: pg.Client): Promise<State> {
  const names = await client.query<{ entry: string }>(
    `select r.slug || ' ' || n.name as entry from public.regulation_names n
     join public.regulations r on r.id = n.regulation_id order by 1`,
  );
  const citations = await client.query<{ slug: string; keys: string[] }>(
    `select a.slug, array(select c.cite_key from public.article_citations c where c.article_id = a.id order by 1) as keys
     from public.articles a order by a.slug`,
  );
  return {
    names: names.rows.map((row) => row.entry),
    citations: Object.fromEntries(citations.rows.map((row) => [row.slug, row.keys])),
  };
}

const { databases, before } = migratedScenarios('newstax_full_law_names', MIGRATION, seedOld, state);

const client = (name: 'seeded' | 'edited' | 'empty') => databases[name]?.client as pg.Client;

describe('the laws’ full names of 2026-12-01', () => {
  it('names the seeded laws in full and cites them in the articles that write them out', async () => {
    expect(before.seeded?.citations).toEqual({
      'full-en': [],
      'full-id': [],
      hkpd: [],
      'income-tax': [],
      plain: [],
      short: ['pmk/168/2023', 'uu/7/2021'],
    });
    const after = await state(client('seeded'));
    expect(after.names).toEqual([
      'uu-1-2022 HKPD',
      'uu-1-2022 Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah',
      'uu-6-1983 General Tax Provisions',
      'uu-6-1983 KUP',
      'uu-7-1983 Income Tax',
      'uu-7-1983 PPh',
      'uu-7-2021 HPP',
      'uu-7-2021 Harmonisasi Peraturan Perpajakan',
      'uu-7-2021 Tax Harmonisation',
      'uu-7-2021 Tax Harmonization',
    ]);
    expect(after.citations).toEqual({
      'full-en': ['uu/6/1983', 'uu/7/2021'],
      'full-id': ['uu/7/2021'],
      hkpd: ['uu/1/2022'],
      'income-tax': ['uu/7/1983'],
      plain: [],
      short: ['pmk/168/2023', 'uu/7/2021'],
    });
  });

  it('leaves names an editor already gave, in any case, and adds nothing to an empty register', async () => {
    const after = await state(client('edited'));
    expect(after.names.filter((entry) => /Income Tax|Harmonization/i.test(entry))).toEqual([
      'uu-7-2021 Income Tax',
      'uu-7-2021 TAX HARMONIZATION',
    ]);
    expect(after.citations['income-tax']).toEqual(['uu/7/2021']);
    expect(await state(client('empty'))).toEqual({ names: [], citations: {} });
  });

  it('accepts names of up to eight words of letters and refuses anything else', async () => {
    const id = "(select id from public.regulations where slug = 'uu-7-2021')";
    const insert = (name: string) =>
      client('seeded').query(`insert into public.regulation_names (name, regulation_id) values ($1, ${id})`, [name]);
    await insert('Satu Dua Tiga Empat Lima Enam Tujuh Delapan');
    await insert(`${'A'.repeat(40)} B`);
    for (const name of ['Satu Dua Tiga Empat Lima Enam Tujuh Delapan Sembilan', `${'A'.repeat(41)}`, 'Dua  Spasi']) {
      await expect(insert(name), name).rejects.toThrow(/regulation_names_format/);
    }
    for (const name of ['Pakai-Strip', 'Angka 2', ' Depan', 'Belakang ']) {
      await expect(insert(name), name).rejects.toThrow(/regulation_names_format/);
    }
  });

  it('changes nothing when it runs a second time', async () => {
    const edited = databases.edited as MigrationDatabase;
    const once = await state(edited.client);
    await edited.apply(MIGRATION);
    expect(await state(edited.client)).toEqual(once);
  });
});
