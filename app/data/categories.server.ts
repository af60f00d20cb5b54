import type { CategoryWithDescriptions } from '~/lib/categories';
import type { NewsClient } from '~/lib/supabase.server';
import { cachedPerIsolate } from './isolate-cache.server';
import { expectRows, isString, shapeError } from './rows.server';

/** The categories change rarely and every page needs them: read at most once a minute per isolate. */
export const cachedCategories = cachedPerIsolate(listCategories);

/** Every category, by name. */
export async function listCategories(db: NewsClient): Promise<CategoryWithDescriptions[]> {
  const { data, error } = await db
    .from('categories')
    .select('slug,name,name_en,description,description_en')
    .order('name', { ascending: true });
  return expectRows('listCategories', data, error).map((row) => {
    if (!isString(row.slug) || !isString(row.name)) throw shapeError('listCategories', row);
    return {
      slug: row.slug,
      name: row.name,
      nameEn: row.name_en ?? null,
      description: row.description ?? null,
      descriptionEn: row.description_en ?? null,
    };
  });
}
