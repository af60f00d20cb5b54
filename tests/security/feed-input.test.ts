import { describe, expect, it, vi } from 'vitest';
import { loader } from '~/routes/$lang.$category.feed[.]xml';
import { DEAD_SUPABASE_URL, loaderContext } from '../setup/loader-context.ts';

/** Hostile input: a category feed for something that cannot be a category never asks the database. */

describe('/{lang}/{category}/feed.xml with a category that cannot exist', () => {
  it.each(['a'.repeat(201), 'a'.repeat(20_000), 'PPH', 'pph--x', 'eq.pph', '<script>'])(
    '%s is a 404',
    async (category) => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      // The database is "down": a request to it would make this a 503.
      const response = await loader({
        request: new Request(`https://newstax.test/id/${encodeURIComponent(category)}/feed.xml`),
        params: { lang: 'id', category },
        context: loaderContext({ SUPABASE_URL: DEAD_SUPABASE_URL }),
      });
      expect(response.status).toBe(404);
      expect(fetchSpy).not.toHaveBeenCalled();
      fetchSpy.mockRestore();
    },
  );
});
