// A law's short name added, renamed or removed: the bodies that cite it by that name are read again, and only
// those (migration 20261201000400). Counted with the function statistics of the writing transaction.
import { describe, expect, it } from 'vitest';
import { rolledBackTransactions } from './support/rolled-back.ts';

const { client, inRolledBackTransaction } = rolledBackTransactions();

const BODIES = {
  named: 'Aturan ini mengubah UU Zqnama secara menyeluruh.',
  'named-english': 'The Zqnama\u00a0 Law changed the rates.',
  'word-only': 'Zqnama disebut di sini tanpa bentuk kutipan undang-undang.',
  unrelated: 'Tidak ada yang dikutip di sini.',
} as const;

/** How often this transaction has re-read one article's citations so far. */
async function rereads(): Promise<number> {
  const { rows } = await client().query<{ calls: string }>(
    `select pg_stat_get_xact_function_calls('public.refresh_article_citations(bigint)'::regprocedure) as calls`,
  );
  return Number(rows[0]?.calls ?? 0);
}

async function citedKeys(slug: string): Promise<string[]> {
  const { rows } = await client().query<{ cite_key: string }>(
    `select c.cite_key from public.article_citations c join public.articles a on a.id = c.article_id
     where a.slug = $1 order by 1`,
    [slug],
  );
  return rows.map((row) => row.cite_key);
}

describe('naming a law', () => {
  it('re-reads only the bodies that cite it by name, and keeps their citations right', async () => {
    await inRolledBackTransaction(async () => {
      await client().query("set local track_functions = 'all'");
      for (const [key, body] of Object.entries(BODIES)) {
        await client().query(
          `insert into public.articles (slug, title, lang, body, published_at) values ($1, $1, 'id', $2, now())`,
          [`test-recite-${key}`, body],
        );
      }
      const { rows } = await client().query<{ id: string; cite_key: string }>(
        "select id, cite_key from public.regulations where slug = 'pmk-168-2023'",
      );
      const regulation = rows[0];
      if (!regulation) throw new Error('the seed has no pmk-168-2023');

      const before = await rereads();
      await client().query('insert into public.regulation_names (name, regulation_id) values ($1, $2)', [
        'Zqnama',
        regulation.id,
      ]);
      // The two bodies that write "UU Zqnama" and "Zqnama Law"; not the one with the bare word.
      expect((await rereads()) - before).toBe(2);
      expect(await citedKeys('test-recite-named')).toContain(regulation.cite_key);
      expect(await citedKeys('test-recite-named-english')).toContain(regulation.cite_key);
      expect(await citedKeys('test-recite-word-only')).toEqual([]);

      const renamed = await rereads();
      await client().query("update public.regulation_names set name = 'Zqlain' where name = 'Zqnama'");
      expect((await rereads()) - renamed).toBe(2);
      expect(await citedKeys('test-recite-named')).toEqual([]);
      expect(await citedKeys('test-recite-named-english')).toEqual([]);
    });
  });
});
