import { LANGS } from '~/i18n/config';
import { REGULATION_STATUSES } from './regulations';
import { CACHE_POLICIES, cacheControl } from './response-policy';
import { MAX_QUERY_LENGTH, MAX_SEARCH_RESULTS } from './search';

/**
 * The OpenAPI 3.1 description of the public API (GET /search), served at /openapi.json by
 * routes/openapi[.]json.ts; tests/routes/openapi.test.ts holds the /search route's real answers to it.
 * docs/api.md is the prose for people. Objects leave additional properties open, so that adding a field never
 * breaks a client that validates answers; the tests close them to catch a field the document does not describe.
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
const refused = (operationId: string) => ({
  operationId,
  summary: 'Any method but GET, HEAD and OPTIONS is refused',
  responses: {
    '405': errorResponse('Only GET, HEAD and OPTIONS are allowed.', ['method_not_allowed'], { Allow: ALLOW }),
  },
});

const header = (description: string, schema: Record<string, unknown> = { type: 'string' }) => ({ description, schema });

const ALLOW = header('The allowed methods.', { const: 'GET, HEAD, OPTIONS' });

const NO_STORE = header('Errors are never cached.', { const: 'no-store' });
const CORS = header('Any origin may read the API from a browser.', { const: '*' });

const errorResponse = (description: string, codes: string[], extra: Record<string, unknown> = {}) => ({
  description,
  headers: { 'Cache-Control': NO_STORE, 'Access-Control-Allow-Origin': CORS, ...extra },
  content: { 'application/json': { schema: error(codes) } },
});

const nullableString = { type: ['string', 'null'] };
const slug = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' };

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'newstax search API',
    // Semantic versioning (docs/api.md, "Compatibility"): 1.1.0 added regulations[].titleLang; 1.1.1 opened
    // the error codes' schema, as the compatibility promise already said, and names PUT, PATCH, DELETE, OPTIONS;
    // 1.2.0 answers OPTIONS (a CORS preflight) with 204.
    version: '1.2.0',
    description:
      'Finds published newstax articles by title, and suggests matching regulations from the register and ' +
      'glossary terms in either language. Public and read-only; no key. Within a major version, objects may ' +
      'gain properties: ignore the ones you do not know.',
  },
  servers: [{ url: '/' }],
  paths: {
    '/search': {
      get: {
        operationId: 'search',
        summary: 'Search article titles; suggest regulations and glossary terms',
        parameters: [
          {
            name: 'q',
            in: 'query',
            required: false,
            description: `Trimmed; at most ${MAX_QUERY_LENGTH} characters (code points) after trimming, and no NUL (U+0000): either is a 400. Matched as a literal, case-insensitive substring of the title (% _ \\ are ordinary characters), in every published article whatever its length.`,
            schema: { type: 'string', maxLength: MAX_QUERY_LENGTH },
          },
          {
            name: 'lang',
            in: 'query',
            required: false,
            description: 'Only articles in this language; suggestions are titled and linked in it.',
            schema: { type: 'string', enum: [...LANGS] },
          },
        ],
        responses: {
          '200': {
            description: 'The matching articles (newest first) and suggestions.',
            headers: {
              'Cache-Control': header('How long browsers and the edge may keep the answer.', {
                const: cacheControl(CACHE_POLICIES.search),
              }),
              'Access-Control-Allow-Origin': CORS,
            },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/SearchResponse' } } },
          },
          '400': errorResponse('Malformed parameters.', [
            'query_too_long',
            'invalid_lang',
            'repeated_parameter',
            'invalid_query',
          ]),
          '503': errorResponse('The database cannot answer right now.', ['unavailable'], {
            'Retry-After': header('Seconds to wait before asking again.', { type: 'string', pattern: '^[0-9]+$' }),
          }),
        },
      },
      post: refused('searchWrongMethod'),
      put: refused('searchWrongMethodPut'),
      patch: refused('searchWrongMethodPatch'),
      delete: refused('searchWrongMethodDelete'),
      options: {
        operationId: 'searchOptions',
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
      },
    },
  },
  components: {
    schemas: {
      SearchResponse: {
        type: 'object',
        required: ['query', 'results', 'regulations', 'terms'],
        properties: {
          query: { type: 'string', description: 'q as searched: trimmed; empty when there was nothing to search.' },
          results: { type: 'array', maxItems: MAX_SEARCH_RESULTS, items: { $ref: '#/components/schemas/Article' } },
          regulations: { type: 'array', maxItems: 5, items: { $ref: '#/components/schemas/Regulation' } },
          terms: { type: 'array', maxItems: 5, items: { $ref: '#/components/schemas/Term' } },
        },
      },
      Article: {
        type: 'object',
        required: ['slug', 'title', 'excerpt', 'category', 'lang', 'url'],
        properties: {
          slug,
          title: { type: 'string', description: 'Plain text.' },
          excerpt: { type: 'string', description: 'Plain text; may be empty.' },
          category: { ...nullableString, description: 'The category slug, or null: the article lives under berita.' },
          lang: { type: 'string', enum: [...LANGS] },
          url: { type: 'string', pattern: '^/(id|en)/[a-z0-9-]+/[a-z0-9-]+$' },
        },
      },
      Regulation: {
        type: 'object',
        required: ['slug', 'designation', 'title', 'titleLang', 'status', 'url'],
        properties: {
          slug,
          designation: { type: 'string' },
          title: { ...nullableString, description: 'In the request language when recorded, else Indonesian, or null.' },
          titleLang: {
            type: 'string',
            enum: [...LANGS],
            description: 'The language title is written in (id when an English title is not recorded).',
          },
          status: { type: 'string', enum: [...REGULATION_STATUSES] },
          url: { type: 'string', pattern: '^/(id/peraturan|en/regulations)/[a-z0-9-]+$' },
        },
      },
      Term: {
        type: 'object',
        required: ['slug', 'term', 'otherTerm', 'abbreviation', 'definition', 'url'],
        properties: {
          slug,
          term: { type: 'string' },
          otherTerm: { type: 'string' },
          abbreviation: nullableString,
          definition: { type: 'string', description: "The definition's first sentence, plain text." },
          url: { type: 'string', pattern: '^/(id/kamus|en/glossary)/[a-z0-9-]+$' },
        },
      },
    },
  },
} as const;
