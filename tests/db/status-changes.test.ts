import { describe, expect, it } from 'vitest';
import { rolledBackTransactions } from './support/rolled-back.ts';

// A regulation's status shows on more pages than its own: on each regulation related to it (a register entry lists
// its relations with their status) and on each glossary term it governs. A write that changes the status (a
// regulation amending or revoking it added or removed, or such a regulation's date in force moved) changes those
// pages too, so their updated_at (the sitemaps' lastmod) moves.
const { client, inRolledBackTransaction } = rolledBackTransactions();

const LONG_AGO = '2020-01-01T00:00:00+00:00';

async function regulation(number: number, effectiveOn: string): Promise<string> {
  const { rows } = await client().query<{ id: string }>(
    `insert into public.regulations (slug, kind, number, year, designation, effective_on)
     values ($1, 'perda', $2, 2019, $3, $4) returning id::text`,
    [`test-perda-${number}-2019`, number, `Perda Nomor ${number} Tahun 2019`, effectiveOn],
  );
  return rows[0]?.id ?? '';
}

/** A register in which `amender` amends `subject` and a term is governed by `subject`; `revoker` is not tied yet. */
async function register() {
  const [subject, amender, revoker, bystander] = [
    await regulation(9971, '2019-01-01'),
    await regulation(9972, '2019-06-01'),
    await regulation(9973, '2019-09-01'),
    await regulation(9974, '2019-01-01'),
  ];
  await client().query(
    `insert into public.regulation_relations (regulation_id, kind, target_id) values ($1, 'amends', $2)`,
    [amender, subject],
  );
  const { rows } = await client().query<{ id: string }>(
    `insert into public.glossary_entries (slug, term_id, term_en, definition_id, definition_en)
     values ('test-status-term', 'Istilah status', 'Status term', 'Definisi.', 'Definition.') returning id::text`,
  );
  const term = rows[0]?.id ?? '';
  await client().query('insert into public.glossary_regulations (entry_id, regulation_id) values ($1, $2)', [
    term,
    subject,
  ]);
  return { subject, amender, revoker, bystander, term };
}

async function markUnchangedSinceLongAgo() {
  // Only where it is not already: an update that leaves updated_at as it was gets now() (touch_updated_at).
  for (const table of ['glossary_entries', 'regulations']) {
    await client().query(
      `update public.${table} set updated_at = $1 where slug like 'test-%' and updated_at is distinct from $1`,
      [LONG_AGO],
    );
  }
}

async function changed(table: 'regulations' | 'glossary_entries', ...ids: string[]): Promise<boolean[]> {
  const { rows } = await client().query<{ id: string; changed: boolean }>(
    `select id::text, updated_at > $1 as changed from public.${table} where id = any($2::bigint[])`,
    [LONG_AGO, ids],
  );
  return ids.map((id) => rows.find((row) => row.id === id)?.changed ?? false);
}

describe("what changes the pages showing a regulation's status", () => {
  it('a regulation revoking it, added or removed, changes the regulations related to it and its terms', async () => {
    await inRolledBackTransaction(async () => {
      const { subject, amender, revoker, bystander, term } = await register();

      await markUnchangedSinceLongAgo();
      await client().query(
        `insert into public.regulation_relations (regulation_id, kind, target_id) values ($1, 'revokes', $2)`,
        [revoker, subject],
      );
      // The amender's page lists the subject, now revoked; so does the term's.
      expect(await changed('regulations', subject, amender, revoker, bystander)).toEqual([true, true, true, false]);
      expect(await changed('glossary_entries', term)).toEqual([true]);

      await markUnchangedSinceLongAgo();
      await client().query('delete from public.regulation_relations where regulation_id = $1', [revoker]);
      expect(await changed('regulations', subject, amender, revoker, bystander)).toEqual([true, true, true, false]);
      expect(await changed('glossary_entries', term)).toEqual([true]);
    });
  });

  it('a relation that does not touch its status (implements) changes only the two regulations', async () => {
    await inRolledBackTransaction(async () => {
      const { subject, amender, revoker, term } = await register();

      await markUnchangedSinceLongAgo();
      await client().query(
        `insert into public.regulation_relations (regulation_id, kind, target_id) values ($1, 'implements', $2)`,
        [revoker, subject],
      );
      expect(await changed('regulations', subject, amender, revoker)).toEqual([true, false, true]);
      expect(await changed('glossary_entries', term)).toEqual([false]);
    });
  });

  it("the amending regulation's date in force moved changes the pages showing the amended one", async () => {
    await inRolledBackTransaction(async () => {
      const { subject, amender, revoker, term } = await register();
      await client().query(
        `insert into public.regulation_relations (regulation_id, kind, target_id) values ($1, 'revokes', $2)`,
        [revoker, subject],
      );

      await markUnchangedSinceLongAgo();
      await client().query(`update public.regulations set effective_on = '2030-01-01' where id = $1`, [revoker]);
      // The subject, and the amender's page and the term's, which show the subject's status.
      expect(await changed('regulations', subject, amender, revoker)).toEqual([true, true, true]);
      expect(await changed('glossary_entries', term)).toEqual([true]);
    });
  });
});
