import { describe, expect, it } from 'vitest';
import { loader } from '~/routes/search';
import { loaderContext } from '../setup/loader-context.ts';

/** Issue 7, hostile input: /search echoes the query in `query`; the echo is data, never markup. */

const call = (q: string) =>
  loader({
    request: new Request(`https://newstax.test/search?${new URLSearchParams({ q })}`),
    params: {},
    context: loaderContext(),
  });

describe('GET /search echoes hostile queries as escaped JSON', () => {
  it.each([
    '"><script>alert(1)</script>',
    "</script><svg onload=alert('x')>",
    '<!--',
    '&lt;b&gt; & <b>',
    'line\u2028separator\u2029',
  ])('%s', async (q) => {
    const response = await call(q);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect((JSON.parse(text) as { query: string }).query).toBe(q.trim());
  });
});
