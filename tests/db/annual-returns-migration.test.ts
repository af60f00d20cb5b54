import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inFreshSeed, type MigrationDatabase, migratedScenarios } from './support/migration-database.ts';

/**
 * The annual returns that stay on their day (2026-11-28), on databases seeded before it: one with the rules as the
 * seed wrote them, one whose editors had rewritten the individual return's rule, and one with no calendar. Once
 * migrated, the seeded one reads exactly as a freshly seeded database does, KEP-79/PJ/2025 included.
 */

const MIGRATION = '20261202000100_annual_returns_stay.sql';

const OLD_RULES = [
  ['setor-pajak-bulanan', 'monthly_day', 15, null, null],
  ['lapor-spt-masa-pph', 'monthly_day', 20, null, null],
  ['setor-ppn', 'monthly_end', null, null, null],
  ['lapor-spt-masa-ppn', 'monthly_end', null, null, null],
  ['lapor-spt-tahunan-orang-pribadi', 'yearly_day', 31, 3, null],
  ['lapor-spt-tahunan-badan', 'yearly_month_end', null, null, 4],
] as const;

async function seedOld(client: pg.Client, edited: boolean) {
  await client.query(
    `insert into public.regulations (slug, kind, number, year, designation)
     values ('pmk-81-2024', 'pmk', 81, 2024, 'PMK 81/2024')`,
  );
  for (const [position, [slug, kind, day, month, monthsAfter]] of OLD_RULES.entries()) {
    await client.query(
      `insert into public.calendar_rules (slug, kind, day, month, months_after, name_id, name_en, taxes_id, taxes_en,
                                          regulation_slug, position)
       values ($1, $2, $3, $4, $5, 'x', 'x', 'x', 'x', 'pmk-81-2024', $6)`,
      [slug, kind, day, month, monthsAfter, position],
    );
  }
  // An editor had already given the individual return a source of their own: the rule stays theirs.
  if (edited) {
    await client.query(
      `update public.calendar_rules set source_url = 'https://example.org/x', source_name = 'Redaksi'
       where slug = 'lapor-spt-tahunan-orang-pribadi'`,
    );
  }
}

async function state(client: pg.Client) {
  const rules = await client.query(
    `select slug, moves_to_working_day, working_day_basis_id, working_day_basis_en, stays_reason_id, stays_reason_en,
            source_url, source_name, checked_on::text
     from public.calendar_rules where slug not like 'test-%' order by slug`,
  );
  const waivers = await client.query(
    `select rule_slug, period, decree, waived_until::text, text_id, text_en, source_url, source_name, checked_on::text
     from public.calendar_waivers where rule_slug not like 'test-%' order by rule_slug`,
  );
  return { rules: rules.rows, waivers: waivers.rows };
}

const { databases, before } = migratedScenarios('newstax_annual_returns', MIGRATION, seedOld, state);

describe('the annual returns that stay, of 2026-11-28', () => {
  it('makes a database seeded before it read as a freshly seeded one', async () => {
    const fresh = await inFreshSeed(state);
    expect(fresh.rules.filter((rule) => !rule.moves_to_working_day).map((rule) => rule.slug)).toEqual([
      'lapor-spt-tahunan-badan',
      'lapor-spt-tahunan-orang-pribadi',
    ]);
    expect(fresh.waivers).toHaveLength(1);
    expect(await state(databases.seeded?.client as pg.Client)).toEqual(fresh);
  });

  it('leaves a rule an editor rewrote, and a database without the seed, as they were', async () => {
    const edited = await state(databases.edited?.client as pg.Client);
    const individual = (rules: Record<string, unknown>[]) =>
      rules.find((rule) => rule.slug === 'lapor-spt-tahunan-orang-pribadi');
    expect(individual(edited.rules)).toEqual(individual(before.edited?.rules ?? []));
    expect(individual(edited.rules)?.moves_to_working_day).toBe(true);
    // The other rules, still as the seed wrote them, changed; the waiver concerns the rule whatever its text.
    expect(edited.rules.find((rule) => rule.slug === 'lapor-spt-tahunan-badan')?.moves_to_working_day).toBe(false);
    expect(edited.waivers).toHaveLength(1);
    expect(await state(databases.empty?.client as pg.Client)).toEqual({ rules: [], waivers: [] });
  });

  it('changes nothing when it runs a second time', async () => {
    const seeded = databases.seeded as MigrationDatabase;
    const once = await state(seeded.client);
    await seeded.apply(MIGRATION);
    expect(await state(seeded.client)).toEqual(once);
  });
});
