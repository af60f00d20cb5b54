import { describe, expect, it } from 'vitest';
import { rolledBackTransactions } from './support/rolled-back.ts';

// A glossary entry's page lists its related terms, both directions: a relation added, moved or removed changes
// both entries, so their updated_at (the sitemaps' lastmod) moves, whatever wrote the change.
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

async function markUnchangedSinceLongAgo() {
  // Only where it is not already: an update that leaves updated_at as it was gets now() (touch_updated_at).
  await client().query(
    "update public.glossary_entries set updated_at = $1 where slug like 'test-%' and updated_at is distinct from $1",
    [LONG_AGO],
  );
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
});
