/**
 * What the public APIs' descriptions share (search-openapi.ts assembles the document): the error answers, the
 * refused methods, the CORS preflight and the 503. Data, not a route (app/routes.ts keeps it out).
 */

const error = (codes: string[]) => ({
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        // Open on purpose: a minor version may add codes (docs/api.md, Compatibility), and a client validating
        // answers against a closed enum would reject them. The codes known today are listed the usual way.
        code: {
          type: 'string',
          description: `Known today: ${codes.join(', ')}. Treat an unknown code by the response's status.`,
          examples: codes,
          'x-extensible-enum': codes,
        },
        message: { type: 'string' },
      },
    },
  },
});

/** Any method but GET, HEAD and OPTIONS, each named so that a generated client or a contract test knows its answer. */
export const refused = (operationId: string) => ({
  operationId,
  summary: 'Any method but GET, HEAD and OPTIONS is refused',
  responses: {
    '405': errorResponse('Only GET, HEAD and OPTIONS are allowed.', ['method_not_allowed'], { Allow: ALLOW }),
  },
});

export const header = (description: string, schema: Record<string, unknown> = { type: 'string' }) => ({
  description,
  schema,
});

export const ALLOW = header('The allowed methods.', { const: 'GET, HEAD, OPTIONS' });

const NO_STORE = header('Errors are never cached.', { const: 'no-store' });
export const CORS = header('Any origin may read the API from a browser.', { const: '*' });

export const errorResponse = (description: string, codes: string[], extra: Record<string, unknown> = {}) => ({
  description,
  headers: { 'Cache-Control': NO_STORE, 'Access-Control-Allow-Origin': CORS, ...extra },
  content: { 'application/json': { schema: error(codes) } },
});

export const nullableString = { type: ['string', 'null'] };
export const slug = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' };

/** A 503: the database cannot answer. */
export const unavailableResponse = () =>
  errorResponse('The database cannot answer right now.', ['unavailable'], {
    'Retry-After': header('Seconds to wait before asking again.', { type: 'string', pattern: '^[0-9]+$' }),
  });

/** OPTIONS, a browser's CORS preflight, answered alike by every API path. */
export const preflight = (operationId: string) => ({
  operationId,
  summary: "The allowed methods; a browser's CORS preflight",
  description:
    'A script on another origin that sends a header which is not CORS-safelisted (a Content-Type, a ' +
    'tracing header) is allowed to: any header, GET and HEAD, for a day. A plain GET needs no preflight.',
  responses: {
    '204': {
      description: 'No body.',
      headers: {
        Allow: ALLOW,
        'Access-Control-Allow-Origin': CORS,
        'Access-Control-Allow-Methods': header('What a script may send.', { const: 'GET, HEAD' }),
        'Access-Control-Allow-Headers': header('Any request header.', { const: '*' }),
        'Access-Control-Max-Age': header('Seconds a browser may keep this answer.', {
          type: 'string',
          pattern: '^[0-9]+$',
        }),
      },
    },
  },
});
