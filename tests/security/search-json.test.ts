import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader } from '~/routes/search';
import { sql } from '../setup/db.ts';
import { loaderContext } from '../setup/loader-context.ts';

/** Hostile input: /search echoes the query in `query`; the echo is data, never markup. */

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

describe('GET /search with text that looks like PostgREST syntax', () => {
  const marker = 'zqsyntax';
  const title = `${marker} not.is.null eq.pph in.(a,b) ilike.*x* is.true`;

  beforeAll(async () => {
    await sql(
      `insert into public.articles (slug, title, lang, published_at) values ('test-security-syntax', $1, 'id', now())
       on conflict (slug) do nothing`,
      [title],
    );
  });
  afterAll(async () => {
    await sql("delete from public.articles where slug = 'test-security-syntax'");
  });

  // A GET RPC would read these values as filters on the result (PostgREST's operator prefixes).
  it.each(['eq.pph', 'not.is.null', 'in.(a,b)', 'ilike.*x*', 'is.true', 'gt.5', 'cs.{a}', 'fts.pajak', 'or=(x)'])(
    '%s is searched literally',
    async (q) => {
      const response = await call(q);
      expect(response.status).toBe(200);
      const { results } = (await response.json()) as { results: { slug: string; title: string }[] };
      for (const hit of results) expect(hit.title).toContain(q);
      if (title.includes(q)) expect(results.map((hit) => hit.slug)).toContain('test-security-syntax');
    },
  );
});
