import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import Ajv2020 from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import { openApiDocument } from '~/lib/search-openapi';
import { loaderContext } from '../../setup/loader-context.ts';
import { TEST_SITE_URL } from '../../setup/site-url.ts';

/** The site's OpenAPI document held against real answers: shared by the /search and /kurs-pajak.json tests. */

type DocumentedResponse = {
  headers?: Record<string, { schema: unknown }>;
  content?: { 'application/json': { schema: unknown } };
};
export type Operation = { responses: object };

// The document's schemas, compiled once by a JSON Schema 2020-12 validator (what OpenAPI 3.1 uses).
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: 'openapi', components: closed(openApiDocument.components) }, 'openapi');

/**
 * The published schemas leave objects open to new properties; here every object is closed, so an answer with
 * a field the document does not describe fails.
 */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema).map(([key, value]) => [key, closed(value)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  // Error codes are published open to new values; here they are the enum of those known today.
  if ('x-extensible-enum' in object) return { ...object, enum: object['x-extensible-enum'] };
  return object.type === 'object' && 'properties' in object ? { ...object, additionalProperties: false } : object;
}

/** The `error.code` schema of every published error answer. */
export function errorCodeSchemas(schema: unknown): Record<string, unknown>[] {
  if (schema === null || typeof schema !== 'object') return [];
  const properties = (schema as { properties?: { error?: { properties?: { code?: Record<string, unknown> } } } })
    .properties;
  const code = properties?.error?.properties?.code;
  return [...(code ? [code] : []), ...Object.values(schema).flatMap(errorCodeSchemas)];
}

export function validate(schema: unknown, value: unknown): string[] {
  const json = JSON.parse(JSON.stringify(closed(schema)).replaceAll('"#/components/', '"openapi#/components/'));
  const check = ajv.compile(json);
  return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** Checks a real answer against the operation's documented response: status, headers and body. */
export async function expectDocumented(operation: Operation, response: Response) {
  const documented = (operation.responses as Record<string, DocumentedResponse>)[String(response.status)];
  expect(documented, `status ${response.status} is documented`).toBeDefined();
  if (!documented) return;
  for (const [name, spec] of Object.entries(documented.headers ?? {})) {
    const value = response.headers.get(name);
    expect(value, `${response.status} header ${name}`).not.toBeNull();
    expect(validate(spec.schema, value), `${response.status} header ${name}`).toEqual([]);
  }
  if (!documented.content) {
    expect(await response.text(), `${response.status} has no body`).toBe('');
    return;
  }
  expect(response.headers.get('Content-Type'), `${response.status} Content-Type`).toBe(
    'application/json; charset=utf-8',
  );
  const body = await response.json();
  expect(validate(documented.content['application/json'].schema, body), `${response.status} body`).toEqual([]);
}

type PathItem = { post: Operation; put: Operation; patch: Operation; delete: Operation; options: Operation };

/**
 * An API path's other methods as documented: the preflight (which Remix hands to the loader) and the 405 of
 * every method that reaches the action.
 */
export async function expectOtherMethodsDocumented(
  path: string,
  item: PathItem,
  route: { loader: (args: LoaderFunctionArgs) => unknown; action: (args: ActionFunctionArgs) => unknown },
) {
  const preflight = new Request(`${TEST_SITE_URL}${path}`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
  });
  await expectDocumented(
    item.options,
    (await route.loader({ request: preflight, params: {}, context: loaderContext() })) as Response,
  );
  for (const [method, operation] of [
    ['POST', item.post],
    ['PUT', item.put],
    ['PATCH', item.patch],
    ['DELETE', item.delete],
  ] as const) {
    const request = new Request(`${TEST_SITE_URL}${path}`, { method });
    await expectDocumented(
      operation,
      (await route.action({ request, params: {}, context: loaderContext() })) as Response,
    );
  }
}
