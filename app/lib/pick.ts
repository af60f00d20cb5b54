/** Only `keys` of `source`: what a view hands the browser, named once for its type and its value alike. */
export function pick<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
