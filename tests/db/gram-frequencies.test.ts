// search.gram_frequencies, the title search's hint for picking rare grams, follows ANALYZE by itself: the first
// write to the articles after the table's statistics change copies them (migration 20261201000300).
import { describe, expect, it } from 'vitest';
import { rolledBackTransactions } from './support/rolled-back.ts';

const { client, inRolledBackTransaction } = rolledBackTransactions();

const count = async () =>
  Number((await client().query<{ n: string }>('select count(*) as n from search.gram_frequencies')).rows[0]?.n);
const writeAnArticle = (slug: string) =>
  client().query(`insert into public.articles (slug, title, lang) values ($1, 'Zqgram sebuah judul', 'id')`, [slug]);

describe('gram frequencies', () => {
  it('are copied by the first write after the statistics change', async () => {
    await inRolledBackTransaction(async () => {
      // What autovacuum does as the table grows; the seed came after the migrations' own analysis.
      await client().query('analyze search.article_titles');
      await client().query('delete from search.gram_frequencies');
      // A write right after the analysis leaves it alone: its statistics may not be committed yet.
      await writeAnArticle('test-gram-frequencies-0');
      expect(await count()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      await writeAnArticle('test-gram-frequencies-1');
      expect(await count()).toBeGreaterThan(50);
      const { rows } = await client().query<{ current: boolean }>(
        'select analyzed_at = search.titles_analyzed_at() as current from search.gram_statistics_copied',
      );
      expect(rows).toEqual([{ current: true }]);
    });
  });

  it('are left alone by writes while the statistics stay the same', async () => {
    await inRolledBackTransaction(async () => {
      // The copy is as new as the last analysis (autovacuum may have run since the last test file's write).
      await client().query('update search.gram_statistics_copied set analyzed_at = search.titles_analyzed_at()');
      await client().query('delete from search.gram_frequencies');
      await writeAnArticle('test-gram-frequencies-2');
      await client().query(
        `update public.articles set title = 'Zqgram judul lain' where slug = 'test-gram-frequencies-2'`,
      );
      expect(await count()).toBe(0);
    });
  });

  it('are never copied by anon or authenticated, who cannot call the functions', async () => {
    const { rows } = await client().query<{ role: string; fn: string; allowed: boolean }>(
      `select role, fn, has_function_privilege(role, fn, 'execute') as allowed
       from unnest(array['anon', 'authenticated']) as role,
         unnest(array['search.refresh_gram_frequencies()', 'search.follow_gram_statistics()',
           'search.titles_analyzed_at()']) as fn`,
    );
    expect(rows.filter((row) => row.allowed)).toEqual([]);
    expect(rows).toHaveLength(6);
  });
});
