import { describe, expect, it } from 'vitest';
import { requestContext } from '~/lib/context.server';
import { DataUnavailableError } from '~/lib/unavailable.server';
import { sql } from '../../tests/setup/db.ts';
import { DEAD_SUPABASE_URL, loaderContext } from '../../tests/setup/loader-context.ts';
import { cachedCategories, listCategories } from './categories.server';

const { db } = requestContext(loaderContext());

describe('listCategories', () => {
  it('returns every category ordered by name, with the English name and both descriptions', async () => {
    const expected = await sql<{
      slug: string;
      name: string;
      name_en: string | null;
      description: string | null;
      description_en: string | null;
    }>('select slug, name, name_en, description, description_en from public.categories order by name');
    const categories = await listCategories(db);
    expect(categories).toEqual(
      expected.map((c) => ({
        slug: c.slug,
        name: c.name,
        nameEn: c.name_en,
        description: c.description,
        descriptionEn: c.description_en,
      })),
    );
    expect(categories.length).toBeGreaterThanOrEqual(12);
  });

  it('throws DataUnavailableError when the database cannot be reached', async () => {
    const down = requestContext(loaderContext({ SUPABASE_URL: DEAD_SUPABASE_URL })).db;
    await expect(listCategories(down)).rejects.toBeInstanceOf(DataUnavailableError);
  });
  it('reads the categories at most once a minute per client, and keeps no failed read', async () => {
    // A client of its own, so no other test's reads share its cache.
    const own = requestContext(loaderContext({ SUPABASE_TIMEOUT_MS: '3001' })).db;
    const first = await cachedCategories(own, 1_000);
    expect(await cachedCategories(own, 30_000)).toBe(first);
    expect(await cachedCategories(own, 62_000)).not.toBe(first);
    const down = requestContext(loaderContext({ SUPABASE_URL: DEAD_SUPABASE_URL, SUPABASE_TIMEOUT_MS: '3002' })).db;
    await expect(cachedCategories(down, 1_000)).rejects.toBeInstanceOf(DataUnavailableError);
    await expect(cachedCategories(down, 2_000)).rejects.toBeInstanceOf(DataUnavailableError);
  });
});
