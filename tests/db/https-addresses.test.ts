import { describe, expect, it } from 'vitest';
import { HTTPS_ADDRESSES, NOT_HTTPS_ADDRESSES } from '~/lib/https-address.fixtures';
import { rolledBackTransactions } from './support/rolled-back.ts';

/**
 * An address a page links to is checked by one function, public.is_https_address, which any link column can
 * use; the pages check it by the same rule (app/lib/https-address.ts), against the same cases.
 */

const { client, refusalOf } = rolledBackTransactions();

async function isHttpsAddress(values: string[]): Promise<boolean[]> {
  const { rows } = await client().query<{ ok: boolean }>(
    'select public.is_https_address(value) as ok from unnest($1::text[]) with ordinality as t(value, n) order by n',
    [values],
  );
  return rows.map((row) => row.ok);
}

/**
 * Writes `value` as the source address of a seed regulation that names no source (one that does may not lose its
 * address) and answers the error code, or null when the write went through.
 */
const writeSource = (value: string | null) =>
  refusalOf(
    `update public.regulations set source_url = $1
     where id = (select id from public.regulations where slug not like 'test-%' and source_name is null order by id limit 1)`,
    [value],
  );

describe('public.is_https_address', () => {
  it('agrees with the pages on every case', async () => {
    const taken = await isHttpsAddress(HTTPS_ADDRESSES);
    expect(HTTPS_ADDRESSES.filter((_, i) => !taken[i])).toEqual([]);
    const refused = await isHttpsAddress(NOT_HTTPS_ADDRESSES);
    expect(NOT_HTTPS_ADDRESSES.filter((_, i) => refused[i])).toEqual([]);
    expect(await isHttpsAddress([null as unknown as string])).toEqual([false]);
  });
});

describe("a regulation's source_url", () => {
  it('takes an https address, or nothing', async () => {
    for (const value of [null, ...HTTPS_ADDRESSES]) expect(await writeSource(value), String(value)).toBeNull();
  });

  it('refuses what its page could not link to', async () => {
    const codes = new Map<string, string | null>();
    for (const value of NOT_HTTPS_ADDRESSES) codes.set(value, await writeSource(value));
    expect([...codes].filter(([, code]) => code !== '23514')).toEqual([]);
  });
});
