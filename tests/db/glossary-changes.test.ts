import { describe, expect, it } from 'vitest';
import { rolledBackTransactions } from './support/rolled-back.ts';

// A glossary entry's page lists its related terms, both directions, and its regulations; a register entry's page
// lists the terms it governs and its related regulations. A change to any of these, a relation or a name shown,
// changes the page, so its updated_at (the sitemaps' lastmod) moves, whatever wrote the change.
const { client, inRolledBackTransaction } = rolledBackTransactions();

const LONG_AGO = '2020-01-01T00:00:00+00:00';

async function entry(slug: string): Promise<string> {
  const { rows } = await client().query<{ id: string }>(
    `insert into public.glossary_entries (slug, term_id, term_en, definition_id, definition_en)
     values ($1, 'Istilah uji', 'Test term', 'Definisi.', 'Definition.') returning id::text`,
    [slug],
  );
  return rows[0]?.id ?? '';
}

async function register(number: number): Promise<string> {
  const { rows } = await client().query<{ id: string }>(
    `insert into public.regulations (slug, kind, number, year, designation) values ($1, 'perda', $2, 2019, $3)
     returning id::text`,
    [`test-perda-${number}-2019`, number, `Perda Nomor ${number} Tahun 2019`],
  );
  return rows[0]?.id ?? '';
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

async function registerChanged(...ids: string[]): Promise<boolean[]> {
  const { rows } = await client().query<{ id: string; changed: boolean }>(
    'select id::text, updated_at > $1 as changed from public.regulations where id = any($2::bigint[])',
    [LONG_AGO, ids],
  );
  return ids.map((id) => rows.find((row) => row.id === id)?.changed ?? false);
}

async function changed(...ids: string[]): Promise<boolean[]> {
  const { rows } = await client().query<{ id: string; changed: boolean }>(
    'select id::text, updated_at > $1 as changed from public.glossary_entries where id = any($2::bigint[])',
    [LONG_AGO, ids],
  );
  return ids.map((id) => rows.find((row) => row.id === id)?.changed ?? false);
}

describe('what changes a glossary entry', () => {
  it('a related term added, moved or removed changes both entries, and nothing else', async () => {
    await inRolledBackTransaction(async () => {
      const [a, b, c] = [await entry('test-related-a'), await entry('test-related-b'), await entry('test-related-c')];

      await markUnchangedSinceLongAgo();
      await client().query('insert into public.glossary_related (entry_id, related_id) values ($1, $2)', [a, b]);
      expect(await changed(a, b, c)).toEqual([true, true, false]);

      await markUnchangedSinceLongAgo();
      await client().query('update public.glossary_related set related_id = $1 where entry_id = $2', [c, a]);
      expect(await changed(a, b, c)).toEqual([true, true, true]);

      await markUnchangedSinceLongAgo();
      await client().query('delete from public.glossary_related where entry_id = $1', [a]);
      expect(await changed(a, b, c)).toEqual([true, false, true]);

      // Deleting an entry removes its relations: the entry it was related to no longer lists it.
      await client().query('insert into public.glossary_related (entry_id, related_id) values ($1, $2)', [a, b]);
      await markUnchangedSinceLongAgo();
      await client().query('delete from public.glossary_entries where id = $1', [b]);
      expect(await changed(a, c)).toEqual([true, false]);
    });
  });

  it('a term renamed changes the entries and regulations whose pages list it, and only those', async () => {
    await inRolledBackTransaction(async () => {
      const [a, b, c] = [await entry('test-named-a'), await entry('test-named-b'), await entry('test-named-c')];
      await client().query('insert into public.glossary_related (entry_id, related_id) values ($1, $2), ($3, $1)', [
        a,
        b,
        c,
      ]);
      const regulation = await register(9941);
      const other = await register(9942);
      await client().query('insert into public.glossary_regulations (entry_id, regulation_id) values ($1, $2)', [
        a,
        regulation,
      ]);
      const [lonely] = [await entry('test-named-d')];
      for (const edit of [
        "term_id = 'Istilah baru'",
        "term_en = 'New term'",
        "abbreviation = 'TNB'",
        "slug = 'test-named-a-renamed'",
      ]) {
        await markUnchangedSinceLongAgo();
        await client().query(`update public.glossary_entries set ${edit} where id = $1`, [a]);
        expect(await changed(a, b, c, lonely), edit).toEqual([true, true, true, false]);
        expect(await registerChanged(regulation, other), edit).toEqual([true, false]);
      }
      // An edit of what no other page shows (the definition) changes the entry alone.
      await markUnchangedSinceLongAgo();
      await client().query("update public.glossary_entries set definition_id = 'Definisi baru.' where id = $1", [a]);
      expect(await changed(a, b, c)).toEqual([true, false, false]);
      expect(await registerChanged(regulation, other)).toEqual([false, false]);
    });
  });

  it('a regulation renamed or re-dated changes the regulations and terms whose pages list it, and only those', async () => {
    await inRolledBackTransaction(async () => {
      const [subject, partner, target, bystander] = [
        await register(9951),
        await register(9952),
        await register(9953),
        await register(9954),
      ];
      await client().query(
        `insert into public.regulation_relations (regulation_id, kind, target_id)
         values ($1, 'amends', $2), ($3, 'implements', $1)`,
        [subject, target, partner],
      );
      const term = await entry('test-named-term');
      const unrelated = await entry('test-named-unrelated');
      await client().query('insert into public.glossary_regulations (entry_id, regulation_id) values ($1, $2)', [
        term,
        subject,
      ]);
      for (const edit of [
        "designation = 'Perda Nomor 9951 Tahun 2019 (diperbaiki)'",
        "title_id = 'Judul baru'",
        "title_en = 'New title'",
        "effective_on = '2019-05-01'",
        "slug = 'test-perda-9951-2019-renamed'",
      ]) {
        await markUnchangedSinceLongAgo();
        await client().query(`update public.regulations set ${edit} where id = $1`, [subject]);
        expect(await registerChanged(subject, partner, target, bystander), edit).toEqual([true, true, true, false]);
        expect(await changed(term, unrelated), edit).toEqual([true, false]);
      }
      await markUnchangedSinceLongAgo();
      await client().query("update public.regulations set summary_id = 'Ringkasan baru.' where id = $1", [subject]);
      expect(await registerChanged(subject, partner, target, bystander)).toEqual([true, false, false, false]);
      expect(await changed(term, unrelated)).toEqual([false, false]);
    });
  });
});
