import { describe, expect, it } from 'vitest';
import { rolledBackTransactions } from './support/rolled-back.ts';

// A register entry's page shows its relations and the deadlines it sets: changing either changes the entry, so
// its updated_at (the sitemaps' lastmod) moves, whatever wrote the change.
const { client, inRolledBackTransaction } = rolledBackTransactions();

const LONG_AGO = '2020-01-01T00:00:00+00:00';

async function regulation(number: number): Promise<{ id: string; slug: string }> {
  const slug = `test-perda-${number}-2019`;
  const { rows } = await client().query<{ id: string }>(
    `insert into public.regulations (slug, kind, number, year, designation) values ($1, 'perda', $2, 2019, $3)
     returning id::text`,
    [slug, number, `Perda Nomor ${number} Tahun 2019`],
  );
  return { id: rows[0]?.id ?? '', slug };
}

async function markUnchangedSinceLongAgo(...slugs: string[]) {
  // Only where it is not already: an update that leaves updated_at as it was gets now() (touch_updated_at).
  await client().query(
    'update public.regulations set updated_at = $1 where slug = any($2) and updated_at is distinct from $1',
    [LONG_AGO, slugs],
  );
}

async function changed(slug: string): Promise<boolean> {
  const { rows } = await client().query<{ changed: boolean }>(
    'select updated_at > $1 as changed from public.regulations where slug = $2',
    [LONG_AGO, slug],
  );
  return rows[0]?.changed ?? false;
}

async function rule(slug: string | null): Promise<string> {
  const { rows } = await client().query<{ id: string }>(
    `insert into public.calendar_rules (slug, kind, day, name_id, name_en, taxes_id, taxes_en, regulation_slug)
     values ('test-rule-changes', 'monthly_day', 15, 'Setor', 'Pay', 'PPh', 'Income tax', $1) returning id::text`,
    [slug],
  );
  return rows[0]?.id ?? '';
}

async function glossaryEntry(slug: string): Promise<string> {
  const { rows } = await client().query<{ id: string }>(
    `insert into public.glossary_entries (slug, term_id, term_en, definition_id, definition_en)
     values ($1, $1, $1, 'Definisi.', 'Definition.') returning id::text`,
    [slug],
  );
  return rows[0]?.id ?? '';
}

async function entryChanged(entry: string): Promise<boolean> {
  const { rows } = await client().query<{ changed: boolean }>(
    'select updated_at > $1 as changed from public.glossary_entries where id = $2',
    [LONG_AGO, entry],
  );
  return rows[0]?.changed ?? false;
}

async function markEntryUnchangedSinceLongAgo(entry: string) {
  await client().query('update public.glossary_entries set updated_at = $1 where id = $2', [LONG_AGO, entry]);
}

describe('what changes a register entry', () => {
  it('a relation added, edited or removed changes both regulations, and nothing else', async () => {
    await inRolledBackTransaction(async () => {
      const [actor, target, bystander] = [await regulation(9901), await regulation(9902), await regulation(9903)];
      const all = [actor.slug, target.slug, bystander.slug];

      await markUnchangedSinceLongAgo(...all);
      await client().query(
        `insert into public.regulation_relations (regulation_id, kind, target_id) values ($1, 'amends', $2)`,
        [actor.id, target.id],
      );
      expect([await changed(actor.slug), await changed(target.slug), await changed(bystander.slug)]).toEqual([
        true,
        true,
        false,
      ]);

      await markUnchangedSinceLongAgo(...all);
      await client().query(`update public.regulation_relations set kind = 'revokes' where regulation_id = $1`, [
        actor.id,
      ]);
      expect([await changed(actor.slug), await changed(target.slug)]).toEqual([true, true]);

      await markUnchangedSinceLongAgo(...all);
      await client().query('delete from public.regulation_relations where regulation_id = $1', [actor.id]);
      expect([await changed(actor.slug), await changed(target.slug), await changed(bystander.slug)]).toEqual([
        true,
        true,
        false,
      ]);
    });
  });

  it('a deadline rule added, edited, moved or removed changes the regulations it names', async () => {
    await inRolledBackTransaction(async () => {
      const [first, second] = [await regulation(9911), await regulation(9912)];

      await markUnchangedSinceLongAgo(first.slug, second.slug);
      const id = await rule(first.slug);
      expect([await changed(first.slug), await changed(second.slug)]).toEqual([true, false]);

      await markUnchangedSinceLongAgo(first.slug, second.slug);
      await client().query(`update public.calendar_rules set name_en = 'Pay the tax' where id = $1`, [id]);
      expect([await changed(first.slug), await changed(second.slug)]).toEqual([true, false]);

      await markUnchangedSinceLongAgo(first.slug, second.slug);
      await client().query('update public.calendar_rules set regulation_slug = $1 where id = $2', [second.slug, id]);
      expect([await changed(first.slug), await changed(second.slug)]).toEqual([true, true]);

      await markUnchangedSinceLongAgo(first.slug, second.slug);
      await client().query('delete from public.calendar_rules where id = $1', [id]);
      expect([await changed(first.slug), await changed(second.slug)]).toEqual([false, true]);
    });
  });

  it("a glossary term's link to a regulation changes the regulation and the term's entry", async () => {
    await inRolledBackTransaction(async () => {
      const [first, second] = [await regulation(9931), await regulation(9932)];
      const entry = await glossaryEntry('test-istilah-perubahan');
      const markAll = async () => {
        await markUnchangedSinceLongAgo(first.slug, second.slug);
        await markEntryUnchangedSinceLongAgo(entry);
      };

      await markAll();
      await client().query('insert into public.glossary_regulations (entry_id, regulation_id) values ($1, $2)', [
        entry,
        first.id,
      ]);
      expect([await changed(first.slug), await changed(second.slug), await entryChanged(entry)]).toEqual([
        true,
        false,
        true,
      ]);

      await markAll();
      await client().query('update public.glossary_regulations set regulation_id = $1 where entry_id = $2', [
        second.id,
        entry,
      ]);
      expect([await changed(first.slug), await changed(second.slug), await entryChanged(entry)]).toEqual([
        true,
        true,
        true,
      ]);

      await markAll();
      await client().query('delete from public.glossary_regulations where entry_id = $1', [entry]);
      expect([await changed(first.slug), await changed(second.slug), await entryChanged(entry)]).toEqual([
        false,
        true,
        true,
      ]);
    });
  });

  it("a deadline rule naming a glossary term changes the term's entry when the rule or the link changes", async () => {
    await inRolledBackTransaction(async () => {
      const entry = await glossaryEntry('test-istilah-tenggat');
      const markEntry = () => markEntryUnchangedSinceLongAgo(entry);
      const id = await rule(null);

      await markEntry();
      await client().query('insert into public.calendar_rule_terms (rule_id, entry_id) values ($1, $2)', [id, entry]);
      expect(await entryChanged(entry)).toBe(true);

      await markEntry();
      await client().query(`update public.calendar_rules set name_id = 'Setor pajak' where id = $1`, [id]);
      expect(await entryChanged(entry)).toBe(true);

      await markEntry();
      await client().query('delete from public.calendar_rules where id = $1', [id]);
      expect(await entryChanged(entry)).toBe(true);
    });
  });

  it('still renames a regulation that rules and relations point at, and deletes one', async () => {
    await inRolledBackTransaction(async () => {
      const [actor, target] = [await regulation(9921), await regulation(9922)];
      await client().query(
        `insert into public.regulation_relations (regulation_id, kind, target_id) values ($1, 'amends', $2)`,
        [actor.id, target.id],
      );
      const id = await rule(target.slug);
      await client().query(`update public.regulations set slug = 'test-perda-9922-2019-renamed' where id = $1`, [
        target.id,
      ]);
      const { rows } = await client().query<{ regulation_slug: string }>(
        'select regulation_slug from public.calendar_rules where id = $1',
        [id],
      );
      expect(rows[0]?.regulation_slug).toBe('test-perda-9922-2019-renamed');

      await markUnchangedSinceLongAgo(actor.slug);
      await client().query('delete from public.regulations where id = $1', [target.id]);
      expect(await changed(actor.slug)).toBe(true);
    });
  });
});
