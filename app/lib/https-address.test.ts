import { describe, expect, it } from 'vitest';
import { httpsAddress } from './https-address';
import { HTTPS_ADDRESSES, NOT_HTTPS_ADDRESSES } from './https-address.fixtures';

describe('httpsAddress', () => {
  it('takes an https address a browser can open, as it is', () => {
    expect(HTTPS_ADDRESSES.filter((value) => httpsAddress(value) !== value)).toEqual([]);
    for (const value of HTTPS_ADDRESSES) expect(() => new URL(value), value).not.toThrow();
  });

  it('refuses anything else, and anything not a string', () => {
    expect(NOT_HTTPS_ADDRESSES.filter((value) => httpsAddress(value) !== null)).toEqual([]);
    for (const value of [null, undefined, 1, {}, ['https://pajak.go.id']]) expect(httpsAddress(value)).toBeNull();
  });
});
