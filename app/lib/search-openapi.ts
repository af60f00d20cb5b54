import { LANGS } from '~/i18n/config';
import { kursPaths, kursSchemas } from './kurs-openapi';
import {
  CORS,
  errorResponse,
  header,
  nullableString,
  preflight,
  refused,
  slug,
  unavailableResponse,
} from './openapi-parts';
import { REGULATION_STATUSES } from './regulations';
import { CACHE_POLICIES, cacheControl } from './response-policy';
import { MAX_QUERY_LENGTH, MAX_SEARCH_RESULTS } from './search';

/**
 * The OpenAPI 3.1 description of the public APIs (GET /search, and GET /kurs-pajak.json from ./kurs-openapi.ts),
 * served at /openapi.json by routes/openapi[.]json.ts; tests/routes/openapi.test.ts and kurs-api.test.ts hold the
 * routes' real answers to it. docs/api.md is the prose for people. Objects leave additional properties open,
 * so that adding a field never breaks a client that validates answers; the tests close them to catch a field
 * the document does not describe.
 */

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'newstax public API',
    // Semantic versioning (docs/api.md, "Compatibility"): 1.1.0 added regulations[].titleLang; 1.1.1 opened
    // the error codes' schema, as the compatibility promise already said, and names PUT, PATCH, DELETE, OPTIONS;
    // 1.2.0 answers OPTIONS (a CORS preflight) with 204; 1.3.0 adds /kurs-pajak.json.
    version: '1.3.0',
    description:
      'Finds published newstax articles by title, and suggests matching regulations from the register and ' +
      'glossary terms in either language (/search); gives the weekly tax exchange rates (kurs pajak) in force ' +
      'on a date (/kurs-pajak.json). Public and read-only; no key. Within a major version, objects may ' +
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
          '503': unavailableResponse(),
        },
      },
      post: refused('searchWrongMethod'),
      put: refused('searchWrongMethodPut'),
      patch: refused('searchWrongMethodPatch'),
      delete: refused('searchWrongMethodDelete'),
      options: preflight('searchOptions'),
    },
    ...kursPaths,
  },
  components: {
    schemas: {
      ...kursSchemas,
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
