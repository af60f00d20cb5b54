/** URL segments that could be a slug: anything else cannot exist, so it is a 404 without a database call. */
export function isSlug(value: string | undefined): value is string {
  return typeof value === 'string' && value.length <= 200 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}

const MAX_PAGE = 10_000;

/**
 * `?page=N` for listings: absent is page 1; anything but a whole number from 1 to MAX_PAGE, or a repeated
 * parameter, is null (a 404: such a page does not exist).
 */
export function parsePage(searchParams: URLSearchParams): number | null {
  const values = searchParams.getAll('page');
  if (values.length === 0) return 1;
  if (values.length > 1) return null;
  const value = values[0] ?? '';
  if (!/^[1-9][0-9]{0,4}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}
