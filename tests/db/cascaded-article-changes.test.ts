import { describe, expect, it } from 'vitest';
import { rolledBackTransactions } from './support/rolled-back.ts';

// An article's updated_at is its "Updated" notice, its dateModified, its RSS date and its sitemap lastmod
// (app/lib/articles.ts). Deleting an author or renaming or deleting a category changes rows elsewhere; the
// database carries the change into every article that points at them, and that must not tell readers that each
// of those articles, years old some of them, was updated today.
const { client, inRolledBackTransaction } = rolledBackTransactions();

const LONG_AGO = '2020-01-01T00:00:00+00:00';

async function article(): Promise<{ updated: boolean; author_id: string | null; category: string | null }> {
  const { rows } = await client().query(
    `select updated_at > $1 as updated, author_id::text, category from public.articles
     where slug = 'test-cascade-article'`,
    [LONG_AGO],
  );
  return rows[0];
}

describe('changes that reach an article from another table', () => {
  it('leave its updated_at: an author deleted, a category renamed or deleted', async () => {
    await inRolledBackTransaction(async () => {
      await client().query("insert into public.authors (slug, name) values ('test-cascade-author', 'Penulis Uji')");
      await client().query("insert into public.categories (slug, name) values ('test-cascade-a', 'Kategori Uji')");
      await client().query(
        `insert into public.articles (slug, title, lang, category, author_id, published_at, updated_at)
         values ('test-cascade-article', 'Artikel uji', 'id', 'test-cascade-a',
                 (select id from public.authors where slug = 'test-cascade-author'), $1, $1)`,
        [LONG_AGO],
      );

      await client().query("delete from public.authors where slug = 'test-cascade-author'");
      expect(await article()).toEqual({ updated: false, author_id: null, category: 'test-cascade-a' });

      await client().query("update public.categories set slug = 'test-cascade-b' where slug = 'test-cascade-a'");
      expect(await article()).toEqual({ updated: false, author_id: null, category: 'test-cascade-b' });

      await client().query("delete from public.categories where slug = 'test-cascade-b'");
      expect(await article()).toEqual({ updated: false, author_id: null, category: null });
    });
  });

  it('still move it when the article itself is edited, its category or byline included', async () => {
    await inRolledBackTransaction(async () => {
      await client().query(
        `insert into public.articles (slug, title, lang, category, published_at, updated_at)
         values ('test-cascade-article', 'Artikel uji', 'id', null, $1, $1)`,
        [LONG_AGO],
      );
      await client().query("update public.articles set category = 'berita' where slug = 'test-cascade-article'");
      expect((await article()).updated).toBe(true);
    });
  });
});
