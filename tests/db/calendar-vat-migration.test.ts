import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationDatabase } from './support/migration-database.ts';

/**
 * The correction of the VAT payment deadline on databases seeded before it: one with the seed's rule as it was,
 * one whose operator had rewritten that rule, and one with no calendar at all. Only the first changes.
 */

const MIGRATION = '20261201000000_calendar_vat_payment.sql';
const SEEDED_TAXES = 'PPh Pasal 21/26, PPh Pasal 23/26, PPh Pasal 4 ayat (2), PPh Pasal 15, PPh Pasal 22, PPN, PPnBM';

type Rule = { slug: string; kind: string; day: number | null; taxes_id: string; position: number; terms: string[] };

/** The calendar as the seed wrote it before the correction (the rules and terms the migration touches). */
async function seedOldCalendar(client: pg.Client, taxes: string) {
  await client.query(
    `insert into public.regulations (slug, kind, number, year, designation) values ('pmk-81-2024', 'pmk', 81, 2024, 'PMK 81/2024')`,
  );
  await client.query(
    `insert into public.glossary_entries (slug, term_id, term_en, definition_id, definition_en)
     select slug, replace(slug, '-', ' '), replace(slug, '-', ' '), 'Definisi.', 'Definition.' from unnest(array['pph', 'ppn', 'ppnbm', 'bea-meterai', 'spt-masa']) as slug`,
  );
  await client.query(
    `insert into public.calendar_rules (slug, kind, day, name_id, name_en, taxes_id, taxes_en, regulation_slug, position) values
       ('setor-pajak-bulanan', 'monthly_day', 15, 'Batas setor pajak bulanan', 'Monthly tax payment deadline', $1,
        'Income tax Articles 21/26, 23/26, 4(2), 15 and 22, VAT (PPN), luxury-goods sales tax (PPnBM)', 'pmk-81-2024', 10),
       ('lapor-spt-masa-ppn', 'monthly_end', null, 'Batas lapor SPT Masa PPN', 'Monthly VAT return (SPT Masa PPN) deadline',
        'SPT Masa PPN', 'Monthly VAT returns (SPT Masa PPN)', 'pmk-81-2024', 30)`,
    [taxes],
  );
  await client.query(
    `insert into public.calendar_rule_terms (rule_id, entry_id, position)
     select r.id, g.id, link.position
     from (values ('setor-pajak-bulanan', 'pph', 1), ('setor-pajak-bulanan', 'ppn', 2), ('setor-pajak-bulanan', 'ppnbm', 3),
                  ('lapor-spt-masa-ppn', 'spt-masa', 1), ('lapor-spt-masa-ppn', 'ppn', 2)) as link (rule, entry, position)
     join public.calendar_rules r on r.slug = link.rule
     join public.glossary_entries g on g.slug = link.entry`,
  );
}

async function rules(client: pg.Client): Promise<Rule[]> {
  const found = await client.query<Rule>(
    `select r.slug, r.kind, r.day, r.taxes_id, r.position,
            array(select g.slug from public.calendar_rule_terms t join public.glossary_entries g on g.id = t.entry_id
                  where t.rule_id = r.id order by t.position) as terms
     from public.calendar_rules r order by r.position`,
  );
  return found.rows;
}

const databases: Record<'seeded' | 'rewritten' | 'empty', MigrationDatabase | undefined> = {
  seeded: undefined,
  rewritten: undefined,
  empty: undefined,
};
const before: Record<string, Rule[]> = {};

beforeAll(async () => {
  for (const name of ['seeded', 'rewritten', 'empty'] as const) {
    const database = await databaseBefore(`newstax_calendar_vat_${name}_${process.pid}`, MIGRATION);
    databases[name] = database;
    if (name === 'seeded') await seedOldCalendar(database.client, SEEDED_TAXES);
    if (name === 'rewritten') await seedOldCalendar(database.client, 'PPh 21/26 dan PPh Unifikasi');
    before[name] = await rules(database.client);
    await database.apply(MIGRATION);
  }
}, 120_000);

afterAll(async () => {
  for (const database of Object.values(databases)) await database?.drop();
});

describe('moving VAT and PPnBM payment off the 15th', () => {
  it('corrects the seeded rule and adds the month-end VAT payment before the VAT return', async () => {
    const after = await rules(databases.seeded?.client as pg.Client);
    expect(after.map((rule) => [rule.slug, rule.kind, rule.day, rule.terms])).toEqual([
      ['setor-pajak-bulanan', 'monthly_day', 15, ['pph', 'ppn', 'bea-meterai']],
      ['setor-ppn', 'monthly_end', null, ['ppn', 'ppnbm']],
      ['lapor-spt-masa-ppn', 'monthly_end', null, ['spt-masa', 'ppn']],
    ]);
    const fifteenth = after[0]?.taxes_id ?? '';
    expect(fifteenth).not.toMatch(/PPnBM/);
    expect(fifteenth).toMatch(/PPN kegiatan membangun sendiri/);
    const regulations = await databases.seeded?.client.query<{ regulation_slug: string }>(
      "select regulation_slug from public.calendar_rules where slug = 'setor-ppn'",
    );
    expect(regulations?.rows).toEqual([{ regulation_slug: 'pmk-81-2024' }]);
  });

  it('leaves a rule an operator rewrote, and a database without a calendar, as they were', async () => {
    expect(await rules(databases.rewritten?.client as pg.Client)).toEqual(before.rewritten);
    expect(await rules(databases.empty?.client as pg.Client)).toEqual([]);
  });

  it('changes nothing when it runs a second time', async () => {
    const seeded = databases.seeded as MigrationDatabase;
    const once = await rules(seeded.client);
    await seeded.apply(MIGRATION);
    expect(await rules(seeded.client)).toEqual(once);
  });
});
