import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '~/lib/search-openapi';
import { loader as openApiLoader } from '~/routes/openapi[.]json';
import { action as searchAction, loader as searchLoader } from '~/routes/search';
import { DEAD_SUPABASE_URL, loaderContext } from '../setup/loader-context.ts';
import { TEST_SITE_URL } from '../setup/site-url.ts';
import { errorCodeSchemas, expectDocumented, expectOtherMethodsDocumented, validate } from './support/openapi.ts';

const get = (query: string, env: Record<string, string> = {}) =>
  searchLoader({
    request: new Request(`${TEST_SITE_URL}/search?${query}`),
    params: {},
    context: loaderContext(env),
  });

describe('/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, served as JSON to any origin and cacheable', async () => {
    const response = await openApiLoader({
      request: new Request(`${TEST_SITE_URL}/openapi.json`),
      params: {},
      context: loaderContext(),
    });
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    const served = await response.json();
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
    const result = await new Validator().validate(served as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("answers a browser's CORS preflight as the API does, so a script on any origin may read it", async () => {
    const response = await openApiLoader({
      request: new Request(`${TEST_SITE_URL}/openapi.json`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://docs.example', 'Access-Control-Request-Headers': 'x-requested-with' },
      }),
      params: {},
      context: loaderContext(),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('*');
    expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.text()).toBe('');
  });

  it('describes every answer the route really gives: results, suggestions and each error', async () => {
    const operation = openApiDocument.paths['/search'].get;
    for (const query of [
      'q=pajak',
      'q=PPh%2021&lang=en',
      'q=168%2F2023&lang=id',
      'q=VAT&lang=en',
      'q=pajak%20pertambahan',
      'q=',
      'q=%25_%5C',
      'q=zzqx-tidak-ada',
      `q=${'a'.repeat(101)}`,
      'q=a&q=b',
      'q=pajak&lang=fr',
      'q=%00',
    ]) {
      await expectDocumented(operation, await get(query));
    }
    await expectDocumented(operation, await get('q=pajak', { SUPABASE_URL: DEAD_SUPABASE_URL }));
    await expectOtherMethodsDocumented('/search?q=pajak', openApiDocument.paths['/search'], {
      loader: searchLoader,
      action: searchAction,
    });
  });

  it('leaves error codes open, as the compatibility promise says, while naming the ones known today', () => {
    const codes = errorCodeSchemas(openApiDocument);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    for (const code of codes) {
      expect(code.enum).toBeUndefined();
      expect(code['x-extensible-enum']).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });

  it('fails an answer that breaks the contract, so the check above can fail', () => {
    const schema = openApiDocument.paths['/search'].get.responses['200'].content['application/json'].schema;
    expect(validate(schema, { query: 'x', results: [] })).not.toEqual([]);
    expect(validate(schema, { query: 'x', results: [], regulations: [], terms: [], extra: 1 })).not.toEqual([]);
    const invalid = openApiDocument.paths['/search'].get.responses['400'].content['application/json'].schema;
    expect(validate(invalid, { error: { code: 'not_a_code_we_send', message: 'x' } })).not.toEqual([]);
  });

  it("shows in docs/api.md an answer the route really gives, in the document's shape", async () => {
    const guide = readFileSync('docs/api.md', 'utf8');
    const example = /the answer to `GET (\/search\?[^`]+)`[\s\S]*?```json\n([\s\S]*?)\n```/.exec(guide);
    if (!example?.[1] || !example[2]) throw new Error('docs/api.md names no example request and answer');
    const shown = JSON.parse(example[2]) as Record<string, unknown>;
    const schema = openApiDocument.paths['/search'].get.responses['200'].content['application/json'].schema;
    expect(validate(schema, shown)).toEqual([]);
    const response = await get(example[1].slice('/search?'.length));
    const real = (await response.json()) as Record<string, unknown>;
    expect(shown.query).toBe(real.query);
    // Every entry shown is in the real answer, each value as it is, or its beginning where the guide cuts it (…).
    for (const part of ['results', 'regulations', 'terms']) {
      const entries = shown[part] as Record<string, unknown>[];
      expect(entries.length, part).toBeGreaterThan(0);
      for (const entry of entries) {
        const match = (real[part] as Record<string, unknown>[]).find((each) => each.slug === entry.slug);
        expect(match, `${part} ${entry.slug}`).toBeDefined();
        for (const [name, value] of Object.entries(entry)) {
          const label = `${part} ${entry.slug} ${name}`;
          if (typeof value === 'string' && value.endsWith('…')) {
            const beginning = value.slice(0, -1);
            expect(String(match?.[name]).slice(0, beginning.length), label).toBe(beginning);
          } else expect(match?.[name], label).toEqual(value);
        }
      }
    }
  });
});
