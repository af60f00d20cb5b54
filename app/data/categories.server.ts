import type { Category } from '~/lib/categories';
import type { NewsClient } from '~/lib/supabase.server';
import { expectRows, isString, shapeError } from './rows.server';

const CATEGORY_TTL_MS = 60_000;
const categoryCache = new WeakMap<NewsClient, { expires: number; value: Promise<Category[]> }>();

/**
 * The categories change rarely and every page needs them: read at most once a minute per isolate (per
 * client). A failed read is not cached, so the next request tries again.
 */
export function cachedCategories(db: NewsClient, now = Date.now()): Promise<Category[]> {
  const hit = categoryCache.get(db);
  if (hit && hit.expires > now) return hit.value;
  const value = listCategories(db);
  categoryCache.set(db, { expires: now + CATEGORY_TTL_MS, value });
  value.catch(() => categoryCache.delete(db));
  return value;
}

/** Every category, by name. */
export async function listCategories(db: NewsClient): Promise<Category[]> {
  const { data, error } = await db.from('categories').select('slug,name,name_en').order('name', { ascending: true });
  return expectRows('listCategories', data, error).map((row) => {
    if (!isString(row.slug) || !isString(row.name)) throw shapeError('listCategories', row);
    return { slug: row.slug, name: row.name, nameEn: row.name_en ?? null };
  });
}
