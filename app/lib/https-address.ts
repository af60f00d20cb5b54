/**
 * An https address a reader's browser can open, by the rule the database checks link columns with
 * (`public.is_https_address`, migration 20261204000000_https_addresses.sql): https, a host name whose last label
 * starts with a letter (no user name, no IP literal), an optional port from 1 to 65535, then nothing or a path,
 * query or fragment without white space or control characters, at most 2,048 characters.
 */

const MAX_LENGTH = 2048;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const ADDRESS = new RegExp(
  `^https://((?:${LABEL}\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?::([1-9][0-9]{0,4}))?(?:[/?#][^\\s\\p{Cc}]*)?$`,
  'u',
);

/** The address when it is one, else null: a page shows anything else as no link. */
export function httpsAddress(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  const match = ADDRESS.exec(value);
  const host = match?.[1];
  if (!match || host === undefined || host.length > 253) return null;
  if (match[2] !== undefined && Number(match[2]) > 65_535) return null;
  return URL.canParse(value) ? value : null;
}
