import type { Lang } from '../config';

/**
 * A page's own strings in every language, handed to its components by its loader (the browser bundles none of
 * them). The Indonesian table gives the shape; the English one must match it key for key.
 */
export function pageStrings<T extends Record<string, unknown>>(tables: { id: T; en: NoInfer<T> }): Record<Lang, T> {
  return tables;
}
